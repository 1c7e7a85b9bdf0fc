import { expect, test } from '@playwright/test';
import { createUser, ownClientAddress } from './fixtures';
import { waitForMail } from './support/mailbox';

/**
 * The one-click pages opened from an e-mailed link (components/lgpd/pagina-acao-por-link): the account's
 * confirmation, a new e-mail's confirmation and the undo of an e-mail change. Each says what it does, acts only
 * on the click (POST), and answers with the server's message.
 */
test('the new account confirms its e-mail from the link it was sent; the spent link says so', async ({ page }) => {
  const user = await createUser('advogado', { nome: 'Caio Confirmação' });
  const mail = await waitForMail(user.email, /Confirme o seu e-mail/);
  const link = /https?:\/\/\S+\/confirmar-cadastro\?token=[A-Za-z0-9_%-]+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();

  await ownClientAddress(page);
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Confirmar e-mail da conta', level: 1 })).toBeVisible();
  await expect(page.getByText('Confirme que este e-mail é seu para concluir o cadastro.')).toBeVisible();
  await page.getByRole('button', { name: 'Confirmar e-mail' }).click();
  await expect(page.getByText('E-mail confirmado. Obrigado!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ir para o sistema' })).toHaveAttribute('href', '/dashboard');

  await page.goto(link!);
  await page.getByRole('button', { name: 'Confirmar e-mail' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Link inválido ou expirado.');
  await expect(page.getByRole('button', { name: 'Confirmar e-mail' })).toBeEnabled();
});

for (const p of [
  { url: '/confirmar-email', titulo: 'Confirmar novo e-mail', botao: 'Confirmar e-mail', erro: 'Link de confirmação inválido ou expirado.' },
  { url: '/desfazer-email', titulo: 'Desfazer troca de e-mail', botao: 'Desfazer a troca', erro: 'Link inválido ou expirado.' },
]) {
  test(`${p.url}: an unknown link answers with the server's message; without a token the button stays disabled`, async ({ page }) => {
    await ownClientAddress(page);
    await page.goto(`${p.url}?token=${'x'.repeat(43)}`);
    await expect(page.getByRole('heading', { name: p.titulo, level: 1 })).toBeVisible();
    await page.getByRole('button', { name: p.botao }).click();
    await expect(page.getByRole('main').getByRole('alert')).toContainText(p.erro);

    await page.goto(p.url);
    await expect(page.getByRole('heading', { name: p.titulo, level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: p.botao })).toBeDisabled();
  });
}
