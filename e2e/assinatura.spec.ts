import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { apiLogin, assignPerito, criarProcesso, createUser, loginAs, ownClientAddress, uid } from './fixtures';
import { api, tokenOf } from './support/factories';
import { waitForMail } from './support/mailbox';
import { pdfPages } from './pdf-text';
import { substituirOrientacoes } from './support/orientacoes';
import { gerarPfx } from '../tests/support/certificados';
import { resetLinkOf } from '../tests/support/mime';

/** Debian's pdfsig (poppler-utils, installed by scripts/ensure-chromium.mjs) on a file: its report (exit 1 for an untrusted issuer). */
function pdfsig(file: string): string {
  try {
    return execFileSync('pdfsig', [file], { encoding: 'utf8' });
  } catch (err) {
    return String((err as { stdout?: string }).stdout ?? '');
  }
}

async function publicarFase1(page: Page, url: string) {
  await page.goto(`${url}?tab=documentos`);
  const fase1 = page.getByRole('region', { name: 'Fase 1 – Resumo do processo' });
  await fase1.getByRole('button', { name: /(Escrever entrega|Continuar rascunho) da Fase 1/ }).click();
  const editor = fase1.getByRole('textbox', { name: 'Texto da entrega: Parecer de plausibilidade' });
  await expect(editor).toBeVisible();
  // The template's guidance is never published (issue 28 item 2): the perito writes over it first.
  await substituirOrientacoes(page, editor);
  await fase1.getByRole('button', { name: 'Publicar' }).click();
  await page.getByRole('dialog', { name: /Publicar Parecer de plausibilidade/ }).getByRole('button', { name: 'Publicar entrega' }).click();
  return fase1;
}

test('a médico fills CRM in Meus dados, sends an A1 certificate, publishes a parecer; the PDF is signed (pdfsig)', async ({ page }) => {
  const tag = uid();
  const nome = `Dra. Assinante ${tag}`;
  const [advogado, medico] = await Promise.all([createUser('advogado'), createUser('medico', { nome, semRegistro: true })]);
  const processo = await criarProcesso(advogado, { fasesSelecionadas: [1] });
  await assignPerito(processo, medico);
  await apiLogin(page, medico);

  // Without the registration, publishing is refused and the editor links to Perfil profissional (issue 34 item 7).
  await publicarFase1(page, processo.url);
  await expect(page.getByText('Complete seu registro profissional em Perfil profissional antes de publicar: faltam CRM, UF do CRM e especialidade.')).toBeVisible();
  await page.getByRole('link', { name: 'Abrir Perfil profissional' }).click();
  await expect(page).toHaveURL(/\/sistema\/perfil-profissional$/);

  const registro = page.getByRole('region', { name: 'Registro profissional' });
  await registro.getByLabel('CRM', { exact: true }).fill('12A');
  await registro.getByRole('button', { name: 'Salvar registro profissional' }).click();
  await expect(registro.getByText('CRM inválido: informe apenas os números do registro (até 7 dígitos).')).toBeVisible();
  await registro.getByLabel('CRM', { exact: true }).fill('135790');
  await registro.getByLabel('UF do CRM').selectOption('SP');
  await registro.getByLabel('Especialidade').fill('Medicina Legal e Perícia Médica');
  await registro.getByLabel('RQE (opcional)').fill('2468');
  await registro.getByRole('button', { name: 'Salvar registro profissional' }).click();
  await expect(page.getByText('Registro profissional salvo')).toBeVisible();

  // The certificate: a wrong password is refused in Portuguese; the right one is kept.
  const certificado = page.getByRole('region', { name: 'Certificado digital' });
  const pfx = gerarPfx({ nome, senha: 'senha-do-a1' });
  await certificado.getByLabel('Arquivo do certificado A1 (.pfx ou .p12)').setInputFiles({ name: 'certificado.pfx', mimeType: 'application/x-pkcs12', buffer: pfx });
  await certificado.getByLabel('Senha do certificado').fill('errada');
  await certificado.getByRole('button', { name: 'Enviar certificado' }).click();
  await expect(certificado.getByText('Senha do certificado incorreta.')).toBeVisible();
  await certificado.getByLabel('Senha do certificado').fill('senha-do-a1');
  await certificado.getByRole('button', { name: 'Enviar certificado' }).click();
  await expect(certificado.getByText(`Certificado guardado: ${nome}`)).toBeVisible();

  // Publishing now names the author and signs the PDF.
  const fase1 = await publicarFase1(page, processo.url);
  await expect(page.getByText('Entrega publicada com sucesso')).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), fase1.getByRole('link', { name: 'Baixar PDF da Fase 1' }).click()]);
  const file = (await download.path())!;
  const texto = pdfPages(readFileSync(file)).texts.join('\n').replace(/\s+/g, ' ');
  for (const s of [nome, 'CRM 135790/SP', 'Medicina Legal e Perícia Médica', 'RQE 2468', `Documento assinado digitalmente por ${nome}`]) expect(texto).toContain(s);
  const relatorio = pdfsig(file);
  expect(relatorio).toContain(`Signer Certificate Common Name: ${nome}`);
  expect(relatorio).toContain('Signature Validation: Signature is Valid.');
  expect(relatorio).toContain('Total document signed');

  // The certificate can be removed.
  await page.goto('/sistema/configuracoes/meus-dados');
  await certificado.getByRole('button', { name: 'Remover certificado' }).click();
  await page.getByRole('dialog', { name: 'Remover certificado digital' }).getByRole('button', { name: 'Remover' }).click();
  await expect(page.getByText('Certificado digital removido')).toBeVisible();
  await expect(certificado.getByText(/Nenhum certificado guardado/)).toBeVisible();
});

test("an invited advogado opens 'Criar sua senha' and gives OAB/UF, CPF and telefone with the password", async ({ browser }) => {
  const admin = await createUser('admin');
  const tag = uid();
  const email = `e2e-convite-adv-${tag}@teste.com.br`;
  expect((await api('POST', '/api/user/invite', { token: await tokenOf(admin), data: { nome: `Dr. Convidado ${tag}`, email, role: 'advogado' } })).status).toBe(201);
  const link = resetLinkOf(await waitForMail(email, /Convite/));
  expect(link).toContain('/convite?token=');

  const context = await browser.newContext();
  const page = await context.newPage();
  await ownClientAddress(page);
  await page.goto(link);
  await expect(page).toHaveTitle(/Criar sua senha/);
  await expect(page.getByRole('heading', { name: 'Criar sua senha', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Redefinir senha' })).toHaveCount(0);
  const senha = `Senha-do-convite-${tag}`;
  await page.getByLabel('Senha', { exact: true }).fill(senha);
  await page.getByLabel('Confirmar senha').fill(senha);
  await page.getByRole('button', { name: 'Criar senha' }).click();
  await expect(page.getByText(/^Número da OAB inválido/).first()).toBeVisible();
  await page.getByLabel('Número da OAB').fill('123456');
  await page.getByLabel('UF da OAB').selectOption('MG');
  await page.getByLabel('CPF').fill('52998224725');
  await page.getByLabel('Telefone').fill('31987654321');
  await page.getByRole('button', { name: 'Criar senha' }).click();
  await expect(page.getByText('Senha criada com sucesso! Você já pode fazer login.')).toBeVisible();

  await loginAs(page, { email, senha });
  const registro = await page.request.get('/api/user/registro-profissional');
  expect(await registro.json()).toMatchObject({ oab_numero: '123456', oab_uf: 'MG' });
  await context.close();
});
