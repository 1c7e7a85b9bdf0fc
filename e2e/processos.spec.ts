import { randomInt } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { buildCnj } from '../lib/domain/cnj';
import { todayInBrazil } from '../lib/domain/dates';
import { deliveryDate } from '../lib/domain/deadlines';
import { apiLogin, DEMO } from './fixtures';

const fmt = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const numero = buildCnj(randomInt(1, 9_999_999), 2025, 8, 26, randomInt(1, 9999));
const cliente = `Cliente E2E ${randomInt(100000, 999999)}`;
let caseUrl = '';

/** Switches the signed-in user (a cookie-carrying login POST without Origin would be refused as CSRF). */
async function entrarComo(page: Page, email: string) {
  await page.context().clearCookies();
  await apiLogin(page, email);
}

async function passo(page: Page, nome: string) {
  await page.getByRole('button', { name: 'Próximo' }).click();
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(nome) })).toBeVisible();
}

test.describe.serial('Processos: registration, list, detail, quesitos, assignment and access', () => {
  test('an advogado registers a case through the 4 steps and lands on it', async ({ page }) => {
    await apiLogin(page, DEMO.advogado);
    await page.goto('/processos');
    await page.getByRole('link', { name: 'Novo Processo' }).first().click();
    await expect(page).toHaveURL(/\/processo\/cadastro$/);
    await expect(page.getByRole('progressbar', { name: 'Progresso do cadastro' })).toHaveAttribute('aria-valuenow', '1');

    // 1. Processo
    await expect(page.getByText('Se o processo ainda não foi ajuízado, deixe este campo em branco.')).toBeVisible();
    await page.getByLabel('Número do processo').pressSequentially(numero.replace(/\D/g, ''));
    await expect(page.getByLabel('Número do processo')).toHaveValue(numero);
    await page.getByLabel('Tipo de Justiça *').selectOption('Justiça Federal');
    await page.getByLabel('Comarca *').fill('Campinas/SP');
    await page.getByLabel('Tipo de Ação *').selectOption('Auxílio Doença');
    await page.getByLabel('Data de distribuição *').fill('2025-02-10');

    // 2. Partes, with the summary box
    await passo(page, 'Partes');
    await expect(page.getByRole('progressbar', { name: 'Progresso do cadastro' })).toHaveAttribute('aria-valuenow', '2');
    await page.getByLabel('Requerente *').fill(cliente);
    await page.getByLabel('Requerido *').fill('Instituto Nacional do Seguro Social');
    const resumo = page.getByRole('complementary', { name: 'Resumo do processo' });
    for (const t of [numero, 'Justiça Federal', cliente, 'Auxílio Doença']) await expect(resumo).toContainText(t);

    // 3. Serviços: phase rules, anticipation, dates and totals
    await passo(page, 'Serviços');
    await page.getByRole('checkbox', { name: /Fase 02/ }).click();
    await expect(page.getByText('Não é possível selecionar a Fase 2 sem a Fase 1.')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /Fase 02/ })).not.toBeChecked();
    await page.getByRole('checkbox', { name: /Fase 01/ }).check();
    await page.getByRole('checkbox', { name: /Fase 02/ }).check();
    await page.getByRole('checkbox', { name: /Fase 03/ }).check();
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

    await expect(page).toHaveURL(/\/processo\/\d+$/);
    caseUrl = new URL(page.url()).pathname;
    await expect(page.getByRole('heading', { level: 1, name: numero })).toBeVisible();
    await expect(page.getByText('Pendente', { exact: true })).toBeVisible();
    await expect(page.getByText('R$ 3.050,00')).toBeVisible();
    await expect(page.getByText('Ainda não foi registrado')).toBeVisible();
  });

  test('fixed-phase justice types force all four services at R$ 10.500,00; prefill from Orçamentos', async ({ page }) => {
    await apiLogin(page, DEMO.advogado);
    await page.goto('/processo/cadastro?tipoJustica=Justi%C3%A7a%20Estadual&fases=2');
    await page.getByRole('button', { name: /3\. Serviços/ }).click();
    await expect(page.getByText('Fases fixas para Justiça Estadual, Militar Eleitoral e Cívil / Juizados Especiais.')).toBeVisible();
    for (const n of ['01', '02', '03']) await expect(page.getByRole('checkbox', { name: new RegExp(`Fase ${n}`) })).toBeChecked();
    await expect(page.getByTestId('total')).toHaveText('R$ 10.500,00');
    await expect(page.getByRole('list', { name: 'Serviços selecionados' }).getByRole('listitem').last()).toContainText('Serviço Avulso');
  });

  test('the advogado finds the case by number, opens it and adds a quesito that appears at once', async ({ page }) => {
    await apiLogin(page, DEMO.advogado);
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

    await page.getByRole('tab', { name: 'Cronologia' }).click();
    const eventos = page.getByRole('list', { name: 'Cronologia do processo' }).getByRole('listitem');
    await expect(eventos.first()).toContainText('Quesito adicionado');
    await expect(eventos.last()).toContainText('Processo cadastrado');
  });

  test('an admin assigns the medico; the medico sees the case; an advogado of another office does not', async ({ page }) => {
    await apiLogin(page, DEMO.admin);
    await page.goto(`${caseUrl}?tab=visao-geral`);
    await page.getByLabel('Médico perito').selectOption({ label: 'Dr. Marcos Medeiros' });
    await page.getByRole('button', { name: 'Designar perito' }).click();
    await expect(page.getByText('Perito atualizado com sucesso')).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: 'Dr. Marcos Medeiros' })).toBeVisible();
    await page.getByRole('button', { name: 'Alterar situação' }).click();
    await expect(page.getByText('Em análise', { exact: true })).toBeVisible();
    await page.goto(`${caseUrl}?tab=cronologia`);
    await expect(page.getByRole('list', { name: 'Cronologia do processo' })).toContainText('Perito designado: Dr. Marcos Medeiros');

    await entrarComo(page, DEMO.medico);
    await page.goto(`/processos?termo=${encodeURIComponent(numero)}`);
    await expect(page.getByRole('row').nth(1)).toContainText(numero);
    await page.getByRole('row').nth(1).getByRole('cell').first().click();
    await expect(page).toHaveURL(new RegExp(`${caseUrl}$`));
    await page.getByRole('button', { name: 'Marcar Fase 1 como concluída' }).click();
    await expect(page.getByText('Fase atual: Fase 2')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Editar' })).toHaveCount(0);

    await entrarComo(page, 'advogado2@demo.pericia.com.br');
    await page.goto(`/processos?termo=${encodeURIComponent(numero)}`);
    await expect(page.getByText('Nenhum processo encontrado')).toBeVisible();
    await page.goto(caseUrl);
    await expect(page.getByRole('alert').filter({ hasText: 'Erro:' })).toHaveText('Erro: Processo não encontrado.');
  });

  test('the dashboard shows real figures and opens a case from Ver Detalhes', async ({ page }) => {
    await apiLogin(page, DEMO.advogado);
    await page.goto('/sistema');
    await expect(page.getByRole('heading', { name: 'Visão Geral' })).toBeVisible();
    await expect(page.getByText('Processos ativos')).toBeVisible();
    const recentes = page.getByRole('region', { name: 'Processos recentes' });
    await expect(recentes.getByRole('listitem').first()).toContainText(numero);
    await recentes.getByRole('link', { name: `Ver Detalhes do processo ${numero}` }).click();
    await expect(page).toHaveURL(new RegExp(`${caseUrl}$`));
  });
});
