import { expect, test } from '@playwright/test';
import { criarProcesso, createUser, loginAs, ownClientAddress, tokenOf } from './fixtures';

// The login page lists the seeded demo accounts when the server runs with DEMO=1 (scripts/e2e-server.mjs).
const DEMO_HINT = 'medico@demo.pericia.com.br';

const MENUS = {
  admin: ['Dashboard', 'Processos', 'Fases', 'Orçamentos', 'Trabalho', 'Usuários', 'Feriados e suspensões', 'Pagamentos', 'Notas fiscais', 'Empresa', 'Auditoria', 'Solicitações LGPD', 'Incidentes', 'Tribunais (CNJ)', 'Agenda', 'Configurações'],
  medico: ['Dashboard', 'Processos', 'Fases', 'Trabalho', 'Agenda', 'Perfil profissional', 'Configurações'],
  advogado: ['Dashboard', 'Processos', 'Fases', 'Orçamentos', 'Agenda', 'Configurações'],
} as const;

for (const role of ['admin', 'medico', 'advogado'] as const) {
  test(`${role} logs in through the form, sees exactly its menu, and logs out`, async ({ page }) => {
    const user = await createUser(role);
    await loginAs(page, user);
    await expect(page).toHaveURL(/\/sistema$/);
    const nav = page.getByRole('navigation', { name: 'Navegação do sistema' });
    await expect(nav.getByRole('link')).toHaveText([...MENUS[role]]);
    await page.getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByText('Você foi desconectado com sucesso!')).toBeVisible();
    await page.goto('/sistema');
    await expect(page).toHaveURL(/\/login\?next=%2Fsistema/);
  });
}

test('an anonymous visit to /processos lands on /login and returns there after login', async ({ page }) => {
  await page.goto('/processos');
  await expect(page).toHaveURL(/\/login\?next=%2Fprocessos/);
  await loginAs(page, await createUser('advogado'), { navigate: false });
  await expect(page).toHaveURL(/\/processos$/);
});

test('wrong credentials show the server message in a red box; the demo hint is listed', async ({ page }) => {
  const user = await createUser('admin');
  await ownClientAddress(page);
  await page.goto('/login');
  await expect(page.getByRole('complementary', { name: 'Contas de demonstração' })).toContainText(DEMO_HINT);
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Senha').fill('senha-errada');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Credenciais' })).toHaveText('Credenciais inválidas');
});

for (const next of ['//evil.example/x', '/%09/evil.example', '/%5C%5Cevil.example', '/%2F%2Fevil.example', 'https://evil.example/']) {
  test(`an external next= is ignored after login (${next})`, async ({ page }) => {
    const user = await createUser('medico');
    await page.goto(`/login?next=${encodeURIComponent(next)}`);
    await page.getByLabel('E-mail').fill(user.email);
    await page.getByLabel('Senha').fill(user.senha);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/localhost:\d+\/sistema$/);
    // Signed in, the login page itself redirects: to the same safe place.
    await page.goto(`/login?next=${next}`);
    await expect(page).toHaveURL(/localhost:\d+\/sistema$/);
  });
}

test('a malformed percent-escape in a path answers 400 with the security headers', async ({ request }) => {
  for (const path of ['/api/processo/readId/%ff', '/processo/%E0%A4%A']) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(400);
    const h = res.headers();
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['content-security-policy']).toContain("frame-ancestors 'none'");
  }
  expect(await (await request.get('/api/processo/readId/%ff')).json()).toHaveProperty('message');
});

test('responses carry the security headers', async ({ request }) => {
  for (const path of ['/', '/login']) {
    const res = await request.get(path);
    const h = res.headers();
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(h['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(h['x-powered-by']).toBeUndefined();
  }
  const big = await request.post('/api/auth/login', { data: { email: 'a@b.com', senha: 'x'.repeat(2 * 1024 * 1024) } });
  expect(big.status()).toBe(413);
});

test('calls 1 and 2 answered before Next (scripts/server.mjs) match the answers Next gives, headers included', async ({ request }) => {
  const owner = await createUser('advogado');
  const processo = await criarProcesso(owner);
  const headers = { authorization: `Bearer ${await tokenOf(owner)}`, 'accept-encoding': 'gzip' };
  const termo = encodeURIComponent(processo.requerente);
  // The direct server leaves any request with a body to Next: the same GET with `Content-Length: 0` reaches Next's
  // route handler (a trailing slash no longer does: the direct server answers SPEC's spelling of call 1 too).
  for (const [direct, viaNext] of [
    [`/api/processo/readId/${processo.id}`, `/api/processo/readId/${processo.id}`],
    [`/api/processo/read?termo=${termo}`, `/api/processo/read?termo=${termo}`],
    ['/api/processo/readId/abc', '/api/processo/readId/abc'],
  ]) {
    const a = await request.get(direct, { headers });
    const b = await request.get(viaNext, { headers: { ...headers, 'content-length': '0' } });
    expect(a.status(), direct).toBe(b.status());
    expect(await a.json(), direct).toEqual(await b.json());
    const [ha, hb] = [a.headers(), b.headers()];
    expect(ha.vary, direct).toBe('Accept-Encoding');
    expect(hb.vary, viaNext).toContain('rsc');
    for (const key of ['content-type', 'cache-control', 'content-security-policy', 'x-content-type-options', 'referrer-policy', 'x-frame-options', 'permissions-policy', 'strict-transport-security', 'x-total-count']) {
      expect(ha[key], `${direct} ${key}`).toBe(hb[key]);
    }
  }
});

test('API paths answer with or without the trailing slash SPEC writes; page paths redirect', async ({ request }) => {
  const admin = await createUser('admin');
  const login = await request.post('/api/auth/login', {
    data: { email: admin.email, senha: admin.senha },
    headers: { origin: `http://localhost:${process.env.E2E_PORT ?? 3100}` },
  });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  for (const path of ['/api/processo/read/?termo=silva', '/api/processo/read?termo=silva', '/api/trabalho/get/', '/api/trabalho/get']) {
    const res = await request.get(path, { headers, maxRedirects: 0 });
    expect(res.status(), path).toBe(200);
  }
  const page = await request.get('/login/', { maxRedirects: 0 });
  expect(page.status()).toBe(308);
  expect(page.headers()['location']).toMatch(/\/login$/);
});
