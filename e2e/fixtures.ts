import { expect, type Page } from '@playwright/test';
import { appOrigin, uniqueIp } from './support/factories';

export { api, assignPerito, carregarExemploTribunal, publicarPelaOab, criarPericia, criarProcesso, createUser, markAllRead, publishEntrega, SENHA, tokenOf, trabalhoStep, uid, uniqueCnj } from './support/factories';
export type { TestUser, TestProcesso, Role } from './support/factories';

type Credentials = { email: string; senha: string };

/** Logs in through the form, as a person would (for journeys about the login screen itself). */
export async function loginAs(page: Page, user: Credentials, opts: { navigate?: boolean } = {}) {
  if (opts.navigate !== false) await page.goto('/login');
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Senha').fill(user.senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/**
 * Signs in through the API: POST /api/auth/login from the page's own request context, so the session cookie
 * it sets lands in the browser context. Any earlier session of the context is dropped first.
 */
export async function apiLogin(page: Page, user: Credentials) {
  await page.context().clearCookies();
  // Same-origin like the browser's own fetch: a cookie-carrying POST without Origin is refused (CSRF).
  const res = await page.request.post('/api/auth/login', { data: { email: user.email, senha: user.senha }, headers: { origin: appOrigin() } });
  expect(res.ok(), `login ${user.email}`).toBeTruthy();
}

/**
 * Gives the page's requests a client address of their own (the server takes the right-most X-Forwarded-For
 * entry): journeys that register, ask for a reset or fail a login through the UI then never share a per-IP
 * rate-limit bucket with another test or an earlier run against the same server.
 */
export async function ownClientAddress(page: Page) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueIp() });
}
