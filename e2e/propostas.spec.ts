import { randomInt } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { apiLogin, createUser } from './fixtures';
import { buildCnj } from '../lib/domain/cnj';

const MARCA = 'Simulação — sem validade como proposta';

// Issue 28 item 6: a proposal on the firm's letterhead cannot be forged.
test.describe('Propostas: simulation mark, issue with code and QR, public verification', () => {
  test('anyone prints a simulation from /gerador, marked on screen and in print; no issue button without an admin', async ({ page }) => {
    const cliente = `Cliente Simulado ${randomInt(100000, 999999)}`;
    await page.goto('/gerador');
    await page.getByLabel('Nome do cliente').fill(cliente);
    // A Justiça Federal case number (J = 4): the proposal is priced by that row of the table, and the link says so.
    await page.getByLabel('Número do processo').fill(buildCnj(1234567, 2025, 4, 3, 6100));
    await expect(page.getByText('Preços da Justiça Federal.')).toBeVisible();
    await expect(page.getByText(`«${MARCA}»`, { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Emitir proposta com código' })).toHaveCount(0);
    const link = await page.getByLabel('Link gerado').inputValue();
    expect(link).toContain('/modelo?');
    expect(link).toContain('justica=federal');

    await page.goto(link);
    await expect(page.getByRole('cell', { name: cliente })).toBeVisible();
    await expect(page.getByTestId('linha-precos')).toHaveText('Preços da Justiça Federal');
    const marca = page.getByRole('note', { name: MARCA });
    await expect(marca).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(marca).toBeVisible();
    await expect(page.getByText(/^Código de verificação:/)).toHaveCount(0);
  });

  test('an admin issues the proposal: code and QR code on the printed page, the verification page shows what was issued', async ({ page, context }) => {
    const cliente = `Cliente Oficial ${randomInt(100000, 999999)}`;
    await apiLogin(page, await createUser('admin'));
    await page.goto('/gerador');
    await page.getByLabel('Nome do cliente').fill(cliente);
    await page.getByLabel('Nome do advogado(a)').fill('Dra. Ana Souza');
    await page.getByLabel('Valor à vista (R$)').fill('2.850,00');
    await page.getByLabel('Tipo de justiça').selectOption({ label: 'Justiça do Trabalho' });
    await expect(page.getByText('Preços da Justiça do Trabalho.')).toBeVisible();
    await page.getByRole('button', { name: 'Emitir proposta com código' }).click();
    const emitida = page.getByRole('status').filter({ hasText: 'Proposta emitida com o código' });
    await expect(emitida).toBeVisible();
    const codigo = (await emitida.textContent())!.match(/([0-9A-Z]{5})-([0-9A-Z]{5})/)!;
    const formatado = codigo[0];

    const [documento] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: /Abrir proposta emitida/ }).click()]);
    await expect(documento.getByRole('heading', { name: 'Proposta Técnica e Comercial' })).toBeVisible();
    await expect(documento.getByRole('cell', { name: cliente })).toBeVisible();
    await expect(documento.getByText(formatado)).toBeVisible();
    await expect(documento.getByRole('img', { name: `QR code da página de verificação da proposta ${formatado}` })).toBeVisible();
    await expect(documento.getByText(MARCA)).toHaveCount(0);
    // Each phase's price as issued, and the row of the table it came from (issue 34 item 5).
    await expect(documento.getByTestId('linha-precos')).toHaveText('Preços da Justiça do Trabalho');
    await expect(documento.getByTestId('preco-fase-1')).toBeVisible();
    await documento.emulateMedia({ media: 'print' });
    await expect(documento.getByRole('img', { name: /QR code/ })).toBeVisible();

    // The verification page, as whoever scans the QR code opens it: no session needed.
    await documento.context().clearCookies();
    await documento.goto(`/proposta/${codigo[1]}${codigo[2]}`);
    await expect(documento.getByRole('heading', { name: 'Verificação de proposta' })).toBeVisible();
    await expect(documento.getByRole('status')).toContainText('Proposta autêntica');
    for (const t of [formatado, cliente, 'R$ 2.850,00', 'Emitida em', 'Válida até', 'Tabela de preços', 'Preços da Justiça do Trabalho']) await expect(documento.getByRole('definition').or(documento.getByRole('term')).filter({ hasText: t }).first()).toBeVisible();

    await documento.goto('/proposta/0000000000');
    await expect(documento.getByText('Página não encontrada.')).toBeVisible();
  });
});
