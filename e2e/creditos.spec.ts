import { randomInt } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { api, apiLogin, createUser, tokenOf, uid, uniqueCnj } from './fixtures';

async function passo(page: Page, nome: string) {
  await page.getByRole('button', { name: 'Próximo' }).click();
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(nome) })).toBeVisible();
}

const saldo = (page: Page) => page.getByRole('region', { name: 'Meus créditos' }).getByTestId('saldo-creditos');

// Issue 12 item 5: a budget package bought in Orçamentos, paid on the provider's checkout (the e2e server's local
// Mercado Pago stand-in, which notifies the app's signed webhook), then consumed by a case registration.
test('a lawyer buys a package in Orçamentos, pays it, and a new case uses one crédito and starts paid', async ({ page }) => {
  const advogado = await createUser('advogado');
  await apiLogin(page, advogado);
  await page.goto('/sistema/orcamentos');
  await expect(saldo(page)).toHaveText('0');

  // Duplo + PIX for phase 1: 2 × R$ 617,50 + 0,49% = R$ 1.241,05.
  await page.getByLabel('Tipo de Justiça').selectOption({ label: 'Outros (Justiça Federal ou do Trabalho)' });
  await page.getByRole('radio', { name: /^Duplo/ }).check();
  await page.getByRole('radio', { name: /^PIX/ }).check();
  await expect(page.getByRole('status', { name: 'Total', exact: true })).toHaveText('R$ 1.241,05');
  await page.getByRole('button', { name: 'Finalizar Pagamento' }).click();

  // The checkout shows the quote's own lines, priced by the server.
  await expect(page.getByRole('heading', { name: 'Checkout de demonstração' })).toBeVisible();
  await expect(page.getByRole('listitem')).toHaveText(['Pacote Duplo: 2 processos (Fase 1): R$ 617.50', 'Taxa PIX (0,49%): R$ 6.05']);
  await expect(page.getByText('Total: R$ 1241.05')).toBeVisible();
  await page.getByRole('button', { name: 'Pagar' }).click();

  // Back on our return page: what the signed webhook recorded for this package.
  await expect(page).toHaveURL(/\/pagamento\/sucesso\?ref=/);
  const registrado = page.getByRole('status').filter({ hasText: 'Situação registrada do pagamento' });
  await expect(registrado).toContainText('pacote Duplo: 2 processos: Aprovado.');
  await registrado.getByRole('link', { name: 'Ver meus créditos' }).click();
  await expect(page).toHaveURL(/\/sistema\/orcamentos$/);
  await expect(saldo(page)).toHaveText('2');
  await expect(page.getByRole('region', { name: 'Meus créditos' })).toContainText('Fase 1');

  // A Federal case with phase 1 fits the package: the wizard says a crédito pays for it instead of the checkout.
  const numero = uniqueCnj();
  await page.goto('/processo/cadastro?tipoJustica=federal&fases=1');
  await page.getByLabel('Número do processo').pressSequentially(numero.replace(/\D/g, ''));
  await page.getByLabel('Comarca *').fill('Campinas/SP');
  await page.getByLabel('Tipo de Ação *').selectOption('Auxílio por incapacidade temporária');
  await page.getByLabel('Data de distribuição *').fill('2025-02-10');
  await passo(page, 'Partes');
  await page.getByLabel('Requerente *').fill(`Cliente Pacote ${randomInt(100000, 999999)}`);
  await page.getByLabel('Requerido *').fill('Instituto Nacional do Seguro Social');
  await passo(page, 'Serviços');
  await expect(page.getByRole('checkbox', { name: 'Fase 1 – Resumo do processo' })).toBeChecked();
  await passo(page, 'Documentos');
  await expect(page.getByRole('status').filter({ hasText: 'Um crédito do seu pacote será usado neste processo' })).toContainText('Saldo atual: 2 créditos.');
  await page.getByLabel('Link da pasta no Google Drive').fill('https://drive.google.com/drive/folders/e2e-pacote');
  await page.getByRole('button', { name: 'Cadastrar Processo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Usar crédito do pacote' });
  await expect(dialog).toContainText('1 crédito do pacote');
  await dialog.getByRole('button', { name: 'Confirmar e usar crédito' }).click();

  // No checkout: straight to the case, already paid.
  await expect(page).toHaveURL(/\/processo\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: numero })).toBeVisible();
  await expect(page.getByText('Em análise', { exact: true })).toBeVisible();
  await expect(page.getByText('Pendente', { exact: true })).toHaveCount(0);
  await expect(page.getByText('Pagamento confirmado.')).toBeVisible();

  await page.goto('/sistema/orcamentos');
  await expect(saldo(page)).toHaveText('1');
  await page.getByText('Histórico', { exact: true }).click();
  await expect(page.getByRole('region', { name: 'Meus créditos' })).toContainText('Usado em processo: -1 (2 → 1)');

  // The balance is on the dashboard too, with a way to the details.
  await page.goto('/sistema');
  const figura = page.getByText('Créditos disponíveis').locator('..');
  await expect(figura).toContainText('1');
  await figura.getByRole('link', { name: 'Ver meus créditos' }).click();
  await expect(page).toHaveURL(/\/sistema\/orcamentos#creditos-titulo$/);
});

test("an admin reads one lawyer's créditos in Usuários: balance, lots and the history with who changed it and why", async ({ page }) => {
  const [admin, advogado] = await Promise.all([createUser('admin'), createUser('advogado')]);
  const motivo = `Cortesia pelo atraso (${uid()})`;
  const ajuste = await api('POST', '/api/creditos/ajuste', { token: await tokenOf(admin), data: { id_usuario: advogado.id, creditos: 3, motivo } });
  expect(ajuste.status).toBe(200);

  await apiLogin(page, admin);
  await page.goto(`/sistema/usuarios?termo=${encodeURIComponent(advogado.email)}`);
  await page.getByRole('button', { name: `Créditos de ${advogado.nome}` }).click();
  const dialog = page.getByRole('dialog', { name: `Créditos de ${advogado.nome}` });
  await expect(dialog.getByTestId('saldo-creditos')).toHaveText('3');
  await expect(dialog).toContainText('Concedidos pelo escritório');
  await expect(dialog.getByRole('list', { name: 'Histórico de créditos' })).toContainText(`(0 → 3) · ${motivo} · por ${admin.nome}`);
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(dialog).toHaveCount(0);
});
