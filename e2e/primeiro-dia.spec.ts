import { expect, test, type Locator } from '@playwright/test';
import { apiLogin, criarProcesso, createUser, uid } from './fixtures';

/** Issue 28 item 9: what a first day tripped over in the case list and the shell. */

function sobrepoe(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function caixa(l: Locator) {
  const b = await l.boundingBox();
  expect(b, 'element on screen').not.toBeNull();
  return b!;
}

/**
 * Brings the target into view as a person does, three ways: scrolling down until it comes up from the bottom edge
 * (the least scroll that shows it, next to the floating '?'), Playwright's own scroll before a click, and scrolling
 * to the end of the page. Each time asks the browser what a tap at the target's centre would hit. Answers [] when
 * that is always the target or something inside it (or inside `area`, for a calendar square whose taps the
 * calendar's row takes), otherwise what covered it and how it was scrolled.
 */
async function cobertoNoCentro(alvo: Locator, area: Locator = alvo): Promise<string[]> {
  await expect(alvo).toBeVisible();
  const areaEl = await area.elementHandle();
  const achados: string[] = [];
  for (const modo of ['rolando até aparecer', 'como o Playwright rola', 'no fim da página'] as const) {
    if (modo === 'como o Playwright rola') {
      await alvo.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await alvo.scrollIntoViewIfNeeded();
    }
    const achado = await alvo.evaluate(
      (el, [modoAtual, dentro]) => {
        if (modoAtual === 'rolando até aparecer') el.scrollIntoView({ block: 'end', inline: 'nearest', behavior: 'instant' });
        if (modoAtual === 'no fim da página') window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
        const r = el.getBoundingClientRect();
        if (r.bottom <= 0 || r.top >= window.innerHeight) return null; // not on screen this way: nothing to tap
        const topo = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
        if (topo && (topo === el || el.contains(topo) || (dentro as Element).contains(topo))) return null;
        if (!topo) return `${modoAtual}: nada no centro`;
        const quem = topo.closest('[aria-label]')?.getAttribute('aria-label') ?? topo.textContent?.trim().slice(0, 40);
        return `${modoAtual}: ${topo.tagName.toLowerCase()} (${quem ?? 'sem nome'})`;
      },
      [modo, areaEl] as const,
    );
    if (achado) achados.push(achado);
  }
  return achados;
}

const LARGURAS = [
  { nome: 'desktop', width: 1280, height: 720 },
  { nome: 'celular de 390 px', width: 390, height: 844 },
] as const;

test.describe('the processos list and the shell (issue 28)', () => {
  test("the '?' help button never covers the last row's 'Ver'; the avatar shows the person's initials", async ({ page }) => {
    const advogado = await createUser('advogado', { nome: `Beatriz ${uid()} Carvalho` });
    for (let i = 0; i < 3; i += 1) await criarProcesso(advogado);
    await apiLogin(page, advogado);
    await page.goto('/processos');
    await expect(page.getByText('BC', { exact: true })).toBeVisible();

    const ver = page.getByRole('link', { name: /^Ver processo/ }).last();
    await expect(ver).toBeVisible();
    // At the very bottom of the page, where the fixed button sits over the content.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const ajuda = page.getByRole('link', { name: 'Ajuda' });
    expect(sobrepoe(await caixa(ver), await caixa(ajuda))).toBe(false);
    await ver.click({ trial: true });
  });

  for (const tela of LARGURAS) {
    test(`${tela.nome}: the '?' help button covers neither the case page's intimação button nor the agenda's bottom-right cell`, async ({ page }) => {
      await page.setViewportSize({ width: tela.width, height: tela.height });
      const advogado = await createUser('advogado');
      const processo = await criarProcesso(advogado);
      await apiLogin(page, advogado);

      await page.goto(processo.url);
      const intimacao = page.getByRole('region', { name: 'Prazos processuais' }).getByRole('button', { name: 'Registrar intimação da nomeação' });
      expect(await cobertoNoCentro(intimacao)).toEqual([]);
      await intimacao.click({ trial: true });

      await page.goto('/agenda');
      await expect(page.getByText('Carregando perícias...')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Mês' })).toHaveAttribute('aria-pressed', 'true');
      const mes = page.locator('.agenda-calendar').getByRole('table');
      // The bottom-right day: its number (a button, role cell) and its square, whose taps select the day. The square
      // has no role in react-big-calendar; the tap lands on the week row laid over it, which is what selects it.
      const semana = mes.getByRole('rowgroup').last();
      const dia = semana.getByRole('cell').last();
      expect(await cobertoNoCentro(dia)).toEqual([]);
      expect(await cobertoNoCentro(dia.getByRole('button'))).toEqual([]);
      await dia.getByRole('button').click({ trial: true });
      expect(await cobertoNoCentro(semana.locator('.rbc-day-bg').last(), semana)).toEqual([]);
    });
  }

  test('on a 390 px phone a lawyer sees number, status and Ver first, and no Advogado column (it is them)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const advogado = await createUser('advogado');
    const processo = await criarProcesso(advogado);
    await apiLogin(page, advogado);
    await page.goto('/processos');
    const tabela = page.getByRole('table', { name: 'Processos' });
    await expect(tabela.getByRole('columnheader')).toHaveText(['Número', 'Status', 'Ações']);
    await expect(tabela.getByRole('columnheader', { name: 'Advogado' })).toHaveCount(0);
    const linha = tabela.getByRole('row').filter({ hasText: processo.numero });
    await expect(linha.getByRole('cell').first()).toBeInViewport({ ratio: 1 });
    const status = linha.getByRole('cell').nth(1);
    await expect(status).not.toBeEmpty();
    await expect(status).toBeInViewport({ ratio: 1 });
    await expect(linha.getByRole('link', { name: /^Ver processo/ })).toBeInViewport({ ratio: 1 });
    await expect(linha.getByRole('link', { name: /^Ver processo/ })).toBeVisible();
    await expect(linha.getByText(advogado.nome)).toHaveCount(0);
  });

  test('an admin still sees the Advogado column (several lawyers on one list)', async ({ page }) => {
    const [advogado, admin] = await Promise.all([createUser('advogado'), createUser('admin')]);
    await criarProcesso(advogado);
    await apiLogin(page, admin);
    await page.goto('/processos');
    await expect(page.getByRole('table', { name: 'Processos' }).getByRole('columnheader', { name: 'Advogado' })).toBeVisible();
  });
});
