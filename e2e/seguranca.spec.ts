import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { apiLogin, createUser, loginAs, ownClientAddress } from './fixtures';
import { appOrigin } from './support/factories';

const COOKIE = 'next-auth.session-token';

/** The code an authenticator app would show `offsetSteps` periods from now (each code works once, so later steps for later logins). */
const codeFor = (secret: string, offsetSteps = 0) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + offsetSteps * 30_000 });

async function passwordStep(page: Page, user: { email: string; senha: string }) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Senha').fill(user.senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { name: 'Verificação em duas etapas' })).toBeVisible();
}

async function logout(page: Page) {
  await page.getByRole('button', { name: 'Sair', exact: true }).click();
  await expect(page).toHaveURL(/\/login/);
}

test('a user enrols TOTP in Configurações, then logs in with a code from the app, then with a recovery code (once)', async ({ page }) => {
  const user = await createUser('medico');
  await ownClientAddress(page);
  await apiLogin(page, user);
  await page.goto('/sistema/configuracoes');
  await expect(page.getByText('Desativada.')).toBeVisible();
  await page.getByRole('button', { name: 'Ativar verificação em duas etapas' }).click();
  await expect(page.getByRole('img', { name: 'QR code para configurar o aplicativo autenticador' })).toBeVisible();
  const secret = (await page.getByText('Chave para digitar no aplicativo:').locator('code').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);

  // A wrong code is refused, with the message next to the field.
  await page.getByLabel('Código do aplicativo').fill(codeFor(secret, -10));
  await page.getByRole('button', { name: 'Confirmar e ativar' }).click();
  await expect(page.getByText('Código inválido ou já utilizado.', { exact: false })).toBeVisible();

  await page.getByLabel('Código do aplicativo').fill(codeFor(secret));
  await page.getByRole('button', { name: 'Confirmar e ativar' }).click();
  const list = page.getByRole('list', { name: 'Códigos de recuperação' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const recovery = (await list.getByRole('listitem').allTextContents()).map((c) => c.trim());
  // Issue 28: right after activation the status says so (it used to read 'Desativada.' beside the codes).
  await expect(page.getByText('Ativa.', { exact: true })).toBeVisible();
  await expect(page.getByText('Desativada.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Concluir' }).click();
  await expect(page.getByText('Códigos de recuperação restantes:')).toContainText('10');

  // Login with a code from the app (the next period's: the one used to enable works only once).
  await logout(page);
  await passwordStep(page, user);
  await page.getByLabel('Código de verificação').fill(codeFor(secret, 1));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL(/\/sistema$/);

  // Then with a recovery code.
  await logout(page);
  await passwordStep(page, user);
  await page.getByLabel('Código de verificação').fill(recovery[0]);
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL(/\/sistema$/);
  await page.goto('/sistema/configuracoes');
  await expect(page.getByText('Códigos de recuperação restantes:')).toContainText('9');

  // The same recovery code never works twice.
  await logout(page);
  await passwordStep(page, user);
  await page.getByLabel('Código de verificação').fill(recovery[0]);
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Código inválido ou já utilizado.' })).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('logout in one tab ends the session in the other tab, and the old cookie is dead on the server', async ({ page, browser }) => {
  const user = await createUser('advogado');
  await apiLogin(page, user);
  const other = await page.context().newPage();
  await other.goto('/sistema');
  await expect(other).toHaveURL(/\/sistema$/);
  const stolen = (await page.context().cookies()).find((c) => c.name === COOKIE)!;

  await page.goto('/sistema');
  await logout(page);

  await other.goto('/processos');
  await expect(other).toHaveURL(/\/login\?next=%2Fprocessos/);

  // The same cookie replayed from another browser no longer opens anything: the session ended on the server.
  const elsewhere = await browser.newContext();
  await elsewhere.addCookies([{ name: COOKIE, value: stolen.value, domain: stolen.domain, path: '/' }]);
  const tab = await elsewhere.newPage();
  await tab.goto('/sistema');
  await expect(tab).toHaveURL(/\/login/);
  const res = await fetch(`${appOrigin()}/api/auth/me`, { headers: { authorization: `Bearer ${stolen.value}` } });
  expect(res.status).toBe(401);
  await elsewhere.close();
});

test("'Sair de todos os dispositivos' ends the sessions of every browser", async ({ page, browser }) => {
  const user = await createUser('medico');
  const phone = await browser.newContext();
  const phoneTab = await phone.newPage();
  await loginAs(phoneTab, user);
  await expect(phoneTab).toHaveURL(/\/sistema$/);

  await apiLogin(page, user);
  await page.goto('/sistema/configuracoes');
  await page.getByRole('button', { name: 'Sair de todos os dispositivos' }).click();
  await expect(page).toHaveURL(/\/login/);

  await phoneTab.goto('/agenda');
  await expect(phoneTab).toHaveURL(/\/login/);
  await expect(phoneTab.getByRole('heading', { name: 'Entrar' })).toBeVisible();
  await phone.close();
});

test('no route extends a session: next-auth’s GET /api/auth/session is gone and sets no cookie', async ({ page }) => {
  await apiLogin(page, await createUser('advogado'));
  const res = await page.request.get('/api/auth/session');
  expect(res.status()).toBe(404);
  expect(res.headers()['set-cookie']).toBeUndefined();
});
