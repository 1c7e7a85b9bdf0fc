import { expect, test } from '@playwright/test';
import { apiLogin, assignPerito, criarProcesso, createUser } from './fixtures';
import { pdfDosAutos } from '../tests/support/autos-fixtures';
import { pdfPages } from './pdf-text';
import { substituirOrientacoes } from './support/orientacoes';

// Issue 35: a PDF sent to a case is read page by page; the perito searches it, opens the page in the viewer and
// accepts an event the system proposed for the clinical timeline, cites the page in the parecer and publishes it.
test('upload a PDF, wait for its reading, search it, open the page in the viewer, accept a proposed event, cite it in the parecer', async ({ page }) => {
  test.slow(); // the reading job runs beside the server
  const [advogado, medico] = await Promise.all([createUser('advogado'), createUser('medico')]);
  const processo = await criarProcesso(advogado, {});
  await assignPerito(processo, medico);
  const pdf = await pdfDosAutos([
    'Petição inicial. O autor sofre de LOMBALGIAS crônicas desde o acidente de trabalho.',
    'Atestado médico emitido em 12/03/2021: afastamento das atividades por 15 dias, CID M54.5.',
  ]);

  await apiLogin(page, medico);
  await page.goto(`${processo.url}?tab=documentos`);
  await page.getByLabel('Arquivo para enviar').setInputFiles({ name: 'autos.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByText('autos.pdf').first()).toBeVisible();
  // The tab follows the reading without a reload (it asks again while the PDF is na fila or lendo).
  await expect(page.getByText(/Leitura: Pronto/)).toBeVisible({ timeout: 90_000 });

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
  // 'Citar no parecer' from the page in the viewer: the search's sentence and its reference go to the Fase 1 draft.
  await viewer.getByRole('button', { name: /Citar no parecer/ }).click();
  const citar = page.getByRole('dialog', { name: 'Citar no parecer' });
  await expect(citar.getByText(/O autor sofre de LOMBALGIAS crônicas/)).toBeVisible();
  await citar.getByRole('radio', { name: /Parecer de plausibilidade/ }).check();
  await citar.getByRole('button', { name: 'Inserir citação' }).click();
  await expect(page.getByText('Citação inserida em «Parecer de plausibilidade»')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('tab', { name: 'Linha do tempo' }).click();
  await page.getByRole('button', { name: 'Aceitar o evento de 12/03/2021' }).click();
  const linha = page.getByRole('region', { name: 'Linha do tempo clínica' });
  await expect(linha.getByText('12/03/2021')).toBeVisible();
  await expect(linha.getByRole('button', { name: /^doc\. «autos\.pdf», p\. 2/ })).toBeVisible();
  // The accepted event is cited too.
  await linha.getByRole('button', { name: /Citar no parecer\W+doc\. «autos\.pdf», p\. 2/ }).click();
  await page.getByRole('dialog', { name: 'Citar no parecer' }).getByRole('button', { name: 'Inserir citação' }).click();
  await expect(page.getByText('Citação inserida em «Parecer de plausibilidade»').first()).toBeVisible();

  // The draft holds both citations; each reference links back to its page in the viewer.
  await page.goto(`${processo.url}?tab=documentos`);
  const fase1 = page.getByRole('region', { name: /^Fase 1/ });
  await fase1.getByRole('button', { name: 'Continuar rascunho da Fase 1' }).click();
  const editor = fase1.getByRole('textbox', { name: 'Texto da entrega: Parecer de plausibilidade' });
  await expect(editor).toContainText('“O autor sofre de LOMBALGIAS crônicas desde o acidente de trabalho.” (doc. «autos.pdf», p. 1)');
  await expect(editor).toContainText('(doc. «autos.pdf», p. 2)');
  const link = editor.getByRole('link', { name: '(doc. «autos.pdf», p. 1)' });
  await expect(link).toHaveAttribute('href', /\?tab=autos&documento=\d+&pagina=1$/);
  const href = (await link.getAttribute('href'))!;
  // 'Inserir linha do tempo (tabela)': the accepted event as a row Data | Evento | Fonte, its source linked to the page.
  await fase1.getByRole('button', { name: 'Inserir linha do tempo (tabela)' }).click();
  const tabela = editor.getByRole('table');
  await expect(tabela.getByRole('row').first()).toHaveText(/Data\s*Evento\s*Fonte/);
  await expect(tabela.getByRole('row').nth(1)).toContainText('12/03/2021');
  await expect(tabela.getByRole('link', { name: 'doc. «autos.pdf», p. 2' })).toHaveAttribute('href', /\?tab=autos&documento=\d+&pagina=2$/);

  // Published, the PDF keeps the sentence and the reference as they read.
  await substituirOrientacoes(page, editor);
  await expect(fase1.getByRole('status')).toContainText('Rascunho salvo');
  await fase1.getByRole('button', { name: 'Publicar' }).click();
  await page.getByRole('dialog', { name: /Publicar Parecer de plausibilidade/ }).getByRole('button', { name: 'Publicar entrega' }).click();
  await expect(page.getByText('Entrega publicada com sucesso')).toBeVisible();
  const download = page.waitForEvent('download');
  await fase1.getByRole('link', { name: 'Baixar PDF da Fase 1' }).click();
  const arquivo = await (await download).path();
  const { readFileSync } = await import('node:fs');
  const texto = pdfPages(readFileSync(arquivo)).texts.join(' ').replace(/\s+/g, ' ');
  expect(texto).toContain('(doc. «autos.pdf», p. 1)');
  expect(texto).toContain('(doc. «autos.pdf», p. 2)');
  expect(texto).toMatch(/Data Evento Fonte 12\/03\/2021 .+ doc\. «autos\.pdf», p\. 2/);

  // The citation's link opens the cited page in the viewer.
  await page.goto(`${processo.url}${href}`);
  await expect(page.getByRole('dialog', { name: 'autos.pdf, p. 1' }).getByText('Página 1 de 2')).toBeVisible();
});
