import { expect, test } from '@playwright/test';
import { apiLogin, assignPerito, createProcesso, createUser } from './fixtures';
import { pdfDosAutos } from '../tests/support/autos-fixtures';

// Issue 35: a PDF sent to a case is read page by page; the perito searches it, opens the page in the viewer and
// accepts an event the system proposed for the clinical timeline.
test('upload a PDF, wait for its reading, search it, open the page in the viewer, accept a proposed event', async ({ page }) => {
  test.slow(); // the reading job runs beside the server
  const [advogado, medico] = await Promise.all([createUser('advogado'), createUser('medico')]);
  const processo = await createProcesso(advogado, {});
  await assignPerito(processo, medico);
  const pdf = await pdfDosAutos([
    'Petição inicial. O autor sofre de LOMBALGIAS crônicas desde o acidente de trabalho.',
    'Atestado médico emitido em 12/03/2021: afastamento das atividades por 15 dias, CID M54.5.',
  ]);

  await apiLogin(page, medico);
  await page.goto(`${processo.url}?tab=documentos`);
  await page.getByLabel('Arquivo para enviar').setInputFiles({ name: 'autos.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByText('autos.pdf').first()).toBeVisible();
  // The list does not poll: reload until the reading is done.
  await expect(async () => {
    await page.reload();
    await expect(page.getByText(/Leitura: Pronto/)).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 90_000 });

  await page.getByRole('tab', { name: 'Autos' }).click();
  await page.getByRole('searchbox', { name: 'Texto a buscar nos autos' }).fill('lombalgia');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByText('1 página encontrada.')).toBeVisible();
  await expect(page.locator('mark', { hasText: 'LOMBALGIAS' })).toBeVisible();
  await page.getByRole('button', { name: /autos\.pdf, p\. 1/ }).click();
  const viewer = page.getByRole('dialog', { name: /p\. 1/ });
  await expect(viewer.getByRole('region', { name: 'Texto da página' }).locator('mark', { hasText: 'LOMBALGIAS' })).toBeVisible();
  // pdf.js drew the page (read through HTTP ranges from the file route).
  await expect(viewer.getByText('Página 1 de 2')).toBeVisible();
  await expect(viewer.getByText(/Não foi possível desenhar/)).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.getByRole('tab', { name: 'Linha do tempo' }).click();
  await page.getByRole('button', { name: 'Aceitar o evento de 12/03/2021' }).click();
  const linha = page.getByRole('region', { name: 'Linha do tempo clínica' });
  await expect(linha.getByText('12/03/2021')).toBeVisible();
  await expect(linha.getByRole('button', { name: /doc\. «autos\.pdf», p\. 2/ })).toBeVisible();
});
