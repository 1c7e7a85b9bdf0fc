import { expect, test, type Page } from '@playwright/test';
import { api, apiLogin, criarProcesso, createUser, tokenOf, uid } from './fixtures';

/** Issue 34 item 7: the first week's screens at 390×844 (a phone). */

test.use({ viewport: { width: 390, height: 844 } });

async function semRolagemLateral(page: Page) {
  const { sw, cw } = await page.evaluate(() => ({ sw: document.scrollingElement!.scrollWidth, cw: document.scrollingElement!.clientWidth }));
  expect(sw).toBeLessThanOrEqual(cw);
}

test('Usuários, the LGPD requests and the tokens table at 390 px: no sideways scrolling, Responder in reach', async ({ page }) => {
  const admin = await createUser('admin');
  const titular = await createUser('advogado');
  const r = await api('POST', '/api/lgpd/solicitacoes', { token: await tokenOf(titular), data: { tipo: 'informacao', mensagem: `Quero saber com quem meus dados foram compartilhados (${uid()}).` } });
  expect(r.status).toBe(201);
  const t = await api('POST', '/api/auth/tokens', { token: await tokenOf(admin), data: { nome: `Integração ${uid()}` } });
  expect(t.status).toBe(201);
  await apiLogin(page, admin);

  await page.goto(`/sistema/usuarios?termo=${encodeURIComponent(titular.email)}`);
  await expect(page.getByRole('button', { name: `Editar ${titular.nome}` })).toBeVisible();
  await semRolagemLateral(page);
  await expect(page.getByRole('button', { name: `Editar ${titular.nome}` })).toBeInViewport({ ratio: 1 });

  await page.goto('/sistema/solicitacoes');
  const responder = page.getByRole('button', { name: `Responder a solicitação de ${titular.nome}` }).first();
  await expect(responder).toBeVisible();
  await semRolagemLateral(page);
  await responder.scrollIntoViewIfNeeded();
  await expect(responder).toBeInViewport({ ratio: 1 });
  await responder.click();
  await expect(page.getByRole('dialog', { name: 'Responder solicitação' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/sistema/configuracoes');
  const tabela = page.getByRole('table', { name: 'Tokens de API ativos' });
  await expect(tabela).toContainText('Último uso:');
  await semRolagemLateral(page);
  const revogar = tabela.getByRole('button', { name: /^Revogar o token Integração/ }).first();
  await revogar.scrollIntoViewIfNeeded();
  await expect(revogar).toBeInViewport({ ratio: 1 });
});

test('the case wizard at 390 px: step labels inside their boxes; a registered CNJ number is caught at step 1, never broken across lines', async ({ page }) => {
  const advogado = await createUser('advogado');
  const processo = await criarProcesso(advogado);
  const numero = processo.numero;
  await apiLogin(page, advogado);

  await page.goto('/processo/cadastro');
  await semRolagemLateral(page);
  for (const nome of ['1. Processo', '2. Partes', '3. Serviços', '4. Documentos (Google Drive)']) {
    const passo = page.getByRole('button', { name: nome });
    const cabe = await passo.evaluate((el) => el.scrollWidth <= el.clientWidth + 1 && el.getBoundingClientRect().right <= (el.parentElement!.getBoundingClientRect().right + 1));
    expect(cabe, nome).toBe(true);
  }

  await page.getByLabel('Número do processo').fill(numero);
  await page.getByRole('button', { name: 'Próximo' }).click();
  const aviso = page.getByRole('alert').filter({ hasText: 'já está cadastrado' });
  await expect(aviso).toBeVisible();
  await expect(page.getByRole('heading', { name: '1. Processo' })).toBeVisible();
  // The number in the warning stays on one line.
  const linhas = await aviso.locator('span.whitespace-nowrap').first().evaluate((el) => el.getClientRects().length);
  expect(linhas).toBe(1);
  await aviso.getByRole('link', { name: 'Abrir o processo já cadastrado' }).click();
  await expect(page).toHaveURL(new RegExp(`/processo/${processo.id}$`));

  // The case page's title: the CNJ number on one line, no sideways scrolling.
  const titulo = page.getByRole('heading', { level: 1 });
  await expect(titulo).toHaveText(numero);
  const altura = await titulo.evaluate((el) => {
    const lh = parseFloat(getComputedStyle(el).lineHeight);
    return el.getBoundingClientRect().height / lh;
  });
  expect(altura).toBeLessThan(1.5);
  await semRolagemLateral(page);
});

test('another lawyer\'s registered number is caught at step 1 without a link to the case', async ({ page }) => {
  const [dono, outro] = await Promise.all([createUser('advogado'), createUser('advogado')]);
  const processo = await criarProcesso(dono);
  await apiLogin(page, outro);
  await page.goto('/processo/cadastro');
  await page.getByLabel('Número do processo').fill(processo.numero);
  await page.getByRole('button', { name: 'Próximo' }).click();
  const aviso = page.getByRole('alert').filter({ hasText: 'já está cadastrado' });
  await expect(aviso).toBeVisible();
  await expect(aviso.getByRole('link')).toHaveCount(0);
});
