import { expect, test } from '@playwright/test';
import { api, apiLogin, createUser, publicarPelaOab, tokenOf, uniqueCnj } from './fixtures';

// Issue 36 item 2: a lawyer asks DJEN now by their own OAB from the dashboard and sees the intimação of a case not
// registered here. Every run takes a fresh lawyer, OAB and case number, so it passes again on one server.
test('a lawyer with an OAB clicks "Buscar agora pela minha OAB" and sees a new publication of an unregistered case', async ({ page }) => {
  test.setTimeout(90_000);
  const advogado = await createUser('advogado');
  const oab = String(100_000 + Math.floor(Math.random() * 899_999));
  const salvo = await api('PUT', '/api/user/registro-profissional', { token: await tokenOf(advogado), data: { oabNumero: oab, oabUf: 'SP' } });
  expect(salvo.status).toBe(200);
  const numero = uniqueCnj();
  await publicarPelaOab(numero, oab, 'SP');

  await apiLogin(page, advogado);
  await page.goto('/sistema');
  const bloco = page.getByRole('region', { name: 'Publicações sem processo cadastrado' });
  await expect(bloco.getByText(numero)).toHaveCount(0);
  await bloco.getByRole('button', { name: 'Buscar agora pela minha OAB' }).click();
  await expect(page.getByText('1 publicação nova pela sua OAB.')).toBeVisible();
  await expect(bloco.getByRole('listitem', { name: `Publicação do processo ${numero}` })).toBeVisible();
  await expect(bloco.getByText(/Fica o advogado intimado da nomeação do perito/)).toBeVisible();
  // A second click finds nothing new.
  await bloco.getByRole('button', { name: 'Buscar agora pela minha OAB' }).click();
  await expect(page.getByText('Nenhuma publicação nova pela sua OAB.')).toBeVisible();
});
