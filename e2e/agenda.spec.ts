import { expect, test, type Page } from '@playwright/test';
import { apiLogin, assignPerito, criarPericia, criarProcesso, createUser, type TestUser } from './fixtures';

/** A fresh médico with one case of a fresh advogado assigned to them: its number is the case they may schedule on. */
async function medicoComCaso(): Promise<{ medico: TestUser; caso: string }> {
  const [medico, advogado] = await Promise.all([createUser('medico'), createUser('advogado')]);
  const processo = await criarProcesso(advogado);
  await assignPerito(processo, medico);
  return { medico, caso: processo.numero };
}

/**
 * Two offices whose cases share one perito, each with a perícia ahead: the advogado of the first must never see
 * the second's (`nomesOutroEscritorio`).
 */
async function doisEscritorios() {
  const [advogado, outro, medico] = await Promise.all([createUser('advogado'), createUser('advogado'), createUser('medico')]);
  const [meu, alheio] = await Promise.all([criarProcesso(advogado), criarProcesso(outro)]);
  await Promise.all([assignPerito(meu, medico), assignPerito(alheio, medico)]);
  await criarPericia(medico, meu, { diasAFrente: 7 });
  const { nome } = await criarPericia(medico, alheio, { diasAFrente: 7 });
  return { advogado, casoDoAdvogado: meu.numero, nomesOutroEscritorio: [nome] };
}

const MESES = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];
const DIAS = ['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado'];
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const pad = (n: number) => String(n).padStart(2, '0');

/** Today in São Paulo as a UTC-midnight Date (for plain calendar arithmetic). */
function hojeSP(): Date {
  const iso = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  return new Date(`${iso}T00:00:00Z`);
}
const addDays = (d: Date, n: number) => new Date(d.getTime() + n * 86_400_000);
const ddmmyyyy = (d: Date) => `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
const mesLabel = (y: number, m: number) => {
  const d = new Date(Date.UTC(y, m, 1));
  return `${cap(MESES[d.getUTCMonth()])} de ${d.getUTCFullYear()}`;
};
const semanaLabel = (d: Date) => {
  const start = addDays(d, -d.getUTCDay());
  return `${ddmmyyyy(start)} – ${ddmmyyyy(addDays(start, 6))}`;
};
const diaLabel = (d: Date) => `${cap(DIAS[d.getUTCDay()])}, ${d.getUTCDate()} de ${MESES[d.getUTCMonth()]} de ${d.getUTCFullYear()}`;

async function openAgenda(page: Page) {
  await page.goto('/agenda');
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda de Perícias' })).toBeVisible();
  await expect(page.getByText('Agendamento e gestão de perícias médicas')).toBeVisible();
  await expect(page.getByText('Carregando perícias...')).toHaveCount(0);
}

const periodo = (page: Page) => page.getByTestId('periodo');

test('switching Mês/Semana/Dia and previous/next changes the period label; each move loads only the visible range', async ({ page }) => {
  await apiLogin(page, await createUser('medico'));
  await openAgenda(page);
  const hoje = hojeSP();
  const y = hoje.getUTCFullYear();
  const m = hoje.getUTCMonth();
  await expect(page.getByRole('button', { name: 'Mês' })).toHaveAttribute('aria-pressed', 'true');
  await expect(periodo(page)).toHaveText(mesLabel(y, m));

  const nextLoad = page.waitForRequest((r) => /\/api\/pericia\/read\?start=.+&end=.+/.test(r.url()));
  await page.getByRole('button', { name: 'Próximo' }).click();
  const url = new URL((await nextLoad).url());
  const start = new Date(url.searchParams.get('start')!);
  const end = new Date(url.searchParams.get('end')!);
  // The month grid: from the Sunday on or before the 1st to the Saturday on or after the last day.
  expect(start.getUTCDay()).toBe(0);
  expect((end.getTime() - start.getTime()) / 86_400_000).toBeLessThan(43);
  await expect(periodo(page)).toHaveText(mesLabel(y, m + 1));
  await page.getByRole('button', { name: 'Anterior' }).click();
  await page.getByRole('button', { name: 'Anterior' }).click();
  await expect(periodo(page)).toHaveText(mesLabel(y, m - 1));
  await page.getByRole('button', { name: 'Hoje' }).click();
  await expect(periodo(page)).toHaveText(mesLabel(y, m));

  await page.getByRole('button', { name: 'Semana' }).click();
  await expect(periodo(page)).toHaveText(semanaLabel(hoje));
  await page.getByRole('button', { name: 'Próximo' }).click();
  await expect(periodo(page)).toHaveText(semanaLabel(addDays(hoje, 7)));
  await expect(page.getByText('08:00', { exact: true })).toBeVisible();
  await expect(page.getByText('07:00', { exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Dia' }).click();
  await expect(periodo(page)).toHaveText(diaLabel(addDays(hoje, 7)));
  await page.getByRole('button', { name: 'Hoje' }).click();
  await expect(periodo(page)).toHaveText(diaLabel(hoje));
  await page.getByRole('button', { name: 'Anterior' }).click();
  await expect(periodo(page)).toHaveText(diaLabel(addDays(hoje, -1)));
  // An empty day says so (this médico has no perícia at all).
  await expect(page.getByText('Nenhuma perícia agendada neste período')).toBeVisible();
});

test('a medico selects a slot, schedules, sees the event in its colour, opens it and deletes it after confirming', async ({ page }) => {
  const { medico, caso: CASO_MEDICO } = await medicoComCaso();
  await apiLogin(page, medico);
  await openAgenda(page);
  await page.getByRole('button', { name: 'Dia' }).click();
  await expect(periodo(page)).toHaveText(diaLabel(hojeSP()));
  await expect(page.getByText('Carregando perícias...')).toHaveCount(0);

  const gutter = await page.getByText('10:00', { exact: true }).boundingBox();
  await page.mouse.click(gutter!.x + gutter!.width + 120, gutter!.y + 5);

  const dialog = page.getByRole('dialog', { name: 'Agendar Termo de Perícia' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`Data selecionada: ${diaLabel(hojeSP()).toLowerCase()}`);
  await expect(dialog.getByLabel('Horário de Início')).toHaveValue('10:00');
  await expect(dialog.getByLabel('Horário de Término')).toHaveValue('10:30');
  // The form holds the code; the option shows SPEC's label.
  await expect(dialog.getByLabel('Tipo de Perícia')).toHaveValue('inss');
  await expect(dialog.getByLabel('Tipo de Perícia').locator('option:checked')).toHaveText('Perícia INSS');
  // Today is less than 5 days ahead: warned, not blocked.
  await expect(dialog.getByText(/art\. 466, § 2º/)).toBeVisible();

  const nome = `Periciado E2E ${Date.now()}`;
  await dialog.getByLabel('Nome do Periciado *').fill(nome);
  await dialog.getByLabel('Tipo de Perícia').selectOption('Perícia Judicial');
  // The case is picked from the médico's own cases (no free typing of another number).
  await dialog.getByLabel('Processo *', { exact: true }).selectOption(CASO_MEDICO);
  await expect(dialog.getByLabel('Processo *', { exact: true })).toHaveValue(CASO_MEDICO);
  await dialog.getByLabel('Horário de Término').fill('11:00');
  await dialog.getByLabel('Observações').fill('Trazer exames');
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/pericia/add') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Agendar Perícia' }).click();
  expect((await saved).status()).toBe(201);
  await expect(dialog).toHaveCount(0);

  const evento = page.getByRole('button', { name: new RegExp(`Perícia Judicial - ${nome}`) });
  await expect(evento).toBeVisible();
  await expect(evento).toHaveCSS('background-color', 'rgb(21, 128, 61)');

  await evento.click();
  const detalhes = page.getByRole('dialog', { name: 'Detalhes da Perícia' });
  await expect(detalhes).toContainText(nome);
  await expect(detalhes).toContainText(CASO_MEDICO);
  await expect(detalhes).toContainText('Não informado'); // no location
  await expect(detalhes).toContainText('10:00 – 11:00');
  await expect(detalhes).toContainText('Trazer exames');
  await detalhes.getByRole('button', { name: 'Excluir' }).click();
  await expect(detalhes.getByText('Excluir esta perícia? Esta ação não pode ser desfeita.')).toBeVisible();
  const deleted = page.waitForResponse((r) => /\/api\/pericia\/\d+$/.test(r.url()) && r.request().method() === 'DELETE');
  await detalhes.getByRole('button', { name: 'Confirmar exclusão' }).click();
  expect((await deleted).status()).toBe(200);
  await expect(detalhes).toHaveCount(0);
  await expect(evento).toHaveCount(0);
  await page.reload();
  await page.getByRole('button', { name: 'Dia' }).click();
  await expect(page.getByText('Carregando perícias...')).toHaveCount(0);
  await expect(page.getByText(nome)).toHaveCount(0);
});

test('empty name and end before start show the messages and nothing is sent; a server failure keeps the dialog', async ({ page }) => {
  const { medico, caso: CASO_MEDICO } = await medicoComCaso();
  await apiLogin(page, medico);
  await openAgenda(page);
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/pericia/add')) posts.push(r.method());
  });
  await page.getByRole('button', { name: 'Nova perícia' }).click();
  const dialog = page.getByRole('dialog', { name: 'Agendar Termo de Perícia' });
  await dialog.getByLabel('Horário de Início').fill('11:00');
  await dialog.getByLabel('Horário de Término').fill('10:00');
  await dialog.getByRole('button', { name: 'Agendar Perícia' }).click();
  await expect(dialog.getByText('Por favor, informe o nome do periciado')).toBeVisible();
  await expect(dialog.getByText('O horário de término deve ser posterior ao de início')).toBeVisible();
  await expect(dialog.getByText('Informe o número do processo')).toBeVisible();
  expect(posts).toEqual([]);

  // The server refuses: its message is shown, the dialog stays open with what was typed, no event appears.
  await page.route('**/api/pericia/add', (route) =>
    route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ message: 'Conflito de horário simulado' }) }),
  );
  await dialog.getByLabel('Nome do Periciado *').fill('Nome Mantido');
  await dialog.getByLabel('Processo *', { exact: true }).selectOption(CASO_MEDICO);
  await dialog.getByLabel('Horário de Término').fill('12:00');
  await dialog.getByRole('button', { name: 'Agendar Perícia' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'Conflito de horário simulado' })).toBeVisible();
  await expect(dialog.getByLabel('Nome do Periciado *')).toHaveValue('Nome Mantido');
  await expect(page.getByText(/Nome Mantido/)).toHaveCount(0); // no event on the calendar
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toHaveCount(0);
});

test('an advogado sees only the perícias of their cases, read-only', async ({ page }) => {
  const { advogado, casoDoAdvogado, nomesOutroEscritorio: NOMES_ADVOGADO2 } = await doisEscritorios();
  await apiLogin(page, advogado);
  const res = await page.request.get('/api/pericia/read');
  expect(res.ok()).toBeTruthy();
  const list = (await res.json()) as { nome: string; tipo: string; data_start: string }[];
  expect(list.length).toBeGreaterThan(0);
  for (const p of list) expect(NOMES_ADVOGADO2).not.toContain(p.nome);

  await openAgenda(page);
  await expect(page.getByRole('button', { name: 'Nova perícia' })).toHaveCount(0);
  // Go to the month of their first perícia and open it.
  const first = list[0];
  const when = new Date(first.data_start);
  const hoje = hojeSP();
  const months = (when.getUTCFullYear() - hoje.getUTCFullYear()) * 12 + (when.getUTCMonth() - hoje.getUTCMonth());
  for (let i = 0; i < months; i += 1) await page.getByRole('button', { name: 'Próximo' }).click();
  await expect(page.getByText('Carregando perícias...')).toHaveCount(0);
  for (const nome of NOMES_ADVOGADO2) await expect(page.getByText(new RegExp(` - ${nome}$`))).toHaveCount(0);
  await page.getByRole('button', { name: `${first.tipo} - ${first.nome}` }).first().click();
  const detalhes = page.getByRole('dialog', { name: 'Detalhes da Perícia' });
  await expect(detalhes).toContainText(first.nome);
  await expect(detalhes.getByRole('button', { name: 'Excluir' })).toHaveCount(0);
  await detalhes.getByRole('button', { name: 'Fechar' }).last().click();
  await expect(detalhes).toHaveCount(0);

  // Selecting a day opens nothing.
  await page.getByRole('button', { name: 'Dia' }).click();
  const gutter = await page.getByText('10:00', { exact: true }).boundingBox();
  await page.mouse.click(gutter!.x + gutter!.width + 120, gutter!.y + 5);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // And the API refuses their writes, even a well-formed one on their own case.
  const post = await page.request.post('/api/pericia/add', {
    data: { nome: 'Periciado', numero_processo: casoDoAdvogado, tipo: 'Perícia INSS', data_start: '2030-01-07T12:00:00Z', data_end: '2030-01-07T13:00:00Z' },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(post.status()).toBe(403);
});

test('a 403 on reading shows the permission message', async ({ page }) => {
  await apiLogin(page, await createUser('medico'));
  await page.route('**/api/pericia/read?**', (route) =>
    route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ message: 'Proibido' }) }),
  );
  await page.goto('/agenda');
  await expect(page.getByRole('alert').filter({ hasText: 'Erro:' })).toContainText('Erro: Você não tem permissão para acessar esta funcionalidade, refaça login');
});

test('the private calendar link: generate, copy, fetch as iCalendar, regenerate (the old one answers 404)', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { advogado, nomesOutroEscritorio: NOMES_ADVOGADO2 } = await doisEscritorios();
  await apiLogin(page, advogado);
  await openAgenda(page);
  await page.getByRole('button', { name: 'Gerar link' }).click();
  const input = page.getByLabel('Link do calendário (iCalendar)');
  await expect(input).toHaveValue(/\/api\/agenda\/[\w-]+\.[\w-]+\.ics$/);
  const first = await input.inputValue();
  await page.getByRole('button', { name: 'Copiar link' }).click();
  await expect(page.getByText('Link copiado com sucesso!')).toBeVisible();

  const feed = await page.request.get(first);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  const text = await feed.text();
  expect(text).toContain('TZID:America/Sao_Paulo');
  for (const nome of NOMES_ADVOGADO2) expect(text).not.toContain(nome);

  await page.getByRole('button', { name: 'Gerar novo link' }).click();
  const confirm = page.getByRole('dialog', { name: 'Gerar novo link?' });
  await confirm.getByRole('button', { name: 'Gerar novo link' }).click();
  await expect(input).not.toHaveValue(first);
  expect((await page.request.get(first)).status()).toBe(404);
  expect((await page.request.get(await input.inputValue())).status()).toBe(200);
});

test('works on a 375 px wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await apiLogin(page, await createUser('medico'));
  await openAgenda(page);
  await expect(page.getByRole('button', { name: 'Hoje' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Semana' })).toBeVisible();
  await expect(page.getByText('Legenda:')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Nova perícia' }).click();
  await expect(page.getByRole('dialog', { name: 'Agendar Termo de Perícia' })).toBeVisible();
});

test("dark mode: a 'Perícia INSS' event and its legend chip stand out ≥ 3:1 from the background", async ({ page }) => {
  const { medico, caso } = await medicoComCaso();
  await apiLogin(page, medico);
  const origin = `http://localhost:${process.env.E2E_PORT ?? 3100}`;
  const dia = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const nome = `Periciado Escuro ${Date.now()}`;
  const res = await page.request.post('/api/pericia/add', {
    headers: { origin },
    data: { nome, tipo: 'Perícia INSS', numero_processo: caso, data_start: `${dia}T09:00:00-03:00`, data_end: `${dia}T09:30:00-03:00` },
  });
  expect(res.status()).toBe(201);
  const { idpericia } = (await res.json()) as { idpericia: number };

  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await openAgenda(page);
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.getByRole('button', { name: 'Dia' }).click();
  const evento = page.locator('.rbc-event').filter({ hasText: nome });
  await expect(evento).toBeVisible();

  const ratio = (a: string, b: string) => {
    const lum = (rgb: string) => {
      const [r, g, bl] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => Number(v) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
    };
    const [x, y] = [lum(a), lum(b)].sort((m, n) => n - m);
    return (x + 0.05) / (y + 0.05);
  };
  const bg = (loc: ReturnType<Page['locator']>) => loc.evaluate((el) => getComputedStyle(el).backgroundColor);
  const calendario = await bg(page.locator('.agenda-calendar'));
  const pagina = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(ratio(await bg(evento), calendario)).toBeGreaterThanOrEqual(3);
  expect(ratio(await bg(page.getByTestId('legenda-Perícia INSS')), pagina)).toBeGreaterThanOrEqual(3);
  // and the event's own text stays readable on it
  expect(ratio(await evento.evaluate((el) => getComputedStyle(el).color), await bg(evento))).toBeGreaterThanOrEqual(4.5);

  expect((await page.request.delete(`/api/pericia/${idpericia}`, { headers: { origin } })).status()).toBe(200);
});
