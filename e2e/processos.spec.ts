import { randomInt } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { generateCPF } from '@brazilian-utils/brazilian-utils';
import { buildCnj } from '../lib/domain/cnj';
import { uniqueIp } from './support/factories';
import { todayInBrazil } from '../lib/domain/dates';
import { deliveryDate } from '../lib/domain/deadlines';
import { apiLogin, criarProcesso, createUser, publishEntrega, uniqueCnj } from './fixtures';

const fmt = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

async function passo(page: Page, nome: string) {
  await page.getByRole('button', { name: 'Próximo' }).click();
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(nome) })).toBeVisible();
}

// Every journey makes its own advogado, case and médico through the API (e2e/support/factories.ts).
test.describe('Processos: registration, list, detail, quesitos, assignment and access', () => {
  test('an advogado registers a case through the 4 steps and lands on it', async ({ page }) => {
    const numero = uniqueCnj();
    const cliente = `Cliente E2E ${randomInt(100000, 999999)}`;
    await apiLogin(page, await createUser('advogado'));
    await page.goto('/processos');
    await page.getByRole('link', { name: 'Novo Processo' }).first().click();
    await expect(page).toHaveURL(/\/processo\/cadastro$/);
    await expect(page.getByRole('progressbar', { name: 'Progresso do cadastro' })).toHaveAttribute('aria-valuenow', '1');

    // 1. Processo
    await expect(page.getByText('Se o processo ainda não foi ajuizado, deixe este campo em branco.')).toBeVisible();
    await page.getByLabel('Número do processo').pressSequentially(numero.replace(/\D/g, ''));
    await expect(page.getByLabel('Número do processo')).toHaveValue(numero);
    await page.getByLabel('Tipo de Justiça *').selectOption('Justiça Federal');
    await page.getByLabel('Comarca *').fill('Campinas/SP');
    await page.getByLabel('Tipo de Ação *').selectOption('Auxílio por incapacidade temporária');
    await page.getByLabel('Data de distribuição *').fill('2025-02-10');

    // 2. Partes, with the summary box
    await passo(page, 'Partes');
    await expect(page.getByRole('progressbar', { name: 'Progresso do cadastro' })).toHaveAttribute('aria-valuenow', '2');
    await page.getByLabel('Requerente *').fill(cliente);
    await page.getByLabel('Requerido *').fill('Instituto Nacional do Seguro Social');
    const resumo = page.getByRole('complementary', { name: 'Resumo do processo' });
    for (const t of [numero, 'Justiça Federal', cliente, 'Auxílio por incapacidade temporária']) await expect(resumo).toContainText(t);

    // 3. Serviços: phase rules, anticipation, dates and totals
    await passo(page, 'Serviços');
    // Phases are named as on the case page (checked there below).
    await page.getByRole('checkbox', { name: 'Fase 2 – Elaboração de Quesitos' }).click();
    await expect(page.getByText('Não é possível selecionar a Fase 2 sem a Fase 1.')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Fase 2 – Elaboração de Quesitos' })).not.toBeChecked();
    await page.getByRole('checkbox', { name: 'Fase 1 – Resumo do processo' }).check();
    await page.getByRole('checkbox', { name: 'Fase 2 – Elaboração de Quesitos' }).check();
    await page.getByRole('checkbox', { name: 'Fase 3 – Presença Técnica' }).check();
    await expect(page.getByTestId('total')).toHaveText('R$ 2.850,00');
    await page.getByLabel('Dias de antecipação').fill('4');
    await expect(page.getByTestId('total')).toHaveText('R$ 3.050,00');
    await page.getByLabel('Dias de antecipação').fill('99');
    await expect(page.getByLabel('Dias de antecipação')).toHaveValue('24');
    await page.getByLabel('Dias de antecipação').fill('4');
    const hoje = todayInBrazil();
    const servicos = page.getByRole('list', { name: 'Serviços selecionados' }).getByRole('listitem');
    await expect(servicos).toHaveText([
      `Fase 1Entrega: ${fmt(deliveryDate(hoje, 1, 4))}`,
      `Fase 2Entrega: ${fmt(deliveryDate(hoje, 2, 4))}`,
      `Fase 3Entrega: ${fmt(deliveryDate(hoje, 3, 4))}`,
    ]);

    // 4. Documentos: link rule, then payment confirmation
    await passo(page, 'Documentos');
    await page.getByLabel('Link da pasta no Google Drive').fill('https://example.com/pasta');
    await page.getByRole('button', { name: 'Cadastrar Processo' }).click();
    await expect(page.getByText('Por favor, insira um link válido do Google Drive')).toBeVisible();
    await page.getByLabel('Link da pasta no Google Drive').fill('https://drive.google.com/drive/folders/e2e');
    await page.getByRole('button', { name: 'Cadastrar Processo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirmar pagamento' });
    await expect(dialog).toContainText('R$ 3.050,00');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Cadastrar Processo' }).click();
    await dialog.getByRole('button', { name: 'Confirmar pagamento' }).click();

    // Mercado Pago Checkout Pro (here the local stand-in the e2e server starts): the server-computed items.
    await expect(page.getByRole('heading', { name: 'Checkout de demonstração' })).toBeVisible();
    await expect(page.getByText('Total: R$ 3050.00')).toBeVisible();
    await page.getByRole('button', { name: 'Pagar' }).click();
    // Back on our return page, which shows what the signed webhook recorded (not what the query string says).
    await expect(page).toHaveURL(/\/pagamento\/sucesso\?ref=/);
    await expect(page.getByRole('heading', { name: 'Pagamento Aprovado!' })).toBeVisible();
    const registrado = page.getByRole('status').filter({ hasText: 'Situação registrada do pagamento' });
    await expect(registrado).toContainText(`${numero}: Aprovado.`);
    await registrado.getByRole('link', { name: numero }).click();

    await expect(page).toHaveURL(/\/processo\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: numero })).toBeVisible();
    await expect(page.getByText('Em análise', { exact: true })).toBeVisible();
    await expect(page.getByText('Pagamento confirmado.')).toBeVisible();
    await expect(page.getByText('R$ 3.050,00').first()).toBeVisible();
    await expect(page.getByText('Ainda não foi registrado')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Fases do processo' }).getByRole('listitem')).toContainText([
      'Fase 1 – Resumo do processo',
      'Fase 2 – Elaboração de Quesitos',
      'Fase 3 – Presença Técnica',
    ]);
  });

  test('fixed-phase justice types force all four services at R$ 10.500,00; prefill from Orçamentos', async ({ page }) => {
    await apiLogin(page, await createUser('advogado'));
    // A SPEC label in the link still works (Orçamentos now links with the code).
    await page.goto('/processo/cadastro?tipoJustica=Justi%C3%A7a%20Estadual&fases=2');
    const justica = page.getByLabel('Tipo de Justiça *');
    await expect(justica).toHaveValue('estadual');
    // DESIGN §6: 'Justiça Cívil' is shown as 'Justiça Cível'.
    await expect(justica.locator('option')).toHaveText([
      'Selecione',
      'Justiça Federal',
      'Justiça Estadual',
      'Justiça do Trabalho',
      'Justiça Militar e eleitoral',
      'Justiça Cível e Juizados Especiais',
    ]);
    await page.getByRole('button', { name: /3\. Serviços/ }).click();
    await expect(page.getByText('Fases fixas para Justiça Estadual, Militar Eleitoral e Cível / Juizados Especiais.')).toBeVisible();
    for (const n of [1, 2, 3]) await expect(page.getByRole('checkbox', { name: new RegExp(`^Fase ${n} – `) })).toBeChecked();
    await expect(page.getByTestId('total')).toHaveText('R$ 10.500,00');
    await expect(page.getByRole('list', { name: 'Serviços selecionados' }).getByRole('listitem').last()).toContainText('Serviço Avulso');
  });

  test('the advogado finds the case by number, opens it and adds a quesito that appears at once', async ({ page }) => {
    const advogado = await createUser('advogado');
    const { numero, url: caseUrl } = await criarProcesso(advogado);
    await apiLogin(page, advogado);
    await page.goto('/processos');
    await page.getByRole('searchbox', { name: 'Buscar processos' }).fill(numero);
    await expect(page).toHaveURL(/termo=/);
    await expect(page.getByRole('row')).toHaveCount(2);
    await expect(page.getByRole('row').nth(1)).toContainText(numero);
    await expect(page.getByText('1–1 de 1')).toBeVisible();
    await page.getByRole('link', { name: `Ver processo ${numero}` }).click();
    await expect(page).toHaveURL(new RegExp(`${caseUrl}$`));

    await page.getByRole('tab', { name: /Quesitos/ }).click();
    await expect(page).toHaveURL(/tab=quesitos/);
    await page.getByRole('button', { name: 'Novo quesito' }).click();
    const texto = 'O periciado apresenta <b>incapacidade</b> laborativa?';
    await page.getByLabel('Quesito', { exact: true }).fill(texto);
    await page.getByRole('button', { name: 'Salvar quesito' }).click();
    await expect(page.getByText('Quesito criado com sucesso')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Lista de quesitos' })).toContainText(texto);
    // The page's server data has been refreshed (the tab counts the stored quesitos) before Cronologia is read.
    await expect(page.getByRole('tab', { name: 'Quesitos (1)' })).toBeVisible();

    await page.getByRole('tab', { name: 'Cronologia' }).click();
    const eventos = page.getByRole('list', { name: 'Cronologia do processo' }).getByRole('listitem');
    await expect(eventos.first()).toContainText('Quesito adicionado');
    await expect(eventos.last()).toContainText('Processo cadastrado');
  });

  test('an admin assigns the medico; the medico sees the case; an advogado of another office does not', async ({ page }) => {
    const [advogado, outroAdvogado, medico, admin] = await Promise.all([createUser('advogado'), createUser('advogado'), createUser('medico'), createUser('admin')]);
    const processo = await criarProcesso(advogado);
    const { numero, url: caseUrl } = processo;
    await apiLogin(page, admin);
    await page.goto(`${caseUrl}?tab=visao-geral`);
    await page.getByLabel('Médico perito').selectOption({ label: medico.nome });
    await page.getByRole('button', { name: 'Designar perito' }).click();
    await expect(page.getByText('Perito atualizado com sucesso')).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: medico.nome })).toBeVisible();
    await page.getByRole('button', { name: 'Alterar situação' }).click();
    await expect(page.getByText('Em análise', { exact: true })).toBeVisible();
    await page.goto(`${caseUrl}?tab=cronologia`);
    await expect(page.getByRole('list', { name: 'Cronologia do processo' })).toContainText(`Perito designado: ${medico.nome}`);

    await apiLogin(page, medico);
    await page.goto(`/processos?termo=${encodeURIComponent(numero)}`);
    await expect(page.getByRole('row').nth(1)).toContainText(numero);
    await page.getByRole('row').nth(1).getByRole('cell').first().click();
    await expect(page).toHaveURL(new RegExp(`${caseUrl}$`));
    // A phase is completed with its deliverable (issue 14): the perito publishes the Fase 1 opinion first.
    await publishEntrega(medico, processo, 1);
    await page.getByRole('button', { name: 'Marcar Fase 1 como concluída' }).click();
    // Completing a phase asks for confirmation first.
    await page.getByRole('dialog', { name: 'Concluir Fase 1?' }).getByRole('button', { name: 'Concluir fase' }).click();
    await expect(page.getByText('Fase atual: Fase 2')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Editar' })).toHaveCount(0);

    await apiLogin(page, outroAdvogado);
    await page.goto(`/processos?termo=${encodeURIComponent(numero)}`);
    await expect(page.getByText('Nenhum processo encontrado')).toBeVisible();
    // Another office's case, and a case that does not exist, answer 404 inside the shell.
    for (const url of [caseUrl, '/processo/999999']) {
      const res = await page.goto(url);
      expect(res?.status(), url).toBe(404);
      await expect(page.getByText('Processo não encontrado.')).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Navegação do sistema' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Voltar ao painel' })).toHaveAttribute('href', '/sistema');
    }
  });

  test('the dashboard shows real figures and opens a case from Ver Detalhes', async ({ page }) => {
    const advogado = await createUser('advogado');
    const { numero, url: caseUrl } = await criarProcesso(advogado);
    await apiLogin(page, advogado);
    await page.goto('/sistema');
    await expect(page.getByRole('heading', { name: 'Visão Geral' })).toBeVisible();
    await expect(page.getByText('Processos ativos')).toBeVisible();
    const recentes = page.getByRole('region', { name: 'Processos recentes' });
    await expect(recentes.getByRole('listitem').first()).toContainText(numero);
    await recentes.getByRole('link', { name: `Ver Detalhes do processo ${numero}` }).click();
    await expect(page).toHaveURL(new RegExp(`${caseUrl}$`));
  });
});

test("the case page shows 'Valor da causa' as money, the lawyer's phone and the CNJ number formatted", async ({ page }) => {
  const origin = `http://localhost:${process.env.E2E_PORT ?? 3100}`;
  const email = `formatos-${Date.now()}-${randomInt(1000, 9999)}@e2e.pericia.com.br`;
  const reg = await page.request.post('/api/auth/register', {
    headers: { origin, 'x-forwarded-for': uniqueIp() },
    data: {
      nome: 'Advogada Formatos',
      cpf: generateCPF(),
      telefone: '11987654321',
      endereco: 'Rua E2E, 1',
      email,
      senha: 'Formatos#E2e2026',
      confirmarSenha: 'Formatos#E2e2026',
    },
  });
  expect(reg.status()).toBe(201);
  const digits = buildCnj(randomInt(1, 9_999_999), 2024, 8, 26, randomInt(1, 9999)).replace(/\D/g, '');
  const res = await page.request.post('/api/processo/create', {
    headers: { origin },
    data: {
      numeroProcesso: digits,
      tipoJustica: 'Justiça Federal',
      comarca: 'Santos/SP',
      tipoAcao: 'Auxílio Doença',
      dataDistribuicao: '2025-01-20',
      valorCausa: '45000',
      requerente: `Requerente Formatos ${randomInt(100000, 999999)}`,
      requerido: 'Instituto Nacional do Seguro Social',
      fasesSelecionadas: ['1'],
    },
  });
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as { id: number };

  await page.goto(`/processo/${id}`);
  const nbsp = (s: string) => s.replace(/\u00a0/g, ' ');
  const valor = page.getByRole('term').filter({ hasText: 'Valor da causa' }).locator('xpath=following-sibling::dd');
  expect(nbsp(await valor.innerText())).toBe('R$ 45.000,00');
  await expect(page.getByRole('term').filter({ hasText: 'Telefone' }).locator('xpath=following-sibling::dd')).toHaveText('(11) 98765-4321');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^\d{7}-\d{2}\.\d{4}\.\d\.\d{2}\.\d{4}$/);
});

test("a case sent with SPEC's 'Justiça Cívil e Juizados Especiais' is shown as 'Justiça Cível e Juizados Especiais'", async ({ page }) => {
  await apiLogin(page, await createUser('advogado'));
  const origin = `http://localhost:${process.env.E2E_PORT ?? 3100}`;
  const requerente = `Cliente Cível ${randomInt(100000, 999999)}`;
  const res = await page.request.post('/api/processo/create', {
    headers: { origin },
    data: {
      tipoJustica: 'Justiça Cívil e Juizados Especiais',
      tipoAcao: 'Danos Morais',
      comarca: 'Belo Horizonte/MG',
      dataDistribuicao: '2025-02-10',
      requerente,
      requerido: 'Plano de Saúde E2E',
    },
  });
  expect(res.status()).toBe(201);
  const criado = (await res.json()) as { id: number; tipoJustica: string };
  // The API answers with SPEC's string; the page shows the corrected spelling.
  expect(criado.tipoJustica).toBe('Justiça Cívil e Juizados Especiais');
  await page.goto(`/processo/${criado.id}`);
  await expect(page.getByText('Justiça Cível e Juizados Especiais')).toBeVisible();
  await expect(page.getByText(/Cívil/)).toHaveCount(0);
  await expect(page.getByText('Danos Morais')).toBeVisible();
});
