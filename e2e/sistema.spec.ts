import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { buildCnj } from '../lib/domain/cnj';
import { DEMO, apiLogin } from './fixtures';
import { pdfPages } from './pdf-text';

// Seed cases (lib/db/seed.ts) used below, both assigned to medico@ and still in 'inicio'.
const MARIA = buildCnj(1041749, 2014, 5, 15, 224); // owner advogado@
const SEBASTIAO = buildCnj(112233, 2024, 7, 1, 1); // owner advogado2@
const ADVOGADO2 = 'advogado2@demo.pericia.com.br';

const MENUS = {
  admin: ['Dashboard', 'Processos', 'Fases', 'Orçamentos', 'Trabalho', 'Usuários', 'Agenda', 'Configurações'],
  medico: ['Dashboard', 'Processos', 'Fases', 'Trabalho', 'Agenda', 'Configurações'],
  advogado: ['Dashboard', 'Processos', 'Fases', 'Orçamentos', 'Agenda', 'Configurações'],
} as const;

const nav = (page: Page) => page.getByRole('navigation', { name: 'Navegação do sistema' });

/** Cookie-authenticated API mutations must carry our Origin (CSRF check). */
function origin(): string {
  return new URL(test.info().project.use.baseURL!).origin;
}

async function asUser(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await apiLogin(page, email);
  return { context, page };
}

async function caseIdByNumero(page: Page, numero: string): Promise<number> {
  const res = await page.request.get('/api/trabalho/get');
  expect(res.ok()).toBeTruthy();
  const list = (await res.json()) as { id_processo: number; numero_processo: string | null }[];
  const item = list.find((i) => i.numero_processo === numero);
  expect(item, `case ${numero} in the medico's dashboard`).toBeTruthy();
  return item!.id_processo;
}

test.describe('app shell', () => {
  for (const role of ['admin', 'medico', 'advogado'] as const) {
    test(`${role}: the menu of its role, the active item, avatar and role label`, async ({ page }) => {
      await apiLogin(page, DEMO[role]);
      await page.goto('/sistema/fases');
      await expect(nav(page).getByRole('link')).toHaveText([...MENUS[role]]);
      await expect(nav(page).getByRole('link', { name: 'Fases' })).toHaveAttribute('aria-current', 'page');
      const label = { admin: 'Administrador', medico: 'Médico Perito', advogado: 'Advogado' }[role];
      await expect(page.getByRole('banner').getByText(label, { exact: true })).toBeVisible();
      await expect(page.getByRole('banner').getByText(role === 'medico' ? 'M' : 'A', { exact: true })).toBeVisible();
    });
  }

  test('at 1280 px the sidebar is always visible; header, bell, footer and the help button are there', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await apiLogin(page, DEMO.admin);
    await page.goto('/sistema/trabalho');
    await expect(nav(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeHidden();
    await expect(page.getByRole('banner').getByText('Trabalho', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Notificações/ })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Versão 1.0.0');
    await page.getByRole('link', { name: 'Ajuda' }).click();
    await expect(page).toHaveURL(/\/sistema\/ajuda$/);
    await expect(page.getByRole('heading', { name: 'Central de Ajuda' })).toBeVisible();
  });

  test('at 375 px the sidebar collapses and opens/closes with buttons, focus and Escape', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await apiLogin(page, DEMO.medico);
    await page.goto('/sistema');
    await expect(nav(page)).toBeHidden();
    const abrir = page.getByRole('button', { name: 'Abrir menu' });
    await abrir.click();
    await expect(nav(page)).toBeVisible();
    await expect(abrir).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('complementary', { name: 'Menu principal' }).locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(nav(page)).toBeHidden();
    await expect(abrir).toBeFocused();
    await abrir.click();
    await page.getByRole('button', { name: 'Fechar menu' }).click();
    await expect(nav(page)).toBeHidden();
    // Navigating from the open menu closes it too.
    await abrir.click();
    await nav(page).getByRole('link', { name: 'Trabalho' }).click();
    await expect(page).toHaveURL(/\/sistema\/trabalho$/);
    await expect(nav(page)).toBeHidden();
  });

  test('the theme persists across a reload', async ({ page }) => {
    await apiLogin(page, DEMO.advogado);
    await page.goto('/sistema/fases');
    const html = page.locator('html');
    await expect(html).not.toHaveClass(/\bdark\b/);
    await page.getByRole('button', { name: 'Ativar tema escuro' }).click();
    await expect(html).toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('button', { name: 'Ativar tema claro' })).toBeVisible();
    await page.getByRole('button', { name: 'Ativar tema claro' }).click();
    await expect(html).not.toHaveClass(/\bdark\b/);
  });

  test('an unknown internal route shows "Página não encontrada" inside the shell', async ({ page }) => {
    await apiLogin(page, DEMO.advogado);
    await page.goto('/sistema/nao-existe/mesmo');
    await expect(page.getByText('Página não encontrada.')).toBeVisible();
    await expect(page.getByRole('banner').getByText('Página não encontrada', { exact: true })).toBeVisible();
    await expect(nav(page)).toBeVisible();
  });
});

test.describe('notification bell', () => {
  test('shows a notification after the perito accepts the nomeação of your case, and marks it read', async ({ browser }) => {
    const medico = await asUser(browser, DEMO.medico);
    const id = await caseIdByNumero(medico.page, SEBASTIAO);
    const adv = await asUser(browser, ADVOGADO2);
    await adv.page.goto('/sistema');
    const bell = adv.page.getByRole('button', { name: /^Notificações/ });
    await expect(bell).toHaveAccessibleName('Notificações, nenhuma não lida');

    const res = await medico.page.request.post(`/api/trabalho/${id}/aceitar_nomeacao`, { headers: { origin: origin() } });
    expect(res.status()).toBe(200);

    // The bell refetches on navigation.
    await adv.page.getByRole('navigation', { name: 'Navegação do sistema' }).getByRole('link', { name: 'Fases' }).click();
    await expect(bell).toHaveAccessibleName('Notificações, 1 não lida');
    await bell.click();
    const list = adv.page.getByRole('list', { name: 'Lista de notificações' });
    await expect(list).toContainText(`Nomeação aceita no processo ${SEBASTIAO}: Em Andamento.`);
    await adv.page.getByRole('button', { name: /^Marcar como lida: Nomeação aceita/ }).click();
    await expect(bell).toHaveAccessibleName('Notificações, nenhuma não lida');
    await medico.context.close();
    await adv.context.close();
  });

  test('shows a notification after another user adds a quesito to the case', async ({ browser }) => {
    const medico = await asUser(browser, DEMO.medico);
    const id = await caseIdByNumero(medico.page, MARIA);
    await medico.page.goto('/sistema');
    const bell = medico.page.getByRole('button', { name: /^Notificações/ });
    // Other journeys may have left unread notifications for this medico: count them through the API.
    const unread = async () => ((await (await medico.page.request.get('/api/notificacoes')).json()) as { naoLidas: number }).naoLidas;
    const before = await unread();

    const adv = await asUser(browser, DEMO.advogado);
    const res = await adv.page.request.post('/api/quesitos/create', {
      headers: { origin: origin() },
      data: { name: 'Quesito', description: 'O periciado necessita de acompanhamento permanente?', categoria: 'geral', prioridade: 'media', id_processo: id },
    });
    expect(res.status()).toBe(201);

    expect(await unread()).toBe(before + 1);
    await medico.page.reload();
    await expect(bell).toHaveAccessibleName(`Notificações, ${before + 1} não ${before + 1 === 1 ? 'lida' : 'lidas'}`);
    await bell.click();
    await expect(medico.page.getByRole('list', { name: 'Lista de notificações' })).toContainText(/quesito/i);
    await medico.context.close();
    await adv.context.close();
  });
});

test.describe('Trabalho (expert dashboard)', () => {
  test('a medico accepts a nomeação and the card moves to Em Andamento; filters live in the URL', async ({ page }) => {
    await apiLogin(page, DEMO.medico);
    await page.goto('/sistema/trabalho');
    await expect(page.getByRole('heading', { name: 'Dashboard de Processos Periciais' })).toBeVisible();
    const alerta = page.getByRole('region', { name: 'Atenção: Contestações Pendentes' });
    await expect(alerta.getByRole('list', { name: 'Contestações pendentes' }).getByRole('listitem')).toHaveCount(2);

    const card = page.getByRole('article', { name: `Processo ${MARIA}` });
    await expect(card).toContainText('Início');
    await expect(card).toContainText('Acidente de Trabalho');
    await expect(card).toContainText('Dr. Marcos Medeiros');
    await expect(card.getByRole('link', { name: 'Continuar Laudo' })).toHaveCount(0);
    await card.getByRole('button', { name: 'Aceitar Nomeação' }).click();
    await expect(page.getByText('Nomeação aceita. Etapa atual: Em Andamento.')).toBeVisible();
    await expect(card).toContainText('Em Andamento');
    await expect(card.getByRole('button', { name: 'Aceitar Nomeação' })).toHaveCount(0);
    await expect(card.getByRole('link', { name: 'Continuar Laudo' })).toHaveAttribute('href', /\/processo\/\d+\?tab=visao-geral#fase-1$/);

    // The status filter really filters and is kept in the URL (and across a reload).
    await page.getByLabel('Status').selectOption({ label: 'Em Andamento' });
    await expect(page).toHaveURL(/status=em_andamento/);
    await expect(card).toBeVisible();
    await expect(page.getByRole('article').filter({ hasNotText: 'Em Andamento' })).toHaveCount(0);
    await page.getByLabel('Status').selectOption({ label: 'Início' });
    await expect(page).toHaveURL(/status=inicio/);
    await expect(card).toHaveCount(0);
    await page.reload();
    await expect(page.getByLabel('Status')).toHaveValue('inicio');
    await expect(page.getByText('Carregando...')).toHaveCount(0);
    await expect(card).toHaveCount(0);
  });

  test('an admin filters by perito; Drive links open in a new tab; the admin may record the laudo', async ({ page }) => {
    await apiLogin(page, DEMO.admin);
    await page.goto('/sistema/trabalho');
    await page.getByLabel('Perito').selectOption({ label: 'Dra. Helena Prado' });
    await expect(page).toHaveURL(/perito=\d+/);
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('article').filter({ hasNotText: 'Dra. Helena Prado' })).toHaveCount(0);
    await expect(page.getByRole('article')).toHaveCount(3);
    await page.getByLabel('Perito').selectOption({ label: 'Dr. Marcos Medeiros' });
    const drive = page.getByRole('link', { name: /Link para o Drive/ }).first();
    await expect(drive).toHaveAttribute('target', '_blank');
    await expect(drive).toHaveAttribute('href', /^https:\/\/(drive|docs)\.google\.com\//);
    await expect(page.getByRole('button', { name: 'Laudo do perito do juízo recebido' }).first()).toBeVisible();
  });
});

test.describe('Orçamentos', () => {
  test('live totals for three scenarios', async ({ page }) => {
    await apiLogin(page, DEMO.advogado);
    await page.goto('/sistema/orcamentos');
    const total = page.getByRole('status', { name: 'Total', exact: true });
    const subtotal = page.getByRole('status', { name: 'Subtotal', exact: true });
    const taxa = page.getByRole('status', { name: 'Taxa', exact: true });

    // 1. Duplo + PIX (phase 1): 2 × 650 × 0,95 = 1.235,00; fee 0,49% = 6,05; total 1.241,05.
    await page.getByLabel('Tipo de Justiça').selectOption({ label: 'Outros (Justiça Federal ou do Trabalho)' });
    await page.getByRole('radio', { name: /^Duplo/ }).check();
    await page.getByRole('radio', { name: /^PIX/ }).check();
    await expect(subtotal).toHaveText('R$ 1.235,00');
    await expect(page.getByRole('status', { name: 'Economia', exact: true })).toHaveText('economia de R$ 65,00');
    await expect(taxa).toHaveText('R$ 6,05');
    await expect(total).toHaveText('R$ 1.241,05');
    const proposta = page.getByRole('link', { name: /Gerar Orçamento/ });
    await expect(proposta).toHaveAttribute('target', '_blank');
    const href = new URL((await proposta.getAttribute('href'))!, 'http://x');
    expect(href.pathname).toBe('/modelo');
    expect(href.searchParams.get('valorVista')).toBe('1241.05');
    expect(href.searchParams.get('fase')).toBe('1');
    expect(href.searchParams.get('nomeAdvogado')).toBe('Carla Advocacia');

    // 2. Corporativo × 12 + cartão: 12 × 585 = 7.020,00; fee 2,5% = 175,50; total 7.195,50. Invalid quantity becomes 1.
    await page.getByRole('radio', { name: /^Corporativo/ }).check();
    const qtd = page.getByLabel('Quantidade de processos');
    await qtd.fill('0');
    await qtd.blur();
    await expect(qtd).toHaveValue('1');
    await qtd.fill('12');
    await page.getByRole('radio', { name: /^Cartão de crédito/ }).check();
    await expect(subtotal).toHaveText('R$ 7.020,00');
    await expect(taxa).toHaveText('R$ 175,50');
    await expect(total).toHaveText('R$ 7.195,50');

    // 3. Justiça Estadual (four phases locked, 10.500 package), individual + boleto: no fee, due in 3 days.
    await page.getByLabel('Tipo de Justiça').selectOption({ label: 'Justiça Estadual' });
    await page.getByRole('radio', { name: /^Individual/ }).check();
    await page.getByRole('radio', { name: /^Boleto/ }).check();
    for (const name of [/Fase 01/, /Fase 02/, /Fase 03/, /Serviço avulso/]) {
      const box = page.getByRole('checkbox', { name });
      await expect(box).toBeChecked();
      await expect(box).toBeDisabled();
    }
    await expect(subtotal).toHaveText('R$ 10.500,00');
    await expect(taxa).toHaveText('R$ 0,00');
    await expect(total).toHaveText('R$ 10.500,00');
    await expect(page.getByText(/Vencimento do boleto: \d{2}\/\d{2}\/\d{4} \(3 dias\)/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Finalizar Pagamento' })).toHaveAttribute(
      'href',
      '/processo/cadastro?tipoJustica=estadual&fases=1%2C2%2C3%2C4',
    );
  });
});

test.describe('Fases and Ajuda', () => {
  test('Fases: the three phases, and a Drive link attached to one of my cases', async ({ page }) => {
    await apiLogin(page, DEMO.advogado);
    await page.goto('/sistema/fases');
    await page.getByRole('tab', { name: 'Fase 2 Quesitos Complementares' }).click();
    const painel = page.getByRole('tabpanel');
    await expect(painel.getByRole('heading', { name: 'Fase 2: Quesitos Complementares' })).toBeVisible();
    await painel.getByLabel('Processo', { exact: true }).selectOption({ index: 1 });
    await painel.getByLabel('Link do Google Drive', { exact: true }).fill('https://example.com/pasta');
    await painel.getByRole('button', { name: 'Adicionar link' }).click();
    await expect(painel.getByText('Por favor, insira um link válido do Google Drive')).toBeVisible();
    await painel.getByLabel('Link do Google Drive', { exact: true }).fill('https://drive.google.com/drive/folders/e2e-quesitos');
    await painel.getByRole('button', { name: 'Adicionar link' }).click();
    await expect(page.getByText('Link adicionado ao processo com sucesso')).toBeVisible();
  });

  test('Ajuda: searchable FAQ, Fale Conosco, refund e-mail, and the manual downloads as a PDF with text', async ({ page }) => {
    await apiLogin(page, DEMO.medico);
    await page.goto('/sistema/ajuda');
    for (const cat of ['Geral', 'Fases do Processo', 'Pagamentos']) await expect(page.getByRole('heading', { name: cat })).toBeVisible();
    await page.getByLabel('Buscar na ajuda').fill('REEMBOLSO');
    await expect(page.getByText('Como solicito reembolso?')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Geral' })).toHaveCount(0);
    await page.getByLabel('Buscar na ajuda').fill('xyzzy');
    await expect(page.getByText('Nenhuma pergunta encontrada para “xyzzy”.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Fale Conosco' })).toHaveAttribute('href', '/contato');
    await expect(page.getByRole('region', { name: 'Reembolso' })).toContainText('suporte@pericia.com.br');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Baixar manual' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const pdf = readFileSync((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { count, texts } = pdfPages(pdf);
    expect(count).toBeGreaterThanOrEqual(1);
    const text = texts.join(' ').replace(/\s+/g, ' ');
    expect(text).toContain('Manual do Usuário');
    expect(text).toContain('Dashboard de Processos Periciais');

    const res = await page.request.get('/manual-usuario.pdf');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('application/pdf');
  });
});
