import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { createUser, loginAs } from './fixtures';

test('a lawyer reaches the calculator from the impugnação page and sees the skipped days', async ({ page }) => {
  await page.goto('/impugnacao');
  await page.getByRole('link', { name: 'Calcule o último dia do prazo' }).click();
  await expect(page).toHaveURL(/\/calculadora-de-prazos$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Calculadora de prazos' })).toBeVisible();

  await page.getByLabel('Data da intimação').fill('2026-02-09');
  await page.getByLabel('Prazo em dias úteis').fill('15');
  await page.getByLabel('Justiça').selectOption('estadual');
  await page.getByRole('button', { name: 'Calcular prazo' }).click();

  // Mon 09/02/2026 + 15 dias úteis across Carnaval → Wed 04/03/2026 (tests/unit/prazos.test.ts)
  const resultado = page.getByRole('region', { name: 'Resultado' });
  await expect(resultado.getByText('Último dia do prazo: quarta-feira, 4 de março de 2026')).toBeVisible();
  await expect(resultado.getByRole('heading', { name: 'Dias não contados (8)' })).toBeVisible();
  const carnaval = resultado.getByRole('listitem').filter({ hasText: 'Carnaval' });
  await expect(carnaval).toHaveCount(2);
  await expect(carnaval.first()).toContainText('16/02/2026');
});

test('bad input is explained next to the field', async ({ page }) => {
  await page.goto('/calculadora-de-prazos');
  await page.getByLabel('Data da intimação').fill('2026-03-02');
  await page.getByLabel('Prazo em dias úteis').fill('0');
  await page.getByRole('button', { name: 'Calcular prazo' }).click();
  await expect(page.getByText('O prazo deve ter de 1 a 365 dias.')).toBeVisible();
  await expect(page.getByLabel('Prazo em dias úteis')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Prazo em dias úteis').fill('5');
  await page.getByLabel('Tribunal (opcional)').fill('4.03');
  await page.getByRole('button', { name: 'Calcular prazo' }).click();
  await expect(page.getByText('O tribunal informado não pertence à justiça escolhida.')).toBeVisible();
});

test('the footer links the calculator and the sitemap lists it', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Calculadora de prazos' })).toHaveAttribute('href', '/calculadora-de-prazos');
  expect(await (await request.get('/sitemap.xml')).text()).toContain('/calculadora-de-prazos</loc>');
});

test('an admin records a closure for one tribunal; the calculator skips it only for that tribunal', async ({ page, browser }) => {
  const descricao = `Suspensão do expediente ${randomUUID().slice(0, 8)}`;
  await loginAs(page, await createUser('admin'));
  await page.getByRole('navigation').getByRole('link', { name: 'Feriados e suspensões' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Feriados e suspensões' })).toBeVisible();

  const novo = page.getByRole('form', { name: 'Registrar feriado ou suspensão' });
  await novo.getByLabel('Data de início').fill('2026-10-13');
  await novo.getByLabel('Data de fim').fill('2026-10-14');
  await novo.getByLabel('Tribunal (J.TR)').fill('8.21');
  await novo.getByLabel('Descrição').fill(descricao);
  await novo.getByRole('button', { name: 'Registrar' }).click();
  const linha = page.getByRole('row').filter({ hasText: descricao });
  await expect(linha).toContainText('13/10/2026 a 14/10/2026');
  await expect(linha).toContainText('8.21');

  const publico = await browser.newPage();
  const calcular = async (tribunal: string) => {
    await publico.goto('/calculadora-de-prazos');
    await publico.getByLabel('Data da intimação').fill('2026-10-09');
    await publico.getByLabel('Prazo em dias úteis').fill('2');
    await publico.getByLabel('Tribunal (opcional)').fill(tribunal);
    await publico.getByRole('button', { name: 'Calcular prazo' }).click();
    return publico.getByRole('region', { name: 'Resultado' });
  };
  // Fri 09/10 · 10, 11 x · 12 Nossa Senhora Aparecida · 13, 14 closed (TJRS only) · Thu 15 (1) Fri 16 (2)
  const tjrs = await calcular('8.21');
  await expect(tjrs.getByText('Último dia do prazo: sexta-feira, 16 de outubro de 2026')).toBeVisible();
  await expect(tjrs.getByRole('listitem').filter({ hasText: descricao })).toHaveCount(2);
  // TJSP: Tue 13 (1) Wed 14 (2)
  const tjsp = await calcular('8.26');
  await expect(tjsp.getByText('Último dia do prazo: quarta-feira, 14 de outubro de 2026')).toBeVisible();
  await publico.close();

  page.once('dialog', (d) => void d.accept());
  await linha.getByRole('button', { name: /Excluir/ }).click();
  await expect(page.getByRole('row').filter({ hasText: descricao })).toHaveCount(0);
});
