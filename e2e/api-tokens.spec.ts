import { expect, request as playwrightRequest, test } from '@playwright/test';
import { api, apiLogin, assignPerito, criarProcesso, createUser, tokenOf } from './fixtures';
import { startWebhookReceiver } from '../tests/support/webhook-receiver';

/**
 * Issue 24, end to end: a lawyer creates a personal API token in Configurações, an office's script uses it (its
 * own request context, no cookies), and a webhook endpoint registered in the same page receives a signed
 * delivery that a local receiver verifies.
 */
const hojeSP = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

test('a token created in Configurações works from a script, is copied once and dies when revoked', async ({ page, baseURL }) => {
  const advogado = await createUser('advogado');
  const processo = await criarProcesso(advogado);
  await apiLogin(page, advogado);
  await page.goto('/sistema/configuracoes');

  const painel = page.getByRole('region', { name: 'Tokens de API' });
  await painel.getByLabel('Nome do token').fill('Integração E2E');
  await painel.getByRole('button', { name: 'Criar token' }).click();
  const dialog = page.getByRole('dialog', { name: 'Token criado' });
  await expect(dialog).toBeVisible();
  const campo = dialog.getByLabel('Seu token de API');
  await expect(campo).toBeFocused();
  const token = await campo.inputValue();
  expect(token).toMatch(/^pmj_[A-Za-z0-9_-]{43}$/);
  await dialog.getByRole('button', { name: 'Concluir' }).click();
  await expect(dialog).toBeHidden();
  const linha = painel.getByRole('row', { name: /Integração E2E/ });
  await expect(linha).toContainText('Nunca usado');
  await expect(painel).not.toContainText(token);

  // The office's script: its own context, Bearer token only.
  const script = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${token}` } });
  const eu = await script.get('/api/auth/me');
  expect(eu.status()).toBe(200);
  expect((await eu.json()).user.email).toBe(advogado.email);
  const lista = await script.get(`/api/processo/read?termo=${encodeURIComponent(processo.numero)}`);
  expect(lista.status()).toBe(200);
  expect(JSON.stringify(await lista.json())).toContain(processo.numero);
  expect((await script.post('/api/auth/tokens', { data: { nome: 'Outro' } })).status()).toBe(403);
  // An API token opens no page.
  const pagina = await script.get('/sistema', { maxRedirects: 0 });
  expect([302, 303, 307, 308]).toContain(pagina.status());

  await page.reload();
  await expect(painel.getByRole('row', { name: /Integração E2E/ })).not.toContainText('Nunca usado');

  await painel.getByRole('button', { name: 'Revogar o token Integração E2E' }).click();
  const confirmar = page.getByRole('dialog', { name: 'Revogar token de API' });
  await confirmar.getByRole('button', { name: 'Revogar' }).click();
  await expect(page.getByText('Token "Integração E2E" revogado. Ele deixou de funcionar.')).toBeVisible();
  await expect(painel.getByText('Nenhum token ativo.')).toBeVisible();
  expect((await script.get('/api/auth/me')).status()).toBe(401);
  await script.dispose();
});

test('a webhook registered in Configurações receives signed deliveries (Enviar teste, and a deadline opened with the API token)', async ({ page }) => {
  const rx = await startWebhookReceiver();
  try {
    const [advogado, medico] = await Promise.all([createUser('advogado'), createUser('medico')]);
    const processo = await criarProcesso(advogado);
    await assignPerito(processo, medico);
    await apiLogin(page, advogado);
    await page.goto('/sistema/configuracoes');

    const tokens = page.getByRole('region', { name: 'Tokens de API' });
    await tokens.getByLabel('Nome do token').fill('Sistema do escritório');
    await tokens.getByRole('button', { name: 'Criar token' }).click();
    const tokenDialog = page.getByRole('dialog', { name: 'Token criado' });
    const token = await tokenDialog.getByLabel('Seu token de API').inputValue();
    await tokenDialog.getByRole('button', { name: 'Concluir' }).click();

    const painel = page.getByRole('region', { name: 'Webhooks' });
    await painel.getByLabel('URL do webhook').fill(`${rx.url}/e2e`);
    await painel.getByRole('button', { name: 'Cadastrar webhook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Webhook cadastrado' });
    const campo = dialog.getByLabel('Segredo de assinatura');
    await expect(campo).toBeFocused();
    const segredo = await campo.inputValue();
    expect(segredo).toMatch(/^whsec_/);
    await dialog.getByRole('button', { name: 'Concluir' }).click();

    await painel.getByRole('button', { name: `Enviar teste para ${rx.url}/e2e` }).click();
    await expect(page.getByText('Entrega de teste enviada.', { exact: false })).toBeVisible();
    await rx.esperar(() => rx.assinados('/e2e', segredo).some((r) => r.json.evento === 'webhook.teste'));

    // A real event: the script opens the art. 465 deadline with the API token.
    const prazo = await api('POST', '/api/prazos', { token, data: { id_processo: processo.id, tipo: 'art465', dataIntimacao: hojeSP() } });
    expect(prazo.status).toBe(201);
    await rx.esperar(() => rx.assinados('/e2e', segredo).some((r) => r.json.evento === 'prazo.aberto'));
    const aberto = rx.assinados('/e2e', segredo).find((r) => r.json.evento === 'prazo.aberto')!;
    expect(aberto.json.dados).toMatchObject({ processoId: processo.id, tipo: 'art465' });
    expect(rx.recebidos.filter((r) => r.path === '/e2e')).toHaveLength(2);

    await page.reload();
    const entregas = painel.getByRole('table', { name: `Últimas entregas para ${rx.url}/e2e` });
    await expect(entregas.getByRole('row', { name: /webhook\.teste/ })).toContainText('Entregue');
    await expect(entregas.getByRole('row', { name: /prazo\.aberto/ })).toContainText('Entregue');
  } finally {
    await rx.close();
  }
});

test('a webhook whose deliveries keep failing is shown Pausado with the reason; Reativar sends what was paused', async ({ page }) => {
  // The e2e server pauses at the first failure (WEBHOOKS_PAUSA_HORAS=0); in production it takes a day of failures.
  const rx = await startWebhookReceiver({ '/pausa': [500] });
  try {
    const advogado = await createUser('advogado');
    const token = await tokenOf(advogado);
    const url = `${rx.url}/pausa`;
    const criado = await api<{ id: number }>('POST', '/api/webhooks', { token, data: { url, eventos: ['processo.situacao'] } });
    expect(criado.status).toBe(201);
    const id = criado.body.id;
    expect((await api('POST', `/api/webhooks/${id}/teste`, { token })).status).toBe(202);
    await rx.esperar(() => rx.recebidos.some((r) => r.path === '/pausa'));
    await expect
      .poll(async () => (await api<{ items: { id: number; pausadoEm: string | null }[] }>('GET', '/api/webhooks', { token })).body.items.find((w) => w.id === id)?.pausadoEm ?? null)
      .not.toBeNull();

    await apiLogin(page, advogado);
    await page.goto('/sistema/configuracoes');
    const painel = page.getByRole('region', { name: 'Webhooks' });
    const aviso = painel.getByRole('status').filter({ hasText: 'Pausado' });
    await expect(aviso).toContainText('nenhuma entrega é tentada');
    await expect(aviso).toContainText('Último erro: O servidor respondeu HTTP 500.');
    const entregas = painel.getByRole('table', { name: `Últimas entregas para ${url}` });
    await expect(entregas.getByRole('row', { name: /webhook\.teste/ })).toContainText('Pausada');

    const reativar = painel.getByRole('button', { name: `Reativar o webhook ${url}` });
    await reativar.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Webhook reativado.', { exact: false })).toBeVisible();
    await expect(reativar).toBeHidden();
    await expect(aviso).toBeHidden();
    // The paused test delivery goes out now, and is recorded as delivered.
    await rx.esperar(() => rx.recebidos.filter((r) => r.path === '/pausa').length >= 2);
    await expect(async () => {
      await page.reload();
      await expect(entregas.getByRole('row', { name: /webhook\.teste/ })).toContainText('Entregue', { timeout: 1000 });
    }).toPass();
  } finally {
    await rx.close();
  }
});
