import { expect, test, type Page } from '@playwright/test';
import { api, apiLogin, createUser, tokenOf, uid } from './fixtures';

// Issue 23 item 9: once, the Usuários page at ?termo=<e-mail> listed every user while the URL (and the search box)
// held the term (e2e/creditos.spec.ts, "an admin reads one lawyer's créditos"). The list must hold only the match
// from the first paint, after hydration, after the sidebar's prefetches and after a refresh of the page's data.

const linhas = (page: Page) => page.getByRole('table').locator('tbody tr');

async function soOProcurado(page: Page, nome: string, email: string) {
  await expect(linhas(page)).toHaveCount(1);
  await expect(linhas(page).first()).toContainText(email);
  await expect(page.getByRole('searchbox', { name: 'Buscar por nome ou e-mail' })).toHaveValue(email);
  await expect(page.getByRole('navigation', { name: 'Paginação' })).toContainText('1–1 de 1 usuário');
  await expect(page.getByRole('button', { name: `Créditos de ${nome}` })).toBeVisible();
}

test('an admin opens Usuários with ?termo=<e-mail>: only that user, before and after hydration and prefetches', async ({ page }) => {
  const [admin, advogado] = await Promise.all([createUser('admin'), createUser('advogado')]);
  await apiLogin(page, admin);
  for (let i = 0; i < 3; i++) {
    // The document the server sends: no JavaScript has run yet.
    const res = await page.request.get(`/sistema/usuarios?termo=${encodeURIComponent(advogado.email)}`);
    const html = await res.text();
    expect(html).toContain(advogado.email);
    expect(html).toMatch(/1–1 de 1 usuário/);

    await page.goto(`/sistema/usuarios?termo=${encodeURIComponent(advogado.email)}`, { waitUntil: 'commit' });
    await soOProcurado(page, advogado.nome, advogado.email);
    await page.waitForLoadState('networkidle');
    await soOProcurado(page, advogado.nome, advogado.email);
    // The sidebar link to the same page without the term is prefetched on hover: the list must not follow it.
    await page.getByRole('link', { name: 'Usuários', exact: true }).first().hover();
    await page.waitForLoadState('networkidle');
    await soOProcurado(page, advogado.nome, advogado.email);
    // Opening the créditos dialog (what the flaky journey did next) keeps the list as it was.
    await page.getByRole('button', { name: `Créditos de ${advogado.nome}` }).click();
    await page.getByRole('dialog', { name: `Créditos de ${advogado.nome}` }).getByRole('button', { name: 'Fechar' }).click();
    await soOProcurado(page, advogado.nome, advogado.email);
  }
});

// Issue 28: the list shows each person's professional registration, so an admin sees who cannot publish yet.
test('an admin sees the CRM or OAB of each user, and "Não informado" where it is missing', async ({ page }) => {
  const tag = uid();
  const [admin, comCrm, semCrm, comOab, semOab] = await Promise.all([
    createUser('admin'),
    createUser('medico', { nome: `Dra. Com Registro ${tag}` }),
    createUser('medico', { nome: `Dr. Sem Registro ${tag}`, semRegistro: true }),
    createUser('advogado', { nome: `Advogada Com OAB ${tag}` }),
    createUser('advogado', { nome: `Advogado Sem OAB ${tag}` }),
  ]);
  const salvo = await api('PUT', '/api/user/registro-profissional', { token: await tokenOf(comOab), data: { oabNumero: '123456', oabUf: 'SP' } });
  expect(salvo.status).toBe(200);
  await apiLogin(page, admin);
  await page.goto(`/sistema/usuarios?termo=${encodeURIComponent(tag)}`);
  await expect(page.getByRole('columnheader', { name: 'Registro profissional' })).toBeVisible();
  await expect(linhas(page)).toHaveCount(4);
  const linha = (nome: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: nome }) });
  await expect(linha(comCrm.nome)).toContainText('CRM 123456/SP · Medicina Legal e Perícia Médica · RQE 4321');
  await expect(linha(semCrm.nome)).toContainText('Não informado');
  await expect(linha(comOab.nome)).toContainText('OAB/SP 123456');
  await expect(linha(semOab.nome)).toContainText('Não informado');
  await expect(linha(comOab.nome)).not.toContainText('Não informado');
});
