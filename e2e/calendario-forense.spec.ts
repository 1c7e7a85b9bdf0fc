import { expect, test } from '@playwright/test';
import { apiLogin, createUser, uid } from './fixtures';

// Issue 34 items 4 and 5: the admin reads a court's calendar for a year, records a closure with its source and
// corrects it; the year's table follows each change.
test('the admin sees TJSP 2026, records a municipal holiday with its source and corrects its date', async ({ page }) => {
  const admin = await createUser('admin');
  await apiLogin(page, admin);
  const comarca = `Comarca ${uid()}/SP`;
  page.on('dialog', (d) => void d.accept());
  await page.goto(`/sistema/feriados?ano=2026&tribunal=8.26&comarca=${encodeURIComponent(comarca)}`);

  const calendario = page.getByRole('region', { name: 'Calendário forense de 2026' });
  await expect(calendario.getByRole('row', { name: /02\/04\/2026/ })).toContainText('Ato do tribunal');
  await expect(calendario.getByRole('row', { name: /02\/04\/2026/ })).toContainText('Provimento CSM nº 2.813/2025');
  await expect(calendario.getByRole('row', { name: /21\/12\/2026/ })).toContainText('Suspensão do CPC art. 220');

  const descricao = `Aniversário da cidade ${uid()}`;
  const form = page.getByRole('form', { name: 'Registrar feriado ou suspensão' });
  await form.getByLabel('Data de início').fill('2026-03-19');
  await form.getByLabel('Data de fim').fill('2026-03-19');
  await form.getByLabel('Comarca').fill(comarca);
  await form.getByLabel('Descrição').fill(descricao);
  await form.getByLabel('Fonte').fill('Lei municipal nº 1/2000');
  await form.getByRole('button', { name: 'Registrar' }).click();
  const linha = calendario.getByRole('row', { name: new RegExp(descricao) });
  await expect(linha).toContainText('19/03/2026');
  await expect(linha).toContainText('Registrado pelo administrador');
  await expect(linha).toContainText('Lei municipal nº 1/2000');

  // Corrected: the holiday is on the 20th, the source is another act.
  await linha.getByRole('button', { name: /Corrigir/ }).click();
  const correcao = page.getByRole('form', { name: `Corrigir “${descricao}”` });
  await correcao.getByLabel('Data de início').fill('2026-03-20');
  await correcao.getByLabel('Data de fim').fill('2026-03-20');
  await correcao.getByLabel('Fonte').fill('Lei municipal nº 2/2001');
  await correcao.getByRole('button', { name: 'Salvar correção' }).click();
  await expect(linha).toContainText('20/03/2026');
  await expect(linha).toContainText('Lei municipal nº 2/2001');
  await expect(calendario.getByRole('row', { name: /19\/03\/2026/ })).toHaveCount(0);

  // Removed from the list of closures: gone from the year's calendar too.
  await page.getByRole('button', { name: `Excluir ${descricao} de 20/03/2026` }).click();
  await expect(linha).toHaveCount(0);
});
