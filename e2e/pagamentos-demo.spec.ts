import { expect, test } from '@playwright/test';
import { apiLogin, criarProcesso, createUser, uid } from './fixtures';

// Issue 28 item 5: a demo where payment works. The e2e server, like `npm run demo`, runs the local Mercado Pago
// stand-in ('Checkout de demonstração'), which calls the app's signed webhook as the provider does.

test('a lawyer pays a case on the demonstration checkout and sees it confirmed; another lawyer with the same reference sees nothing', async ({ page }) => {
  const advogado = await createUser('advogado');
  const caso = await criarProcesso(advogado, { pago: false });
  await apiLogin(page, advogado);
  await page.goto(caso.url);
  const painel = page.getByRole('region', { name: 'Pagamento' });
  await expect(painel.getByText('Nenhum pagamento registrado.')).toBeVisible();
  await painel.getByRole('button', { name: 'Pagar agora' }).click();

  await expect(page.getByRole('heading', { name: 'Checkout de demonstração' })).toBeVisible();
  await expect(page.getByRole('note')).toContainText('Nenhum valor é cobrado.');
  await page.getByRole('button', { name: 'Pagar' }).click();

  // Back on the return page: what the webhook recorded for this lawyer's reference.
  await expect(page).toHaveURL(/\/pagamento\/sucesso\?ref=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pagamento Aprovado!' })).toBeVisible();
  const registrado = page.getByRole('status').filter({ hasText: 'Situação registrada do pagamento' });
  await expect(registrado).toContainText(`${caso.numero}: Aprovado.`);
  const retorno = page.url();
  await registrado.getByRole('link', { name: caso.numero }).click();
  await expect(page).toHaveURL(new RegExp(`${caso.url}$`));
  await expect(painel.getByText('Pagamento confirmado.')).toBeVisible();
  await expect(painel.getByRole('listitem').filter({ hasText: 'Mercado Pago' })).toContainText('Aprovado');

  // The same return link in another lawyer's session (or with no session): neutral, never 'Pagamento Aprovado'.
  const outro = await createUser('advogado');
  await apiLogin(page, outro);
  await page.goto(retorno);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Situação do pagamento');
  await expect(page.getByText('Não encontramos um pagamento seu com esta referência.', { exact: false })).toBeVisible();
  await expect(page.getByText('Pagamento Aprovado')).toHaveCount(0);
  await page.context().clearCookies();
  await page.goto(retorno);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Situação do pagamento');
  await expect(page.getByRole('link', { name: 'Entrar no sistema' })).toBeVisible();
});

test('offline: the admin records a transfer with its bank reference, and the lawyer sees the case paid', async ({ page }) => {
  const admin = await createUser('admin');
  const advogado = await createUser('advogado');
  const caso = await criarProcesso(advogado, { pago: false });
  const ted = `TED-${uid()}`;

  await apiLogin(page, admin);
  await page.goto(caso.url);
  const painel = page.getByRole('region', { name: 'Pagamento' });
  await painel.getByRole('button', { name: 'Registrar pagamento recebido' }).click();
  const dialog = page.getByRole('dialog', { name: 'Registrar pagamento recebido' });
  await dialog.getByLabel('Forma de recebimento').selectOption({ label: 'Transferência bancária' });
  await dialog.getByLabel('Referência do recebimento').fill(ted);
  await dialog.getByLabel('Como o pagamento foi recebido?').fill('Transferência conferida no extrato');
  await dialog.getByRole('button', { name: 'Confirmar pagamento' }).click();
  await expect(dialog).toBeHidden();
  await expect(painel.getByText('Pagamento confirmado.')).toBeVisible();

  await apiLogin(page, advogado);
  await page.goto(caso.url);
  await expect(painel.getByText('Pagamento confirmado.')).toBeVisible();
  await expect(painel.getByRole('listitem')).toContainText([
    `Registrado por ${admin.nome} (Transferência bancária): Transferência conferida no extrato`,
  ]);
  await expect(page.getByText('Em análise', { exact: true }).first()).toBeVisible();
});
