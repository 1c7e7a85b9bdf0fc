import { expect, test, type Page } from '@playwright/test';
import { TABELA_PADRAO } from '../lib/domain/pricing/tabela';
import { tituloServico } from '../lib/domain/fases';
import { api, apiLogin, criarProcesso, createUser, tokenOf, type TestUser } from './fixtures';

// Issue 34 item 5: the admin changes a price in Empresa → Tabela de preços; a new case uses it while an old case keeps
// its own. The journey puts SPEC's values back (a new version) when it ends, so it passes again on the same server.

const valorTotal = (page: Page) => page.locator('dt', { hasText: /^Valor total$/ }).locator('xpath=following-sibling::dd[1]');

async function restaurar(admin: TestUser) {
  const r = await api('PUT', '/api/precos', { token: await tokenOf(admin), data: TABELA_PADRAO });
  expect(r.status).toBe(200);
}

test("the admin changes a Justiça Federal phase price; a new federal case uses it while an old case keeps its price; /modelo reads the table", async ({ page }) => {
  const admin = await createUser('admin');
  const advogado = await createUser('advogado');
  await restaurar(admin);
  // Federal, phases 1 and 2 at SPEC's prices: R$ 650,00 + R$ 200,00.
  const antigo = await criarProcesso(advogado, { fasesSelecionadas: [1, 2], pago: false });

  try {
    await apiLogin(page, admin);
    await page.goto('/sistema/empresa');
    const form = page.getByRole('form', { name: 'Tabela de preços' });
    // The per-justice-type grid (issue 34 item 5): a federal case pays the Justiça Federal row.
    const fase2 = form.getByLabel(`${tituloServico(2)} (Justiça Federal)`, { exact: true });
    await expect(fase2).toHaveValue('200,00');
    await fase2.fill('abc');
    await form.getByRole('button', { name: 'Salvar tabela de preços' }).click();
    await expect(form.getByText('Valor inválido para o preço da fase 2 na Justiça Federal: use reais, ex.: 650,00.')).toBeVisible();
    await fase2.fill('312,50');
    // The general price of phase 1 (proposals without a justice type): R$ 700,00.
    await form.getByLabel(tituloServico(1), { exact: true }).fill('700,00');
    await form.getByRole('button', { name: 'Salvar tabela de preços' }).click();
    await expect(page.getByText(/^Tabela de preços salva \(versão \d+\)\.$/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Tabela de preços' }).getByText(/^Versão \d+, em vigor desde/)).toBeVisible();

    // The lawyer's wizard shows the new price and the new total.
    await apiLogin(page, advogado);
    await page.goto('/processo/cadastro?tipoJustica=federal&fases=1,2');
    // The progress bar moves freely: straight to step 3.
    await page.getByRole('button', { name: '3. Serviços' }).click();
    await expect(page.getByRole('heading', { level: 2, name: /Serviços/ })).toBeVisible();
    await expect(page.getByText('R$ 312,50').first()).toBeVisible();
    await expect(page.getByTestId('total')).toHaveText('R$ 962,50');

    // A new case registered now costs R$ 962,50; the old one keeps R$ 850,00.
    const novo = await criarProcesso(advogado, { fasesSelecionadas: [1, 2], pago: false });
    await page.goto(novo.url);
    await expect(valorTotal(page)).toHaveText('R$ 962,50');
    await page.goto(antigo.url);
    await expect(valorTotal(page)).toHaveText('R$ 850,00');

    // The public proposal reads the table in force (regenerated on save): phase 1 at R$ 700,00; parcelado + the card's 2,5%.
    await page.goto('/modelo?fase=1');
    await expect(page.getByTestId('preco-fase-1')).toContainText('R$ 700,00');
    await expect(page.getByTestId('valor-vista')).toHaveText(/R\$\s700,00/);
    await expect(page.getByTestId('valor-parcelado')).toHaveText(/R\$\s717,50/);
    await expect(page.getByTestId('linha-precos')).toHaveText('Preços gerais da tabela');
    // A proposal for the Justiça Federal reads that row (R$ 650,00 + R$ 312,50), and says so.
    await page.goto('/modelo?fase=1,2&justica=federal');
    await expect(page.getByTestId('linha-precos')).toHaveText('Preços da Justiça Federal');
    await expect(page.getByTestId('preco-fase-2')).toContainText('R$ 312,50');
    await expect(page.getByTestId('valor-vista')).toHaveText(/R\$\s962,50/);
  } finally {
    await restaurar(admin);
  }
});
