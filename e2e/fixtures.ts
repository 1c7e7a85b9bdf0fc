import { expect, type Page } from '@playwright/test';

export const DEMO = {
  admin: 'admin@demo.pericia.com.br',
  medico: 'medico@demo.pericia.com.br',
  advogado: 'advogado@demo.pericia.com.br',
} as const;
export const DEMO_PASSWORD = 'Pericia#2026';

/** Logs in through the form, as a person would. */
export async function loginAs(page: Page, email: string, password = DEMO_PASSWORD, opts: { navigate?: boolean } = {}) {
  if (opts.navigate !== false) await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** Signs in through the API (fast path for journeys that are not about logging in). */
export async function apiLogin(page: Page, email: string, password = DEMO_PASSWORD) {
  // Same-origin like the browser's own fetch: a cookie-carrying POST without Origin is refused (CSRF).
  const origin = `http://localhost:${process.env.E2E_PORT ?? 3100}`;
  const res = await page.request.post('/api/auth/login', { data: { email, senha: password }, headers: { origin } });
  expect(res.ok()).toBeTruthy();
}
