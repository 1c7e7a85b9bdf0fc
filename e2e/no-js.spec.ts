import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { api, createUser, ownClientAddress, SENHA, tokenOf, uid } from './fixtures';
import { resetLinkOf } from '../tests/support/mime';
import { waitForMail } from './support/mailbox';

// Runs in the 'no-javascript' project (playwright.config.ts: javaScriptEnabled false): the forms as a browser
// submits them before the page's JavaScript runs, or without it. They post (never GET their fields), and the
// public and auth forms answer with the page through their server actions (lib/actions).

/** Every URL the page asks for, to prove no field ever travels in one. */
function urlsOf(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  return urls;
}

function expectNotInUrls(urls: string[], ...secrets: string[]) {
  for (const url of urls) {
    const decoded = decodeURIComponent(url);
    for (const secret of secrets) expect(decoded, url).not.toContain(secret);
  }
}

test('login without JavaScript: a wrong password answers on the page, the right one signs in; no credential in any URL', async ({ page }) => {
  const user = await createUser('advogado');
  await ownClientAddress(page);
  const urls = urlsOf(page);
  await page.goto('/login?next=/agenda');
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Senha').fill('Senha-errada-123');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Credenciais' })).toHaveText('Credenciais inválidas');
  await expect(page).toHaveURL(/\/login\?next=%2Fagenda$|\/login\?next=\/agenda$/);
  // The e-mail comes back in its field; the password never does.
  await expect(page.getByLabel('E-mail')).toHaveValue(user.email);
  await expect(page.getByLabel('Senha')).toHaveValue('');

  await page.getByLabel('Senha').fill(SENHA);
  await page.getByRole('button', { name: 'Entrar' }).click();
  // Signed in with the session cookie, sent on to `next` (through the terms interstitial for a new account).
  await expect(page).not.toHaveURL(/\/login/);
  expect((await page.context().cookies()).some((c) => c.name.endsWith('next-auth.session-token') && c.httpOnly)).toBe(true);
  expect(decodeURIComponent(page.url())).toContain('/agenda');
  expectNotInUrls(urls, 'Senha-errada-123', SENHA, user.email, 'senha=');
});

test('password reset without JavaScript: /request sends the link, /reset-password checks both fields and saves', async ({ page }) => {
  const user = await createUser('advogado', { nome: 'Nina Sem Script' });
  await ownClientAddress(page);
  const urls = urlsOf(page);
  await page.goto('/request');
  await page.getByLabel('E-mail').fill('nao-e-email');
  await page.getByRole('button', { name: 'Enviar Instruções' }).click();
  await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByRole('button', { name: 'Enviar Instruções' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Instruções enviadas para o e-mail informado.' })).toBeVisible();
  await expect(page).toHaveURL(/\/request$/);

  const link = resetLinkOf(await waitForMail(user.email, /Redefinição de senha/));
  await page.goto(link);
  const nova = `Nova-${randomUUID().slice(0, 8)}-senha`;
  await page.getByLabel('Nova Senha').fill(nova);
  await page.getByLabel('Confirmar Senha').fill('Outra-senha-qualquer-1');
  await page.getByRole('button', { name: 'Salvar Nova Senha' }).click();
  await expect(page.getByText('As senhas não coincidem!')).toBeVisible();
  await page.getByLabel('Nova Senha').fill(nova);
  await page.getByLabel('Confirmar Senha').fill(nova);
  await page.getByRole('button', { name: 'Salvar Nova Senha' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Senha alterada com sucesso! Você já pode fazer login.' })).toBeVisible();
  await waitForMail(user.email, /Sua senha foi alterada/);

  // The new password signs in, still without JavaScript.
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Senha').fill(nova);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  expectNotInUrls(urls, nova, 'Outra-senha-qualquer-1', `email=`);
});

test('contato without JavaScript: field messages keep what was typed; a valid message is sent', async ({ page }) => {
  await ownClientAddress(page);
  const urls = urlsOf(page);
  await page.goto('/contato');
  const email = `joana-${randomUUID().slice(0, 8)}@teste.com.br`;
  await page.getByLabel('Nome', { exact: true }).fill('Joana Sem Script');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Assunto', { exact: true }).fill('Prazo da Fase 2');
  await page.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(page.getByText('Escreva a sua mensagem.')).toBeVisible();
  await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('Joana Sem Script');
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(email);

  await page.getByLabel('Mensagem', { exact: true }).fill('Gostaria de saber quando a Fase 2 fica pronta.');
  await page.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Mensagem enviada com sucesso! Responderemos em até 1 dia útil.' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page).toHaveURL(/\/contato$/);
  expectNotInUrls(urls, email, 'Joana', 'mensagem=');
});

test('cadastro without JavaScript stays inert: Próximo posts nothing into the URL', async ({ page }) => {
  await ownClientAddress(page);
  const urls = urlsOf(page);
  await page.goto('/cadastro');
  await page.getByLabel('Nome completo').fill('Bruno Sem Script');
  await page.getByLabel('CPF').fill('52998224725');
  await page.getByLabel('Telefone').fill('11987654321');
  await page.getByRole('button', { name: 'Próximo' }).click();
  await expect(page.getByRole('heading', { name: 'Cadastro de Usuário' })).toBeVisible();
  await expect(page).toHaveURL(/\/cadastro$/);
  expectNotInUrls(urls, 'Bruno', '52998224725', '11987654321', 'nome=');
});

test('convite without JavaScript: Criar sua senha posts, its messages and what was typed come back, then the password is set', async ({ page }) => {
  const admin = await createUser('admin');
  const tag = uid();
  const email = `e2e-convite-sem-script-${tag}@teste.com.br`;
  const invited = await api('POST', '/api/user/invite', { token: await tokenOf(admin), data: { nome: `Convite Sem Script ${tag}`, email, role: 'advogado' } });
  expect(invited.status).toBe(201);
  const link = resetLinkOf(await waitForMail(email, /Convite/));
  await ownClientAddress(page);
  const urls = urlsOf(page);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Criar sua senha', level: 1 })).toBeVisible();
  const senha = `Senha-sem-script-${tag}`;
  await page.getByLabel('Número da OAB').fill('123456');
  await page.getByLabel('UF da OAB').selectOption('SP');
  await page.getByLabel('CPF').fill('52998224724');
  await page.getByLabel('Telefone').fill('11987654321');
  await page.getByLabel('Senha', { exact: true }).fill(senha);
  await page.getByLabel('Confirmar senha').fill(senha);
  await page.getByRole('button', { name: 'Criar senha' }).click();
  // Refused on the server: the message beside the field, what was typed back in place, the passwords never.
  await expect(page.getByLabel('CPF')).toHaveAccessibleDescription(/CPF inválido\./);
  await expect(page.getByLabel('CPF')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Número da OAB')).toHaveValue('123456');
  await expect(page.getByLabel('UF da OAB')).toHaveValue('SP');
  await expect(page.getByLabel('Telefone')).toHaveValue('11987654321');
  await expect(page.getByLabel('Senha', { exact: true })).toHaveValue('');
  await expect(page).toHaveURL(link);

  await page.getByLabel('CPF').fill('52998224725');
  await page.getByLabel('Senha', { exact: true }).fill(senha);
  await page.getByLabel('Confirmar senha').fill(senha);
  await page.getByRole('button', { name: 'Criar senha' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Senha criada com sucesso! Você já pode fazer login.' })).toBeVisible();
  await expect(page.getByLabel('Senha', { exact: true })).toHaveCount(0);

  // The new password signs in, still without JavaScript.
  await page.getByRole('link', { name: 'Ir para o login' }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  expectNotInUrls(urls, senha, '52998224725', '11987654321', 'password=', 'cpf=');
});
