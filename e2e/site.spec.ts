import { expect, test, type Page } from '@playwright/test';
import { unusedPreloads } from './support/preloads';

// Public site (issue 3): routes and texts, landing behaviours, phase redirect, blog, generator and proposal.

const ROUTES: { path: string; h1: RegExp | string; texts: (string | RegExp)[] }[] = [
  {
    path: '/',
    h1: 'Assistência técnica em perícia médica judicial',
    texts: ['+200 casos resolvidos', 'Por que a Perícia Médica Judicial nasceu', 'Cobertura em todo o Brasil', 'Para quem é o serviço', 'O que dizem nossos parceiros'],
  },
  { path: '/fase/1', h1: 'Análise de plausibilidade do nexo causal', texts: ['Visão geral', 'Como funciona', 'O que você recebe', 'Benefícios'] },
  {
    path: '/fase/2',
    h1: 'Elaboração de quesitos complementares',
    texts: ['Clarificadores', 'Direcionadores', 'Contraditórios', 'Quantitativos', 'Qualitativos', 'Preventivos', 'Impacto processual'],
  },
  {
    path: '/fase/3',
    h1: 'Assistente técnico na perícia médica',
    texts: ['O papel do assistente técnico', 'Laudo contraditório', 'Laudo completivo', 'Parecer técnico-jurídico'],
  },
  { path: '/impugnacao', h1: 'Impugnação de laudo médico pericial', texts: ['Atenção ao prazo', /15 dias úteis/, 'Metodologia'] },
  { path: '/blog', h1: 'Blog da Perícia Médica Judicial', texts: ['Perícia médica judicial: o que é, como funciona e como se preparar'] },
  {
    path: '/ajuda/justica',
    h1: 'Tipos de Justiça e Ações Jurídicas',
    texts: ['Justiça Federal', 'Justiça Estadual', 'Justiça do Trabalho', 'Justiça Militar e Eleitoral', 'Cível e Juizados Especiais'],
  },
  { path: '/contato', h1: 'Fale conosco', texts: ['WhatsApp', 'Horário de atendimento', 'Segunda a sexta, das 9h às 18h', 'Sábado e domingo: fechado', 'Envie uma mensagem'] },
  { path: '/termos-de-uso', h1: 'Termos de Uso', texts: ['Última atualização: outubro de 2025', 'Aceitação dos termos', 'Limitação de responsabilidade'] },
  {
    path: '/politica-de-privacidade',
    h1: 'Política de Privacidade',
    texts: [
      'Última atualização: novembro de 2026',
      'Controlador e encarregado (DPO)',
      'art. 11, II, "d"',
      'Seus direitos (LGPD, art. 18)',
      'portabilidade dos dados',
      'Configurações → Meus dados',
      'Por quanto tempo guardamos os dados',
    ],
  },
  // Without a login (or with an unknown reference) the return pages are neutral: they show only what was recorded for
  // the signed-in person's reference (e2e/pagamentos-demo.spec.ts pays and sees the recorded outcomes).
  ...['/pagamento/sucesso', '/pagamento/falha', '/pagamento/pendente'].map((path) => ({
    path,
    h1: 'Situação do pagamento',
    texts: ['Entre no sistema para ver a situação do seu pagamento.'],
  })),
  { path: '/modelo', h1: 'Proposta Técnica e Comercial', texts: ['01. Identificação do processo', '02. Proposta comercial', 'Investimento total'] },
  { path: '/gerador', h1: 'Gerador de Proposta', texts: ['Link da proposta'] },
];

for (const r of ROUTES) {
  test(`${r.path} shows its h1, key texts, Portuguese metadata and landmarks`, async ({ page }) => {
    const res = await page.goto(r.path);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(r.h1);
    for (const t of r.texts) await expect(page.getByText(t).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(page).toHaveTitle(/Perícia Médica Judicial/);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBeTruthy();
    expect(await page.locator('meta[property="og:locale"]').getAttribute('content')).toBe('pt_BR');
    await expect(page.getByRole('main')).toHaveCount(1);
  });
}

test('every call to action goes to /sistema', async ({ page }) => {
  const ctas: [string, string][] = [
    ['/', 'Começar agora'],
    ['/', 'Acessar o sistema'],
    ['/fase/1', 'Iniciar Fase 1'],
    ['/fase/2', 'Solicitar Quesitos'],
    ['/fase/3', 'Contratar Assistente Técnico'],
    ['/impugnacao', 'Solicitar Análise do Laudo'],
  ];
  for (const [path, name] of ctas) {
    await page.goto(path);
    const links = page.getByRole('link', { name, exact: false });
    const n = await links.count();
    expect(n, `${name} on ${path}`).toBeGreaterThan(0);
    for (let i = 0; i < n; i++) await expect(links.nth(i)).toHaveAttribute('href', '/sistema');
  }
  await page.goto('/fase/1');
  await page.getByRole('link', { name: 'Iniciar Fase 1' }).first().click();
  await expect(page).toHaveURL(/\/login\?next=%2Fsistema|\/sistema/);
});

/**
 * The section's top sits just below the fixed top bar (scroll-margin-top: 5rem), not merely somewhere on screen:
 * the sections above it skip rendering until needed (.render-later), and a jump computed against their
 * placeholder heights lands hundreds of pixels off.
 */
async function expectSectionAtTop(page: Page, id: string) {
  await expect.poll(() => page.locator(`[id="${id}"]`).evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(80);
}

test('landing: anchors, four phase cards to /fase/{n}, footer links', async ({ page }) => {
  await page.goto('/');
  for (const id of ['início', 'atuação', 'serviços', 'fases', 'benefícios', 'perguntas', 'contato']) {
    await expect(page.locator(`[id="${id}"]`)).toHaveCount(1);
  }
  const nav = page.getByRole('navigation', { name: 'Principal' });
  for (const name of ['Início', 'Atuação', 'Serviços', 'Fases', 'Benefícios', 'Perguntas', 'Contato', 'Blog']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  for (const n of [1, 2, 3, 4]) await expect(page.locator(`#fases a[href="/fase/${n}"]`)).toHaveCount(1);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Termos de Uso' })).toHaveAttribute('href', '/termos-de-uso');
  await expect(footer.getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute('href', '/politica-de-privacidade');
  await expect(footer.getByRole('link', { name: 'Suporte' })).toHaveAttribute('href', '/contato');
  await expect(footer.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
  await expect(footer).toContainText('Ltda. Todos os direitos reservados.');
  expect(await footer.innerText()).not.toContain('..');
  await nav.getByRole('link', { name: 'Fases', exact: true }).click();
  await expect(page).toHaveURL(/#fases$/);
  await expect(page.getByRole('heading', { name: 'As fases da assistência técnica' })).toBeInViewport();
  await expectSectionAtTop(page, 'fases');
});

test('landing sections are reached exactly from a link on another page, from an address with a fragment, and on a phone', async ({ page }) => {
  await page.goto('/blog');
  await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Fases', exact: true }).click();
  await expect(page).toHaveURL(/\/#fases$/);
  await expectSectionAtTop(page, 'fases');

  await page.goto('/#perguntas');
  await expectSectionAtTop(page, 'perguntas');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/blog');
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Fases', exact: true }).click();
  await expectSectionAtTop(page, 'fases');
  await page.goto('/#benefícios');
  await expectSectionAtTop(page, 'benefícios');
});

test('landing nav hides after scrolling down past 50 px and comes back on scroll up and on hover', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header).toHaveAttribute('data-state', 'visible');
  await page.mouse.move(600, 400);
  await page.mouse.wheel(0, 30);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await expect(header).toHaveAttribute('data-state', 'visible'); // not past 50 px yet
  await page.mouse.wheel(0, 600);
  await expect(header).toHaveAttribute('data-state', 'hidden');
  await expect(header).not.toBeInViewport();
  await page.mouse.wheel(0, -200);
  await expect(header).toHaveAttribute('data-state', 'visible');
  await expect(header).toBeInViewport();
  await page.mouse.wheel(0, 400);
  await expect(header).toHaveAttribute('data-state', 'hidden');
  await page.mouse.move(600, 2);
  await expect(header).toHaveAttribute('data-state', 'visible');
});

test('sections fade in at 10% visibility; nothing is hidden under prefers-reduced-motion', async ({ page, browser }) => {
  await page.goto('/');
  const hero = page.locator('#início');
  await expect(hero).toBeVisible();
  const faq = page.locator('#perguntas [data-reveal]').first();
  await expect(page.locator('html')).toHaveClass(/js-reveal/);
  await expect(faq).not.toHaveAttribute('data-visible');
  await expect.poll(() => faq.evaluate((el) => getComputedStyle(el).opacity)).toBe('0');
  await faq.scrollIntoViewIfNeeded();
  await expect(faq).toHaveAttribute('data-visible', '');
  await expect.poll(() => faq.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');

  const ctx = await browser.newContext({ reducedMotion: 'reduce' });
  const p2 = await ctx.newPage();
  await p2.goto('/');
  const faq2 = p2.locator('#perguntas [data-reveal]').first();
  await expect(faq2).toHaveAttribute('data-visible', '');
  expect(await faq2.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  expect(await faq2.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('0s');
  await ctx.close();
});

test('FAQ: four tabs switch by click and arrow keys; questions expand and collapse', async ({ page }) => {
  await page.goto('/#perguntas');
  const tabs = page.getByRole('tablist', { name: 'Categorias de perguntas' });
  await expect(tabs.getByRole('tab')).toHaveText(['Advogados', 'Pacientes', 'Erros de Advogados', 'Erros de Pacientes']);
  await expect(tabs.getByRole('tab', { name: 'Advogados', exact: true })).toHaveAttribute('aria-selected', 'true');
  const q1 = page.getByText('Em que momento do processo devo contratar o serviço?');
  await expect(q1).toBeVisible();

  await tabs.getByRole('tab', { name: 'Pacientes', exact: true }).click();
  await expect(tabs.getByRole('tab', { name: 'Pacientes', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(q1).toBeHidden();
  const q = page.getByText('O que é a perícia médica judicial?');
  await expect(q).toBeVisible();
  const answer = page.getByText(/É o exame feito por um médico nomeado pelo juiz/);
  await expect(answer).toBeHidden();
  await q.click();
  await expect(answer).toBeVisible();
  await q.click();
  await expect(answer).toBeHidden();

  await page.keyboard.press('ArrowRight'); // focus is not in the tablist: nothing happens
  await tabs.getByRole('tab', { name: 'Pacientes', exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Erros de Advogados' })).toBeFocused();
  await expect(tabs.getByRole('tab', { name: 'Erros de Advogados' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Perder o prazo para apresentar quesitos e indicar assistente técnico')).toBeVisible();
  await page.keyboard.press('End');
  await expect(tabs.getByRole('tab', { name: 'Erros de Pacientes' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight'); // wraps around
  await expect(tabs.getByRole('tab', { name: 'Advogados', exact: true })).toHaveAttribute('aria-selected', 'true');
  // Expand with the keyboard.
  await page.keyboard.press('Tab'); // into the panel
  await page.keyboard.press('Tab'); // first question
  await page.keyboard.press('Enter');
  await expect(page.getByText(/O ideal é antes do ajuizamento/)).toBeVisible();
});

test('keyboard only: skip link, nav anchors and visible focus on the landing', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Pular para o conteúdo' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('main').getByRole('link', { name: /Começar agora/ }).first()).toBeFocused();
  const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
  expect(outline).not.toBe('none');

  // From the top: logo, then the nav links; Enter on "Perguntas" jumps to the FAQ.
  await page.goto('/');
  const perguntas = page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Perguntas' });
  for (let i = 0; i < 12 && !(await perguntas.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(perguntas).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#perguntas$/);
  await expect(page.getByRole('heading', { name: 'Dúvidas comuns e erros que custam caro' })).toBeInViewport();
  await expectSectionAtTop(page, 'perguntas');
  // Continuing with Tab reaches the FAQ tabs.
  let reached = false;
  for (let i = 0; i < 10 && !reached; i++) {
    await page.keyboard.press('Tab');
    reached = await page.evaluate(() => document.activeElement?.getAttribute('role') === 'tab');
  }
  expect(reached).toBe(true);
});

test('mobile menu below 768 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Principal' })).toBeHidden();
  const open = page.getByRole('button', { name: 'Abrir menu' });
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  await open.click();
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect(page.getByRole('button', { name: 'Fechar menu' })).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('link', { name: 'Acessar o sistema' })).toHaveAttribute('href', '/sistema');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeFocused();
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Benefícios' }).click();
  await expect(page).toHaveURL(/#benef/);
  await expect(page.getByRole('navigation', { name: 'Menu' })).toBeHidden();
  await page.setViewportSize({ width: 800, height: 740 });
  await expect(page.getByRole('navigation', { name: 'Principal' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeHidden();
});

test('theme toggle switches to dark and persists', async ({ page }) => {
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Tema escuro' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.goto('/fase/1');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByRole('button', { name: 'Tema escuro' })).toHaveAttribute('aria-pressed', 'true');
});

test('/fase/4 redirects permanently to /impugnacao; unknown phase, article and page answer a branded 404', async ({ page }) => {
  const res = await page.request.get('/fase/4', { maxRedirects: 0 });
  expect(res.status()).toBe(308);
  expect(res.headers()['location']).toMatch(/\/impugnacao$/);
  await page.goto('/fase/4');
  await expect(page).toHaveURL(/\/impugnacao$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Impugnação de laudo médico pericial');
  for (const path of ['/fase/5', '/fase/abc', '/blog/nao-existe', '/pagina-que-nao-existe']) {
    const r = await page.goto(path);
    expect(r?.status(), path).toBe(404);
    await expect(page.getByText('Página não encontrada.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', '/');
  }
});

test('phase pages: sticky header anchors scroll to their sections', async ({ page }) => {
  const anchors: [string, string[]][] = [
    ['/fase/1', ['Visão Geral', 'Processo', 'Entregas', 'Benefícios']],
    ['/fase/2', ['Importância', 'Metodologia', 'Tipos de Quesitos', 'Impacto Processual']],
    ['/fase/3', ['Papel do AT', 'Vantagens', 'Atuação', 'Laudos Paralelos']],
    ['/impugnacao', ['O Serviço', 'Metodologia', 'Importância', 'Prazos']],
    ['/ajuda/justica', ['Visão Geral', 'Processo', 'Entregas', 'Benefícios']],
  ];
  for (const [path, names] of anchors) {
    await page.goto(path);
    const nav = page.getByRole('navigation', { name: 'Seções da página' });
    await expect(nav.getByRole('link')).toHaveText(names);
    await nav.getByRole('link', { name: names[3] }).click();
    const id = (await nav.getByRole('link', { name: names[3] }).getAttribute('href'))!.slice(1);
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    await expect(page.locator(`[id="${id}"] h2`)).toBeInViewport();
    await expectSectionAtTop(page, id);
    await expect(page.getByRole('banner')).toBeInViewport(); // sticky, stays visible
  }
});

test('help page: Saiba mais leads to the matching phase or to contact', async ({ page }) => {
  await page.goto('/ajuda/justica');
  const links = page.locator('#visao-geral').getByRole('link', { name: /Saiba mais/ });
  await expect(links).toHaveCount(5);
  expect(await links.evaluateAll((els) => els.map((e) => e.getAttribute('href')))).toEqual([
    '/fase/1',
    '/fase/3',
    '/fase/2',
    '/contato',
    '/impugnacao',
  ]);
  await links.first().click();
  await expect(page).toHaveURL(/\/fase\/1$/);
});

test('blog article: date, reading time, share links, scroll to top when the article changes', async ({ page }) => {
  await page.goto('/blog');
  await page.getByRole('link', { name: 'Perícia médica judicial: o que é, como funciona e como se preparar' }).click();
  await expect(page).toHaveURL(/\/blog\/pericia-medica-judicial-o-que-e$/);
  await expect(page.getByText('Publicado em 15/06/2023')).toBeVisible();
  await expect(page.getByText('5 min de leitura')).toBeVisible();
  const url = encodeURIComponent(new URL('/blog/pericia-medica-judicial-o-que-e', page.url()).toString());
  await expect(page.getByRole('link', { name: /Compartilhar no Facebook/ })).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${url}`);
  await expect(page.getByRole('link', { name: /Compartilhar no LinkedIn/ })).toHaveAttribute('href', `https://www.linkedin.com/sharing/share-offsite/?url=${url}`);
  await expect(page.getByRole('link', { name: /Compartilhar no X/ })).toHaveAttribute('href', new RegExp(`^https://twitter\\.com/intent/tweet\\?url=${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}&text=`));
  for (const l of await page.getByRole('link', { name: /Compartilhar no/ }).all()) await expect(l).toHaveAttribute('target', '_blank');

  const other = page.getByRole('navigation', { name: 'Leia também' }).getByRole('link').first();
  await other.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await other.click();
  await expect(page).not.toHaveURL(/pericia-medica-judicial-o-que-e/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/o que é, como funciona/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.getByRole('button', { name: 'Voltar ao topo' }).scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'Voltar ao topo' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('contact page: chat, e-mail, phone, hours and map (the demo seed fills the Empresa data)', async ({ page }) => {
  await page.goto('/contato');
  const chat = page.getByRole('link', { name: /Iniciar conversa/ });
  const href = (await chat.getAttribute('href'))!;
  expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
  expect(decodeURIComponent(href.split('text=')[1])).toMatch(/^Olá! .*gostaria de mais informações/);
  await expect(page.getByRole('link', { name: 'Enviar e-mail' })).toHaveAttribute('href', /^mailto:[^?]+\?subject=Contato%20pelo%20Site$/);
  await expect(page.getByRole('link', { name: /\(11\) 4000-1234/ })).toHaveAttribute('href', /^tel:\+55/);
  await expect(page.getByRole('link', { name: /Ver no mapa/ })).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\/search\?query=/);
  await page.goto('/');
  await page.goto('/contato');
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('payment return pages without a login: neutral, never approved, a way in and a way home', async ({ page }) => {
  for (const path of ['/pagamento/sucesso', '/pagamento/falha', '/pagamento/pendente']) {
    await page.goto(`${path}?ref=3f2b8c1e-0000-4000-8000-000000000000`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Situação do pagamento');
    await expect(page.getByText('Pagamento Aprovado')).toHaveCount(0);
    await expect(page.getByText('Transação Concluída')).toHaveCount(0);
    await expect(page).not.toHaveTitle(/Aprovado|Rejeitado|Pendente/);
    await expect(page.getByRole('link', { name: 'Voltar ao Início' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Entrar no sistema' })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent(`${path}?ref=3f2b8c1e-0000-4000-8000-000000000000`)}`,
    );
  }
});

const nbsp = (s: string) => s.replace(/\u00a0/g, ' ');

async function docText(page: Page) {
  return nbsp(await page.getByRole('main').innerText());
}

test('modelo without parameters uses the defaults', async ({ page }) => {
  await page.goto('/modelo');
  await expect(page.getByText('Advogado(a) responsável')).toBeVisible();
  const text = await docText(page);
  expect(text).toContain('Fase 1 – Resumo do processo');
  expect(text).toContain('Fase 3 – Presença Técnica');
  expect(text).not.toContain('Serviço Avulso – Impugnação');
  // Scope items numbered 1, 2, 3, 4 in order (not the catalogue's 1, 2, 3, 5).
  await expect(page.getByRole('region', { name: 'Escopo dos serviços' }).getByRole('listitem')).toHaveText([
    /^1\.\s*Análise documental/,
    /^2\.\s*Quesitação inicial/,
    /^3\.\s*Representação técnica/,
    /^4\.\s*Parecer técnico/,
  ]);
  expect(text).toContain('art. 465, §1º, incisos II e III');
  expect(nbsp(await page.getByTestId('valor-vista').innerText())).toBe('R$ 2.850,00');
  // Parcelado computed from the table (à vista + the card's 2,5%), never a copy of the à vista amount; each phase priced.
  expect(nbsp(await page.getByTestId('valor-parcelado').innerText())).toBe('R$ 2.921,25');
  expect(text).toContain('50% na entrada (R$ 1.460,63) + 50% em 30 dias (R$ 1.460,62)');
  expect(nbsp(await page.getByTestId('preco-fase-3').innerText())).toBe(': R$ 2.000,00');
  expect(text).toContain('R$ 900,00');
  expect(text).toMatch(/Proposta válida por 30 dias a partir da data de emissão \(até \d+ de \w+ de \d{4}\)/);
  expect(text).toContain('Documento gerado automaticamente');
});

test('modelo with parameters; printable with an A4 print stylesheet', async ({ page }) => {
  await page.goto(
    '/modelo?nomeAdvogado=Dra.%20Ana%20Souza&nomeCliente=Jo%C3%A3o%20da%20Silva&numeroProcesso=00589677720168190000' +
      '&parteContraria=INSS&valorVista=1.600,00&valorParcelado=1801&empresa=Cl%C3%ADnica%20Exemplo&cnpj=12.345.678/0001-95&fase=4',
  );
  await expect(page.getByText('Dra. Ana Souza')).toBeVisible();
  const text = await docText(page);
  for (const t of ['João da Silva', '0058967-77.2016.8.19.0000', 'INSS', 'Clínica Exemplo', '12.345.678/0001-95', 'Serviço Avulso – Impugnação'])
    expect(text).toContain(t);
  expect(text).not.toContain('Análise documental');
  expect(text).toContain('Impugnação');
  expect(text).toContain('Parecer técnico');
  expect(nbsp(await page.getByTestId('valor-vista').innerText())).toBe('R$ 1.600,00');
  expect(nbsp(await page.getByTestId('valor-parcelado').innerText())).toBe('R$ 1.801,00');
  expect(text).toContain('50% na entrada (R$ 900,50) + 50% em 30 dias (R$ 900,50)');
  const print = page.getByRole('button', { name: 'Imprimir / Salvar PDF' });
  await expect(print).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(print).toBeHidden();
  await expect(page.getByText('Dra. Ana Souza')).toBeVisible();
});

test('gerador: phase 2 needs phase 1, anticipation clamp, link box, open and copy with toast', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/gerador');
  const fase = (n: number) => page.getByRole('checkbox', { name: new RegExp(n === 4 ? '^Serviço Avulso –' : `^Fase ${n} –`) });
  const link = page.getByLabel('Link gerado');
  await expect(fase(1)).toBeChecked();
  await expect(link).toHaveValue(/\/modelo\?fase=1$/);

  await fase(1).uncheck();
  await fase(2).click();
  await expect(page.getByText('Selecione a fase 1 antes de marcar a fase 2.')).toBeVisible();
  await expect(fase(2)).not.toBeChecked();

  await fase(1).check();
  await fase(2).check();
  await expect(fase(2)).toBeChecked();
  await expect(page.getByText('Selecione a fase 1 antes de marcar a fase 2.')).toBeHidden();

  const dias = page.getByLabel('Dias de antecipação');
  await dias.fill('50');
  await expect(dias).toHaveValue('16'); // 8 × 2 phases
  await dias.fill('-3');
  await expect(dias).toHaveValue('0');
  await dias.fill('10');
  await expect(dias).toHaveValue('10');
  await fase(2).uncheck();
  await expect(dias).toHaveValue('8'); // re-clamped to 8 × 1 phase
  await fase(1).uncheck(); // no phase selected: nothing to anticipate
  await expect(dias).toHaveValue('0');
  await fase(1).check();
  await fase(3).check();

  await page.getByLabel('Nome do advogado(a)').fill('Dra. Ana Souza');
  await page.getByLabel('Nome do cliente').fill('João & Filhos');
  await page.getByLabel('Número do processo').fill('00589677720168190000');
  await page.getByLabel('Número do processo').blur();
  await expect(page.getByLabel('Número do processo')).toHaveValue('0058967-77.2016.8.19.0000');
  await page.getByLabel('Número do processo').fill('');
  await page.getByLabel('Valor à vista (R$)').fill('abc');
  await expect(page.getByText('Valor inválido. Use, por exemplo, 2.850,00.')).toBeVisible();
  await page.getByLabel('Valor à vista (R$)').fill('2.500');
  await expect(link).toHaveValue(/\/modelo\?nomeAdvogado=Dra\.%20Ana%20Souza&nomeCliente=Jo%C3%A3o%20%26%20Filhos&valorVista=2500%2C00&fase=1,3$/);
  await expect(link).toHaveJSProperty('readOnly', true);

  const value = await link.inputValue();
  const open = page.getByRole('link', { name: /Abrir Link/ });
  await expect(open).toHaveAttribute('href', value);
  await expect(open).toHaveAttribute('target', '_blank');
  const [popup] = await Promise.all([page.waitForEvent('popup'), open.click()]);
  await expect(popup.getByText('João & Filhos')).toBeVisible();
  expect(nbsp(await popup.getByTestId('valor-vista').innerText())).toBe('R$ 2.500,00');
  await popup.close();

  await page.getByRole('button', { name: 'Copiar Link' }).click();
  const toast = page.getByRole('status').filter({ hasText: 'Link copiado com sucesso!' });
  await expect(toast).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(value);
  const shown = Date.now();
  await expect(toast).toBeHidden({ timeout: 5000 });
  expect(Date.now() - shown).toBeGreaterThan(2000);
});

test('sitemap.xml and robots.txt', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  for (const p of ['/fase/1', '/impugnacao', '/blog/pericia-medica-judicial-o-que-e', '/politica-de-privacidade']) expect(xml).toContain(`${p}</loc>`);
  const robots = await request.get('/robots.txt');
  const txt = await robots.text();
  expect(txt).toMatch(/Sitemap: http.*\/sitemap\.xml/);
  expect(txt).toContain('Disallow: /api/');
});

test('canonical and og:url come from APP_URL; a favicon and no 404 or preload warning in the console', async ({ page, baseURL }) => {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || /preload/i.test(m.text())) problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`${r.status()} ${r.url()}`);
  });
  for (const path of ['/', '/fase/1', '/blog']) {
    await page.goto(path);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(path === '/' ? baseURL : `${baseURL}${path}`);
    expect(await page.locator('meta[property="og:url"]').getAttribute('content')).toBe(path === '/' ? baseURL : `${baseURL}${path}`);
    const icon = await page.locator('link[rel="icon"]').first().getAttribute('href');
    expect((await page.request.get(icon!)).status()).toBe(200);
    // Chrome reports an unused preload only a few seconds after load: the page is asked instead.
    expect(await unusedPreloads(page), path).toEqual([]);
  }
  expect(problems).toEqual([]);
});

test("after a client-side navigation focus is on the new page's main heading", async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Termos de Uso' }).click();
  await expect(page).toHaveURL(/\/termos-de-uso$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});
