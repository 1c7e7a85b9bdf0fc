import { expect, test, type Page } from '@playwright/test';
import { api, apiLogin, criarProcesso, createUser, tokenOf, uid } from './fixtures';

// Issue 28 item 5: without online payment the lawyer pays the firm directly (its PIX key and bank data from Empresa)
// and the admin records it. The e2e server runs the Mercado Pago stand-in, so the journey takes the firm's own
// switch in Empresa ('Receber pagamentos online pelo Mercado Pago'), the same path as a server without the keys.

const saldo = (page: Page) => page.getByRole('region', { name: 'Meus créditos' }).getByTestId('saldo-creditos');

test('online payment off in Empresa: the lawyer sees the PIX key for a case and a package; the admin records both; the case is paid and the créditos arrive', async ({ page }) => {
  const admin = await createUser('admin');
  const token = await tokenOf(admin);
  const original = (await api<Record<string, unknown>>('GET', '/api/empresa')).body;
  const pix = `pix-${uid()}@escritorio.com.br`;
  try {
    // The admin turns online payment off and sets the firm's PIX key.
    await apiLogin(page, admin);
    await page.goto('/sistema/empresa');
    // Empresa also holds the periciado's and the NFS-e settings (each with its own 'Salvar').
    const empresa = page.getByRole('form', { name: 'Dados da empresa' });
    await empresa.getByLabel('Chave PIX').fill(pix);
    await empresa.getByLabel('Conta corrente').fill('67890-1');
    const online = empresa.getByRole('checkbox', { name: 'Receber pagamentos online pelo Mercado Pago' });
    await expect(online).toBeChecked();
    await online.uncheck();
    await empresa.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Dados da empresa salvos.', { exact: false })).toBeVisible();

    // A case: no 'Pagar agora', the firm's PIX key and the amount instead.
    const advogado = await createUser('advogado');
    const caso = await criarProcesso(advogado, { pago: false });
    await apiLogin(page, advogado);
    await page.goto(caso.url);
    const painel = page.getByRole('region', { name: 'Pagamento' });
    const comoPagar = painel.getByRole('region', { name: 'Como pagar' });
    await expect(comoPagar).toContainText('Pague por PIX ou transferência');
    await expect(comoPagar).toContainText(pix);
    await expect(comoPagar).toContainText('67890-1');
    await expect(painel.getByRole('button', { name: 'Pagar agora' })).toHaveCount(0);

    // A package: Duplo + PIX for phase 1 (R$ 1.241,05) is recorded pending and shows how to pay.
    await page.goto('/sistema/orcamentos');
    await expect(saldo(page)).toHaveText('0');
    await page.getByLabel('Tipo de Justiça').selectOption({ label: 'Outros (Justiça Federal ou do Trabalho)' });
    await page.getByRole('radio', { name: /^Duplo/ }).check();
    await page.getByRole('radio', { name: /^PIX/ }).check();
    await expect(page.getByRole('status', { name: 'Total', exact: true })).toHaveText('R$ 1.241,05');
    await page.getByRole('button', { name: 'Finalizar Pagamento' }).click();
    const pacote = page.getByRole('region', { name: 'Como pagar' });
    await expect(pacote).toContainText('Pague R$ 1.241,05 diretamente ao escritório');
    await expect(pacote).toContainText(pix);
    await expect(pacote).toContainText('os créditos entram no seu saldo');
    await expect(page).toHaveURL(/\/sistema\/orcamentos$/);
    await expect(saldo(page)).toHaveText('0');
    // Back later, the package still waiting keeps showing how to pay it.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Como pagar' })).toContainText('Pague R$ 1.241,05 diretamente ao escritório');
    await expect(page.getByRole('region', { name: 'Como pagar' })).toContainText('O pacote pedido aguarda este pagamento');

    // The admin finds the pending package in Pagamentos: the dialog starts at the package's total.
    await apiLogin(page, admin);
    await page.goto('/sistema/pagamentos?status=pendente');
    const linha = page.getByRole('row').filter({ hasText: advogado.nome });
    await expect(linha).toContainText('R$ 1.241,05');
    await expect(linha).toContainText('PIX ou transferência');
    await linha.getByRole('button', { name: /Registrar pagamento recebido/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Registrar pagamento recebido' });
    const valor = dialog.getByLabel('Valor recebido (R$)');
    await expect(valor).toHaveValue('1.241,05');
    await expect(dialog).toContainText('o total do pacote');
    await dialog.getByLabel('Como o pagamento foi recebido?').fill('PIX do pacote conferido no extrato');
    // Portuguese messages for a typo and for less than the total; nothing is recorded.
    await valor.fill('mil reais');
    await dialog.getByRole('button', { name: 'Confirmar pagamento' }).click();
    await expect(dialog.getByText('Informe o valor recebido em reais, por exemplo 1.235,00.')).toBeVisible();
    await valor.fill('1.000,00');
    await dialog.getByRole('button', { name: 'Confirmar pagamento' }).click();
    await expect(dialog.getByText('O valor recebido (R$ 1.000,00) é menor que o devido (R$ 1.241,05).')).toBeVisible();
    await valor.fill('1.241,05');
    await dialog.getByLabel('Forma de recebimento').selectOption({ label: 'PIX' });
    await dialog.getByLabel('Referência do recebimento').fill(`E2E-PIX-${uid()}`);
    await dialog.getByRole('button', { name: 'Confirmar pagamento' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Os créditos do pacote já estão no saldo.', { exact: false }).first()).toBeVisible();

    // The admin records the case's payment on the case page.
    await page.goto(caso.url);
    await painel.getByRole('button', { name: 'Registrar pagamento recebido' }).click();
    const dCaso = page.getByRole('dialog', { name: 'Registrar pagamento recebido' });
    await expect(dCaso).toContainText('o valor do processo');
    await dCaso.getByLabel('Como o pagamento foi recebido?').fill('PIX do processo conferido no extrato');
    await dCaso.getByRole('button', { name: 'Confirmar pagamento' }).click();
    await expect(dCaso).toBeHidden();

    // The lawyer: the case paid, the créditos in the balance.
    await apiLogin(page, advogado);
    await page.goto(caso.url);
    await expect(painel.getByText('Pagamento confirmado.')).toBeVisible();
    await expect(painel.getByRole('region', { name: 'Como pagar' })).toHaveCount(0);
    await page.goto('/sistema/orcamentos');
    await expect(saldo(page)).toHaveText('2');
    await expect(page.getByRole('region', { name: 'Como pagar' })).toHaveCount(0);
  } finally {
    // The firm's data as it was: the other journeys pay through the stand-in.
    const { depoimentos, ...campos } = original;
    const volta = await api('PUT', '/api/empresa', { token, data: { ...campos, pagamentoOnline: true, depoimentos } });
    expect(volta.status).toBe(200);
  }
});
