import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiLogin, assignPerito, criarProcesso, createUser, markAllRead, trabalhoStep, uid, type TestUser } from './fixtures';
import { pdfPages } from './pdf-text';

const MENUS = {
  admin: ['Dashboard', 'Processos', 'Fases', 'Orçamentos', 'Trabalho', 'Usuários', 'Feriados e suspensões', 'Pagamentos', 'Notas fiscais', 'Empresa', 'Auditoria', 'Solicitações LGPD', 'Incidentes', 'Tribunais (CNJ)', 'Agenda', 'Configurações'],
  medico: ['Dashboard', 'Processos', 'Fases', 'Trabalho', 'Agenda', 'Perfil profissional', 'Configurações'],
  advogado: ['Dashboard', 'Processos', 'Fases', 'Orçamentos', 'Agenda', 'Configurações'],
} as const;

const nav = (page: Page) => page.getByRole('navigation', { name: 'Navegação do sistema' });

/** Cookie-authenticated API mutations must carry our Origin (CSRF check). */
function origin(): string {
  return new URL(test.info().project.use.baseURL!).origin;
}

async function asUser(browser: Browser, user: TestUser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await apiLogin(page, user);
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

/** A fresh médico and a case of a fresh advogado assigned to them, still in 'inicio'. */
async function casoDesignado(opts: Parameters<typeof criarProcesso>[1] = {}) {
  const [medico, advogado] = await Promise.all([createUser('medico'), createUser('advogado')]);
  const processo = await criarProcesso(advogado, opts);
  await assignPerito(processo, medico);
  return { medico, advogado, processo };
}

test.describe('app shell', () => {
  for (const role of ['admin', 'medico', 'advogado'] as const) {
    test(`${role}: the menu of its role, the active item, avatar and role label`, async ({ page }) => {
      await apiLogin(page, await createUser(role, { nome: `Zélia ${uid()} Quintana` }));
      await page.goto('/sistema/fases');
      await expect(nav(page).getByRole('link')).toHaveText([...MENUS[role]]);
      await expect(nav(page).getByRole('link', { name: 'Fases' })).toHaveAttribute('aria-current', 'page');
      const label = { admin: 'Administrador', medico: 'Médico Perito', advogado: 'Advogado' }[role];
      await expect(page.getByRole('banner').getByText(label, { exact: true })).toBeVisible();
      // The avatar shows the person's initials, not the role's (issue 28 item 9).
      await expect(page.getByRole('banner').getByText('ZQ', { exact: true })).toBeVisible();
    });
  }

  test('at 1280 px the sidebar is always visible; header, bell, footer and the help button are there', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await apiLogin(page, await createUser('admin'));
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
    await apiLogin(page, await createUser('medico'));
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
    await apiLogin(page, await createUser('advogado'));
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
    await apiLogin(page, await createUser('advogado'));
    const res = await page.goto('/sistema/nao-existe/mesmo');
    expect(res?.status()).toBe(404);
    await expect(page.getByText('Página não encontrada.')).toBeVisible();
    await expect(page.getByRole('banner').getByText('Página não encontrada', { exact: true })).toBeVisible();
    await expect(nav(page)).toBeVisible();
  });

  test('403 and 404 answer their status inside the shell with a way back to the dashboard; anonymous keeps the bare screen', async ({ page }) => {
    await apiLogin(page, await createUser('advogado'));
    const cases: [string, number, string][] = [
      ['/erro/403', 403, 'Você não tem permissão para acessar esta página.'],
      ['/erro/404', 404, 'Página não encontrada.'],
      ['/sistema/usuarios', 403, 'Você não tem permissão para acessar esta página.'],
      ['/sistema/nao-existe', 404, 'Página não encontrada.'],
    ];
    for (const [path, status, text] of cases) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(status);
      await expect(page.getByText(text)).toBeVisible();
      await expect(nav(page)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Voltar ao painel' })).toHaveAttribute('href', '/sistema');
      await expect(page.getByRole('link', { name: 'Voltar para o login' })).toHaveCount(0);
    }
    await page.context().clearCookies();
    const res = await page.goto('/erro/403');
    expect(res?.status()).toBe(403);
    await expect(page.getByText('Você não tem permissão para acessar esta página.')).toBeVisible();
    await expect(nav(page)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Voltar para o login' })).toHaveAttribute('href', '/login');
  });

  test("after a client-side navigation focus is on the new page's main heading", async ({ page }) => {
    await apiLogin(page, await createUser('advogado'));
    await page.goto('/sistema');
    await nav(page).getByRole('link', { name: 'Fases' }).click();
    await expect(page).toHaveURL(/\/sistema\/fases$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();
  });
});

test.describe('notification bell', () => {
  test('shows a notification after the perito accepts the nomeação of your case, and marks it read', async ({ browser }) => {
    const caso = await casoDesignado({ tipoJustica: 'Justiça Militar e eleitoral', tipoAcao: 'Outros' });
    const SEBASTIAO = caso.processo.numero;
    await markAllRead(caso.advogado); // the designation notified the owner; start from a quiet bell
    const medico = await asUser(browser, caso.medico);
    const id = await caseIdByNumero(medico.page, SEBASTIAO);
    const adv = await asUser(browser, caso.advogado);
    await adv.page.goto('/sistema');
    const bell = adv.page.getByRole('button', { name: /^Notificações/ });
    await expect(bell).toHaveAccessibleName('Notificações, nenhuma não lida');

    const res = await medico.page.request.post(`/api/trabalho/${id}/aceitar_nomeacao`, { headers: { origin: origin() } });
    expect(res.status()).toBe(200);

    // The bell refetches on navigation.
    await adv.page.getByRole('navigation', { name: 'Navegação do sistema' }).getByRole('link', { name: 'Fases' }).click();
    await expect(bell).toHaveAccessibleName('Notificações, 1 não lida');
    // After a client-side navigation focus moves to the new page's h1: open the bell only then, or that focus
    // move would close the list as it opens.
    await expect(adv.page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();
    await bell.click();
    const list = adv.page.getByRole('list', { name: 'Lista de notificações' });
    // Every notification names its case first (issue 10).
    await expect(list).toContainText(`Processo ${SEBASTIAO}: Indicação aceita: Em Andamento.`);
    await adv.page.getByRole('button', { name: /^Marcar como lida: Processo .*: Indicação aceita/ }).click();
    await expect(bell).toHaveAccessibleName('Notificações, nenhuma não lida');
    await medico.context.close();
    await adv.context.close();
  });

  test('shows a notification after another user adds a quesito to the case', async ({ browser }) => {
    const caso = await casoDesignado();
    const medico = await asUser(browser, caso.medico);
    const id = await caseIdByNumero(medico.page, caso.processo.numero);
    await medico.page.goto('/sistema');
    const bell = medico.page.getByRole('button', { name: /^Notificações/ });
    // The designation itself may have notified this medico: count the unread ones through the API.
    const unread = async () => ((await (await medico.page.request.get('/api/notificacoes')).json()) as { naoLidas: number }).naoLidas;
    const before = await unread();

    const adv = await asUser(browser, caso.advogado);
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
    // Two of this medico's cases await a contestação (laudo recorded by an admin); a third is still in 'Início'.
    const { medico, advogado, processo } = await casoDesignado({ tipoJustica: 'Justiça do Trabalho', tipoAcao: 'Acidente de Trabalho', fasesSelecionadas: [1, 2] });
    const MARIA = processo.numero;
    const admin = await createUser('admin');
    for (let i = 0; i < 2; i++) {
      const contestar = await criarProcesso(advogado);
      await assignPerito(contestar, medico);
      await trabalhoStep(medico, contestar, 'aceitar_nomeacao');
      await trabalhoStep(admin, contestar, 'laudo_recebido');
    }
    await apiLogin(page, medico);
    await page.goto('/sistema/trabalho');
    await expect(page.getByRole('heading', { name: 'Dashboard de Processos Periciais' })).toBeVisible();
    const alerta = page.getByRole('region', { name: 'Atenção: Impugnações pendentes' });
    await expect(alerta.getByRole('list', { name: 'Impugnações pendentes' }).getByRole('listitem')).toHaveCount(2);

    const card = page.getByRole('article', { name: `Processo ${MARIA}` });
    // A CNJ number is never broken at its hyphen or dots.
    await expect(card.getByRole('heading').getByText(MARIA)).toHaveCSS('white-space', 'nowrap');
    await expect(card).toContainText('Início');
    await expect(card).toContainText('Acidente de Trabalho');
    await expect(card).toContainText(medico.nome);
    await expect(card.getByRole('link', { name: 'Continuar Laudo' })).toHaveCount(0);
    await card.getByRole('button', { name: 'Aceitar indicação' }).click();
    await expect(page.getByText('Indicação aceita. Etapa atual: Em Andamento.')).toBeVisible();
    await expect(card).toContainText('Em Andamento');
    await expect(card.getByRole('button', { name: 'Aceitar indicação' })).toHaveCount(0);
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
    // One perito with three cases; another with a case under way that has a Drive folder.
    const [admin, advogado, helena, marcos] = await Promise.all([createUser('admin'), createUser('advogado'), createUser('medico'), createUser('medico')]);
    for (let i = 0; i < 3; i++) await assignPerito(await criarProcesso(advogado), helena);
    const comDrive = await criarProcesso(advogado, { link: 'https://drive.google.com/drive/folders/e2e-trabalho' });
    await assignPerito(comDrive, marcos);
    await trabalhoStep(marcos, comDrive, 'aceitar_nomeacao');
    await apiLogin(page, admin);
    await page.goto('/sistema/trabalho');
    await page.getByLabel('Perito').selectOption({ label: helena.nome });
    await expect(page).toHaveURL(/perito=\d+/);
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('article').filter({ hasNotText: helena.nome })).toHaveCount(0);
    await expect(page.getByRole('article')).toHaveCount(3);
    await page.getByLabel('Perito').selectOption({ label: marcos.nome });
    const drive = page.getByRole('link', { name: /Link para o Drive/ }).first();
    await expect(drive).toHaveAttribute('target', '_blank');
    await expect(drive).toHaveAttribute('href', /^https:\/\/(drive|docs)\.google\.com\//);
    await expect(page.getByRole('button', { name: 'Laudo do perito do juízo recebido' }).first()).toBeVisible();
  });
});

test.describe('Orçamentos', () => {
  test('live totals for three scenarios', async ({ page }) => {
    const advogado = await createUser('advogado');
    await apiLogin(page, advogado);
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
    // Parcelado: 1.235,00 + the card's 2,5% (30,88), never a copy of the à vista; the package covers 2 cases.
    expect(href.searchParams.get('valorParcelado')).toBe('1265.88');
    expect(href.searchParams.get('processos')).toBe('2');
    expect(href.searchParams.get('fase')).toBe('1');
    expect(href.searchParams.get('nomeAdvogado')).toBe(advogado.nome);

    // 2. Corporativo × 12 + cartão: 12 × 585 = 7.020,00; fee 2,5% = 175,50; total 7.195,50. An invalid quantity is an
    // error in Portuguese, never priced as 1 nor sent (issue 28: '-5' used to show '1 × R$ 650,00' and go to checkout).
    await page.getByRole('radio', { name: /^Corporativo/ }).check();
    const qtd = page.getByLabel('Quantidade de processos');
    let enviados = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/pagamentos/pacote')) enviados += 1;
    });
    await qtd.fill('-5');
    await qtd.blur();
    await expect(qtd).toHaveValue('-5');
    await expect(page.getByText('Informe um número inteiro de processos, mínimo 1.').first()).toBeVisible();
    await expect(total).toHaveCount(0);
    await expect(page.getByText(/1 × R\$ 650,00/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Finalizar Pagamento' }).click();
    await expect(qtd).toBeFocused();
    expect(enviados).toBe(0);
    await qtd.fill('12');
    await page.getByRole('radio', { name: /^Cartão de crédito/ }).check();
    await expect(subtotal).toHaveText('R$ 7.020,00');
    await expect(taxa).toHaveText('R$ 175,50');
    await expect(total).toHaveText('R$ 7.195,50');

    // 3. Justiça Estadual (four phases locked, 10.500 package), individual + boleto: no fee, due in 3 days.
    await page.getByLabel('Tipo de Justiça').selectOption({ label: 'Justiça Estadual' });
    await page.getByRole('radio', { name: /^Individual/ }).check();
    await page.getByRole('radio', { name: /^Boleto/ }).check();
    for (const name of ['Fase 1 – Resumo do processo', 'Fase 2 – Elaboração de Quesitos', 'Fase 3 – Presença Técnica', 'Serviço Avulso – Impugnação']) {
      const box = page.getByRole('checkbox', { name });
      await expect(box).toBeChecked();
      await expect(box).toBeDisabled();
    }
    await expect(subtotal).toHaveText('R$ 10.500,00');
    await expect(taxa).toHaveText('R$ 0,00');
    await expect(total).toHaveText('R$ 10.500,00');
    await expect(page.getByText(/Vencimento do boleto: \d{2}\/\d{2}\/\d{4} \(3 dias\)/)).toBeVisible();
    // 'Finalizar Pagamento' checks the package out (e2e/creditos.spec.ts); registering a case keeps its prefilled link.
    await expect(page.getByRole('button', { name: 'Finalizar Pagamento' })).toBeEnabled();
    await expect(page.getByRole('link', { name: 'Cadastrar um processo com estes dados' })).toHaveAttribute(
      'href',
      '/processo/cadastro?tipoJustica=estadual&fases=1%2C2%2C3%2C4',
    );
  });
});

test.describe('Fases and Ajuda', () => {
  test('Fases: the three phases, and a Drive link attached to one of my cases', async ({ page }) => {
    const advogado = await createUser('advogado');
    await criarProcesso(advogado);
    await apiLogin(page, advogado);
    await page.goto('/sistema/fases');
    await page.getByRole('tab', { name: 'Fase 2 Elaboração de Quesitos' }).click();
    const painel = page.getByRole('tabpanel');
    await expect(painel.getByRole('heading', { name: 'Fase 2: Elaboração de Quesitos' })).toBeVisible();
    await painel.getByLabel('Processo', { exact: true }).selectOption({ index: 1 });
    await painel.getByLabel('Link do Google Drive', { exact: true }).fill('https://example.com/pasta');
    await painel.getByRole('button', { name: 'Adicionar link' }).click();
    await expect(painel.getByText('Por favor, insira um link válido do Google Drive')).toBeVisible();
    await painel.getByLabel('Link do Google Drive', { exact: true }).fill('https://drive.google.com/drive/folders/e2e-quesitos');
    await painel.getByRole('button', { name: 'Adicionar link' }).click();
    await expect(page.getByText('Link adicionado ao processo com sucesso')).toBeVisible();
  });

  test('Ajuda: searchable FAQ, Fale Conosco, refund e-mail, and the manual downloads as a PDF with text', async ({ page }) => {
    await apiLogin(page, await createUser('medico'));
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
