import { expect, test } from '@playwright/test';
import { apiLogin, carregarExemploTribunal, createUser, criarProcesso, uniqueCnj } from './fixtures';

// Issue 36 item 2: the admin's 'Sincronizar todos agora' goes through the queue; the page follows the run to its end.
// Every run takes a fresh admin, lawyer and case number (loaded into the e2e server's stand-ins), so it passes again
// and again on one server.
test("the admin clicks 'Sincronizar todos agora', sees the progress, then the result, and the case got its movements", async ({ page }) => {
  test.setTimeout(180_000);
  const admin = await createUser('admin');
  const advogado = await createUser('advogado');
  const numero = uniqueCnj();
  await carregarExemploTribunal(numero);
  const caso = await criarProcesso(advogado, { numeroProcesso: numero, tipoJustica: 'Justiça Estadual', comarca: 'São Paulo/SP' });

  await apiLogin(page, admin);
  await page.goto('/sistema/tribunais');
  await expect(page.getByRole('heading', { level: 1, name: 'Tribunais (CNJ)' })).toBeVisible();
  await page.getByRole('button', { name: 'Sincronizar todos agora' }).click();

  // Queued, then followed: a progress bar and a live status line while it runs.
  await expect(page.getByRole('progressbar', { name: 'Progresso da sincronização' })).toBeVisible();
  const situacao = page.getByRole('region', { name: 'Sincronização de todos os processos' }).getByRole('status');
  await expect(situacao).toHaveText(/^(Sincronização na fila|Sincronizando|Sincronização concluída)/);
  await expect(situacao).toHaveText(/^Sincronização concluída: \d+ processos?, \d+ andamentos novos, \d+ publicações novas, \d+ falhas?\.$/, { timeout: 150_000 });
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sincronizar todos agora' })).toBeEnabled();
  // The run is in the list of the last ones, by this admin.
  await expect(page.getByRole('table').getByRole('row').filter({ hasText: `Manual (${admin.nome})` })).toHaveCount(1);

  // The case was synced by that run.
  await page.goto(`${caso.url}?tab=andamentos`);
  await expect(page.getByText('Juntada de Laudo Pericial (exemplo)')).toBeVisible();
});
