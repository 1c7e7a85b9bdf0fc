import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { api, uniqueIp } from './support/factories';
import { apiLogin, assignPerito, criarProcesso, createUser } from './fixtures';

// LGPD (issue 15): a person's rights inside the product, and the case's access log. Own users and cases per run.
test.describe('LGPD', () => {
  test('a lawyer exports their data and files a deletion request that an admin answers', async ({ page }) => {
    const advogado = await createUser('advogado');
    const caso = await criarProcesso(advogado);
    const admin = await createUser('admin');

    // Meus dados, reached from Configurações.
    await apiLogin(page, advogado);
    await page.goto('/sistema/configuracoes');
    await page.getByRole('link', { name: 'Meus dados', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Meus dados' })).toBeVisible();
    await expect(page.getByLabel('Nome completo')).toHaveValue(advogado.nome);

    // The office's CNPJ for the nota fiscal (issue 39): a wrong check digit is refused, a right one is kept, masked.
    const cnpj = page.getByLabel('CNPJ do escritório (para a nota fiscal)');
    await cnpj.fill('11.444.777/0001-62');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(page.getByText('CNPJ do escritório inválido: confira os 14 dígitos e os dígitos verificadores.')).toBeVisible();
    await cnpj.fill('11.444.777/0001-61');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(page.getByText('Dados atualizados com sucesso')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('CNPJ do escritório (para a nota fiscal)')).toHaveValue('11.444.777/0001-61');

    // Export: a JSON download with the account and the case, no password material.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Baixar meus dados (JSON)' }).click()]);
    const raw = await readFile((await download.path())!, 'utf8');
    const dados = JSON.parse(raw);
    expect(dados.conta.email).toBe(advogado.email);
    expect(dados.processos.map((p: { id: number }) => p.id)).toContain(caso.id);
    expect(raw).not.toMatch(/password|senha|hash/i);

    // A deletion request.
    await page.getByLabel('Tipo de solicitação').selectOption({ label: 'Exclusão / anonimização dos dados' });
    await page.getByLabel('Mensagem').fill('Quero que apaguem os meus dados.');
    await page.getByRole('button', { name: 'Enviar solicitação' }).click();
    await expect(page.getByText('Solicitação registrada. Responderemos em até 15 dias.')).toBeVisible();
    const minhas = page.getByRole('list', { name: 'Minhas solicitações' });
    await expect(minhas.getByText('Exclusão / anonimização dos dados · Aberta')).toBeVisible();

    // The admin sees it with its limit and carries it out.
    await apiLogin(page, admin);
    await page.goto('/sistema/solicitacoes');
    await expect(page.getByRole('heading', { level: 1, name: 'Solicitações LGPD' })).toBeVisible();
    const linha = page.getByRole('row').filter({ hasText: advogado.email });
    await expect(linha).toContainText('Faltam 15 dias');
    await linha.getByRole('button', { name: `Responder a solicitação de ${advogado.nome}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Responder solicitação' });
    await dialog.getByLabel('Resposta ao titular').fill('Sua conta foi anonimizada conforme pedido.');
    await dialog.getByRole('checkbox', { name: /Executar a exclusão/ }).check();
    await expect(dialog.getByText('Esta ação não pode ser desfeita.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Enviar resposta' }).click();
    await expect(page.getByText('Resposta registrada e enviada por e-mail ao titular.')).toBeVisible();
    const anonimizada = page.getByRole('row').filter({ hasText: `Titular anonimizado #${advogado.id}` });
    await expect(anonimizada).toContainText('Executada');

    // The account is gone: the lawyer can no longer sign in; the case remains for the admin.
    const again = await api('POST', '/api/auth/login', { data: { email: advogado.email, senha: advogado.senha }, ip: uniqueIp() });
    expect(again.status).toBe(401);
    await page.goto(`/processo/${caso.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test("the case's owner sees who read it in the Acessos tab; the perito has no such tab", async ({ page }) => {
    const advogado = await createUser('advogado');
    const caso = await criarProcesso(advogado);
    await apiLogin(page, advogado);
    await page.goto(`/processo/${caso.id}?tab=acessos`);
    const tab = page.getByRole('tabpanel');
    await expect(tab.getByRole('heading', { name: 'Registro de acessos' })).toBeVisible();
    // This very page view is the newest: one row for the case and one for its documents, which the page lists too.
    const recentes = tab.getByRole('row').filter({ hasText: advogado.nome });
    await expect(recentes.filter({ hasText: 'Detalhes do processo' }).first()).toBeVisible();
    await expect(recentes.filter({ hasText: 'Lista de documentos' }).first()).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Acessos' })).toBeVisible();

    const perito = await createUser('medico');
    await assignPerito(caso, perito);
    await apiLogin(page, perito);
    await page.goto(`/processo/${caso.id}`);
    await expect(page.getByRole('tab', { name: 'Cronologia' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Acessos' })).toHaveCount(0);
  });

  test('after a revocation is carried out, the next visit asks for acceptance again before the system area', async ({ page }) => {
    const advogado = await createUser('advogado');
    const admin = await createUser('admin');
    const login = async (u: { email: string; senha: string }) =>
      (await api<{ token: string }>('POST', '/api/auth/login', { data: { email: u.email, senha: u.senha }, ip: uniqueIp() })).body.token;
    const pedido = await api<{ id: number }>('POST', '/api/lgpd/solicitacoes', { token: await login(advogado), data: { tipo: 'revogacao', mensagem: 'Revogo o consentimento.' } });
    expect(pedido.status).toBe(201);
    const feita = await api('POST', `/api/lgpd/solicitacoes/${pedido.body.id}/responder`, { token: await login(admin), data: { resposta: 'Revogado.', executar: true } });
    expect(feita.status).toBe(200);

    await apiLogin(page, advogado);
    await page.goto('/processos');
    await expect(page).toHaveURL(/\/aceite\?next=%2Fprocessos$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Atualizamos os nossos termos' })).toBeVisible();
    await page.getByRole('button', { name: 'Aceitar e continuar' }).click();
    await expect(page.getByText('Marque a caixa para aceitar os Termos de Uso e a Política de Privacidade.')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Li e aceito os Termos de Uso e a Política de Privacidade.' }).check();
    await page.getByRole('button', { name: 'Aceitar e continuar' }).click();
    await expect(page).toHaveURL(/\/processos$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Processos' })).toBeVisible();
  });
});
