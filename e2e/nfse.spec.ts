import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_DATA_DIR } from '../scripts/e2e-paths.mjs';
import { api, apiLogin, criarProcesso, createUser, tokenOf } from './fixtures';

// Issue 39: the admin configures the firm with a test e-CNPJ, a lawyer pays on the demonstration checkout, and the
// note (issued by the job against the NFS-e stand-in of scripts/e2e-server.mjs) appears for both with its DANFSe.

test('the admin configures the NFS-e, a lawyer pays, and both see the issued note with its DANFSe', async ({ page }) => {
  test.setTimeout(120_000);
  const admin = await createUser('admin');
  const advogado = await createUser('advogado');
  // The lawyer's office pays as a company: its CNPJ (Meus dados) is the note's tomador.
  const perfil = { nome: advogado.nome, email: advogado.email, telefone: '(11) 98765-4321', endereco: 'Av. Paulista, 1000 - São Paulo/SP', escritorio: `Escritório ${advogado.nome}`, cnpj: '11.444.777/0001-61' };
  expect((await api('PUT', '/api/lgpd/meus-dados', { token: await tokenOf(advogado), data: perfil })).status).toBe(200);

  // The settings are the firm's, one per server: a second run on the same server finds the first run's certificate.
  const antes = await api<{ certificado: unknown }>('GET', '/api/empresa/nfse', { token: await tokenOf(admin) });
  expect(antes.status).toBe(200);
  await apiLogin(page, admin);
  await page.goto('/sistema/empresa');
  const form = page.getByRole('form', { name: 'Configurações da nota fiscal' });
  await form.getByLabel('CNPJ').fill('11.222.333/0001-81');
  await form.getByLabel('Razão social').fill('Perícias Demonstração Ltda');
  await form.getByLabel('Inscrição municipal').fill('12345');
  await form.getByLabel('Código IBGE do município').fill('3550308');
  await form.getByLabel('Regime tributário').selectOption('lucro_presumido');
  await form.getByLabel('Alíquota do ISS (%)').fill('2.5');
  await form.getByLabel('Série da DPS').fill('900');
  for (const fase of ['Fase 1', 'Fase 2', 'Fase 3', 'Fase 4 (Serviço Avulso)', 'Pacotes']) {
    await form.getByLabel(`cTribNac: ${fase}`).fill('040101');
    await form.getByLabel(`Descrição: ${fase}`).fill('Assistência técnica em perícia médica judicial');
    await form.getByLabel(`NBS: ${fase}`).fill('123012100');
  }
  await form.getByRole('button', { name: 'Salvar configurações da nota fiscal' }).click();
  await expect(page.getByText('Configurações da nota fiscal salvas.')).toBeVisible();
  if (antes.body.certificado === null) await expect(page.getByText('Nenhuma nota é emitida enquanto faltar: certificado digital e-CNPJ A1.')).toBeVisible();
  else await expect(page.getByText(/Nenhuma nota é emitida enquanto faltar/)).toHaveCount(0);

  const cert = page.getByRole('form', { name: 'Certificado e-CNPJ A1' });
  await cert.getByLabel('Arquivo .pfx ou .p12').setInputFiles(path.join(E2E_DATA_DIR, 'nfse', 'ecnpj-teste.pfx'));
  await cert.getByLabel('Senha do certificado').fill('senha-errada');
  await cert.getByRole('button', { name: 'Enviar certificado' }).click();
  await expect(page.getByText('Senha do certificado incorreta.')).toBeVisible();
  await cert.getByLabel('Senha do certificado').fill('senha-do-ecnpj');
  await cert.getByRole('button', { name: 'Enviar certificado' }).click();
  await expect(cert.getByText('Guardado: PERICIAS DEMONSTRACAO LTDA (CNPJ 11222333000181)', { exact: false })).toBeVisible();

  // The lawyer pays a case on the demonstration checkout (Mercado Pago stand-in → signed webhook).
  const caso = await criarProcesso(advogado, { pago: false });
  await apiLogin(page, advogado);
  // The office's address for the note, on Meus dados (the refusals are in tests/integration/nfse.test.ts).
  await page.goto('/sistema/configuracoes/meus-dados');
  await page.getByLabel('CEP', { exact: true }).fill('01310-100');
  await page.getByLabel('Logradouro', { exact: true }).fill('Avenida Paulista');
  await page.getByLabel('Número', { exact: true }).fill('1000');
  await page.getByLabel('Bairro', { exact: true }).fill('Bela Vista');
  await page.getByLabel('Município', { exact: true }).fill('São Paulo');
  await page.getByLabel('UF', { exact: true }).selectOption('SP');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Dados atualizados com sucesso')).toBeVisible();
  await page.goto(caso.url);
  await page.getByRole('region', { name: 'Pagamento' }).getByRole('button', { name: 'Pagar agora' }).click();
  await page.getByRole('button', { name: 'Pagar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pagamento Aprovado!' })).toBeVisible();

  // The job issues the note: the lawyer sees it on Orçamentos with its DANFSe.
  const notas = page.getByRole('region', { name: 'Suas notas fiscais' });
  await expect(async () => {
    await page.goto('/sistema/orcamentos');
    await expect(notas.getByRole('link', { name: 'DANFSe' }).first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 60_000 });
  await expect(notas).toContainText('Emitida');
  const href = await notas.getByRole('link', { name: 'DANFSe' }).first().getAttribute('href');
  const pdf = await page.request.get(href!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');

  // And on the case's Pagamento panel: number, state, amount, XML and DANFSe.
  await page.goto(caso.url);
  const notasDoCaso = page.getByRole('region', { name: 'Pagamento' }).getByRole('list', { name: 'Notas fiscais' });
  await expect(notasDoCaso).toContainText('Emitida');
  await expect(notasDoCaso).toContainText(/Nº \d+-\d+/);
  await expect(notasDoCaso.getByRole('link', { name: /^XML da nota/ })).toBeVisible();
  const danfseDoCaso = await notasDoCaso.getByRole('link', { name: /^DANFSe da nota/ }).getAttribute('href');
  expect((await page.request.get(danfseDoCaso!)).status()).toBe(200);

  // The admin sees it on Notas fiscais, with its XML, DANFSe and history.
  await apiLogin(page, admin);
  await page.goto(`/sistema/notas-fiscais?status=emitida&tomador=${encodeURIComponent(advogado.nome)}`);
  const linha = page.getByRole('row').filter({ hasText: advogado.nome });
  await expect(linha).toContainText('Emitida');
  await expect(linha).toContainText(`Escritório ${advogado.nome}`);
  await expect(linha).toContainText('CNPJ 11.444.777/0001-61');
  await expect(linha.getByRole('link', { name: 'DANFSe' })).toBeVisible();
  await expect(linha.getByRole('link', { name: 'XML' })).toBeVisible();
  // The note's XML carries the address saved on Meus dados (toma/end, with the IBGE code of São Paulo).
  const xml = await page.request.get((await linha.getByRole('link', { name: 'XML' }).getAttribute('href'))!);
  expect(await xml.text()).toContain('<end><endNac><cMun>3550308</cMun><CEP>01310100</CEP></endNac><xLgr>Avenida Paulista</xLgr><nro>1000</nro><xBairro>Bela Vista</xBairro></end>');
  await expect(linha.getByRole('button', { name: 'Cancelar' })).toBeVisible();
  await page.goto(caso.url);
  await expect(page.getByRole('region', { name: 'Pagamento' }).getByRole('list', { name: 'Notas fiscais' })).toContainText('Emitida');
});
