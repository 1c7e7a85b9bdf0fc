import { formatCnpj, generateCnpj } from '@brazilian-utils/brazilian-utils';
import { expect, test } from '@playwright/test';
import { apiLogin, createUser, loginAs, ownClientAddress, uid } from './fixtures';
import { api, tokenOf } from './support/factories';
import { resetLinkOf } from '../tests/support/mime';
import { newestMailTo, waitForMail } from './support/mailbox';

test('an admin invites a médico, who sets a password from the e-mail and signs in', async ({ page, browser }) => {
  const admin = await createUser('admin');
  await apiLogin(page, admin);
  await page.goto('/sistema/usuarios');
  const tag = uid();
  const email = `e2e-convite-${tag}@teste.com.br`;
  const nome = `Dra. Convidada ${tag}`;

  await page.getByRole('button', { name: 'Convidar usuário' }).click();
  const dialog = page.getByRole('dialog', { name: 'Convidar usuário' });
  // The form checks before any call.
  await dialog.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(dialog.getByText('Informe o nome.')).toBeVisible();
  await dialog.getByLabel('Nome completo').fill(nome);
  await dialog.getByLabel('E-mail').fill(email);
  // No role is pre-selected (issue 28): sending without choosing one is refused, in Portuguese.
  await expect(dialog.getByLabel('Perfil')).toHaveValue('');
  await dialog.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(dialog.getByText('Selecione o perfil do usuário convidado.')).toBeVisible();
  await dialog.getByLabel('Perfil').selectOption({ label: 'Médico Perito' });
  await dialog.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(page.getByText(`Convite enviado para ${email}`)).toBeVisible();
  await expect(dialog).toBeHidden();
  const pendente = page.getByRole('listitem', { name: `Convite de ${nome}` });
  await expect(pendente).toContainText('Médico Perito');
  await expect(pendente).toContainText(email);

  // Inviting the same e-mail again: the field says it is taken.
  await page.getByRole('button', { name: 'Convidar usuário' }).click();
  await dialog.getByLabel('Nome completo').fill('Outra Pessoa');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Perfil').selectOption({ label: 'Advogado' });
  await dialog.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(dialog.getByText('E-mail já cadastrado')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();

  // The invitee, in a browser of their own, opens the link from the e-mail and sets a password.
  const mail = await waitForMail(email, /Convite/);
  expect(mail.text).toContain('Médico Perito');
  const link = resetLinkOf(mail);
  const context = await browser.newContext();
  const invitee = await context.newPage();
  await ownClientAddress(invitee);
  expect(link).toContain('/convite?token=');
  await invitee.goto(link);
  // 'Criar sua senha' (issue 28 item 7), asking a médico for the registration the deliverables carry.
  await expect(invitee.getByRole('heading', { name: 'Criar sua senha', level: 1 })).toBeVisible();
  await expect(invitee).toHaveTitle(/Criar sua senha/);
  const senha = `Senha-do-convite-${tag}`;
  await invitee.getByLabel('Senha', { exact: true }).fill(senha);
  await invitee.getByLabel('Confirmar senha').fill(senha);
  await invitee.getByRole('button', { name: 'Criar senha' }).click();
  // Said beside the field and in the form's alert.
  await expect(invitee.getByLabel('CRM', { exact: true })).toHaveAccessibleDescription(/CRM inválido: informe apenas os números do registro \(até 7 dígitos\)\./);
  await invitee.getByLabel('CRM', { exact: true }).fill('246810');
  await invitee.getByLabel('UF do CRM').selectOption('RJ');
  await invitee.getByLabel('Especialidade').fill('Psiquiatria');
  await invitee.getByRole('button', { name: 'Criar senha' }).click();
  await expect(invitee.getByText('Senha criada com sucesso! Você já pode fazer login.')).toBeVisible();
  await loginAs(invitee, { email, senha });
  // An invited person never accepted the terms (LGPD consent): the first visit asks for it, then goes on.
  await expect(invitee).toHaveURL(/\/aceite\?next=%2Fsistema$/);
  await invitee.getByRole('checkbox', { name: 'Li e aceito os Termos de Uso e a Política de Privacidade.' }).check();
  await invitee.getByRole('button', { name: 'Aceitar e continuar' }).click();
  await expect(invitee).toHaveURL(/\/sistema$/);
  await expect(invitee.getByRole('navigation', { name: 'Navegação do sistema' }).getByRole('link', { name: 'Trabalho' })).toBeVisible();
  await context.close();

  // Accepted: it leaves the pending list.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Convites pendentes' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: `Convite de ${nome}` })).toHaveCount(0);
});

test('an admin resends and then revokes an invitation; the revoked link no longer works', async ({ page }) => {
  const admin = await createUser('admin');
  const token = await tokenOf(admin);
  const tag = uid();
  const email = `e2e-revogado-${tag}@teste.com.br`;
  const nome = `Convite Revogado ${tag}`;
  expect((await api('POST', '/api/user/invite', { token, data: { nome, email, role: 'advogado' } })).status).toBe(201);
  const first = resetLinkOf(await waitForMail(email, /Convite/));

  await apiLogin(page, admin);
  await page.goto('/sistema/usuarios');
  await page.getByRole('button', { name: `Reenviar convite de ${nome}` }).click();
  await expect(page.getByText(`Novo convite enviado para ${email}`)).toBeVisible();
  let second = first;
  await expect.poll(() => (second = resetLinkOf(newestMailTo(email, /Convite/)!))).not.toBe(first);

  await page.getByRole('button', { name: `Revogar convite de ${nome}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Revogar convite' });
  await confirm.getByRole('button', { name: 'Revogar convite' }).click();
  await expect(page.getByText(`Convite de ${email} revogado`)).toBeVisible();
  await expect(page.getByRole('listitem', { name: `Convite de ${nome}` })).toHaveCount(0);

  for (const link of [first, second]) {
    await page.goto(link);
    await expect(page.getByText('Link de convite inválido ou expirado. Peça um novo convite ao administrador.')).toBeVisible();
    await expect(page.getByLabel('Senha', { exact: true })).toHaveCount(0);
  }
});

test("an admin edits the firm's identity on 'Empresa'; the footer, /contato and /modelo show it at once", async ({ page }) => {
  const admin = await createUser('admin');
  const token = await tokenOf(admin);
  const original = (await api<Record<string, unknown>>('GET', '/api/empresa')).body;
  const tag = uid();
  const razao = `Clínica Pericial ${tag} Ltda.`;
  const cnpj = formatCnpj(generateCnpj());
  const endereco = `Rua do Teste, ${tag}`;
  try {
    await apiLogin(page, admin);
    await page.goto('/sistema/empresa');
    await expect(page.getByRole('heading', { name: 'Empresa', level: 1 })).toBeVisible();
    // Empresa also holds the periciado's and the NFS-e settings (their own CNPJ, razão social and 'Salvar').
    const empresa = page.getByRole('form', { name: 'Dados da empresa' });
    await empresa.getByLabel('CNPJ').fill('');
    await empresa.getByLabel('CNPJ').pressSequentially('11222333000182');
    await empresa.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('CNPJ inválido: confira os dígitos verificadores.')).toBeVisible();

    await empresa.getByLabel('Razão social').fill(razao);
    await empresa.getByLabel('CNPJ').fill('');
    await empresa.getByLabel('CNPJ').pressSequentially(cnpj.replace(/\D/g, ''));
    await expect(empresa.getByLabel('CNPJ')).toHaveValue(cnpj);
    await empresa.getByLabel('Endereço').fill(endereco);
    await empresa.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Dados da empresa salvos.', { exact: false })).toBeVisible();

    // The prerendered public pages are regenerated on save.
    await page.goto('/contato');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`CNPJ ${cnpj}`);
    await expect(footer).toContainText(razao);
    await expect(page.getByRole('main')).toContainText(endereco);
    await page.goto('/modelo');
    await expect(page.getByRole('main')).toContainText(razao);
    await expect(page.getByRole('main')).toContainText(`CNPJ ${cnpj}`);
    await page.goto('/politica-de-privacidade');
    await expect(page.getByRole('main')).toContainText(`Controlador: ${razao}, CNPJ ${cnpj}`);
  } finally {
    // Put the firm's data back as it was (other journeys read the demo data).
    const { depoimentos, ...campos } = original;
    await api('PUT', '/api/empresa', { token, data: { ...campos, depoimentos } });
  }
});
