import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiLogin, assignPerito, criarProcesso, createUser, publishEntrega, uid } from './fixtures';
import { api, tokenOf } from './support/factories';
import { pdfPages } from './pdf-text';
import { substituirOrientacoes } from './support/orientacoes';

/** Types a new paragraph at the end of the deliverable; the draft saves itself. */
async function escreverNoFim(page: Page, editor: Locator, texto: string) {
  await editor.click();
  // The cursor goes to the end only once the editor has the focus (else the text can land in the title).
  await expect(editor).toBeFocused();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type(texto);
}

test.describe('Entregas (phase deliverables)', () => {
  test("the template's guidance is marked; a fresh template is not published (the sections are named) until the perito replaces it", async ({ page }) => {
    test.slow(); // two publications and four edits of a rich-text editor
    const [advogado, medico] = await Promise.all([createUser('advogado'), createUser('medico')]);
    const processo = await criarProcesso(advogado, { fasesSelecionadas: [1, 2] });
    await assignPerito(processo, medico);
    await apiLogin(page, medico);
    await page.goto(`${processo.url}?tab=documentos`);
    const fase1 = page.getByRole('region', { name: 'Fase 1 – Resumo do processo' });
    await fase1.getByRole('button', { name: 'Escrever entrega da Fase 1' }).click();
    const editor = fase1.getByRole('textbox', { name: 'Texto da entrega: Parecer de plausibilidade' });
    await expect(editor.getByRole('note', { name: /Orientação do modelo/ })).toHaveCount(4);
    await expect(fase1.getByText(/orientações do modelo: substitua cada um/)).toBeVisible();

    // Publishing the template as it came is refused, naming the sections.
    await fase1.getByRole('button', { name: 'Publicar' }).click();
    await page.getByRole('dialog', { name: /Publicar Parecer de plausibilidade/ }).getByRole('button', { name: 'Publicar entrega' }).click();
    const alerta = fase1.getByRole('alert');
    await expect(alerta).toContainText('orientações do modelo sem edição');
    for (const secao of ['2. Documentos analisados', '3. Histórico clínico', '4. Análise técnica', '5. Conclusão']) await expect(alerta).toContainText(`“${secao}”`);

    // Replaced, the text is the perito's (no longer marked) and the opinion publishes.
    expect(await substituirOrientacoes(page, editor)).toBe(4);
    await expect(editor).toContainText('Texto do perito 4.');
    await expect(fase1.getByRole('status')).toContainText('Rascunho salvo');
    await fase1.getByRole('button', { name: 'Publicar' }).click();
    await page.getByRole('dialog', { name: /Publicar Parecer de plausibilidade/ }).getByRole('button', { name: 'Publicar entrega' }).click();
    await expect(page.getByText('Entrega publicada com sucesso')).toBeVisible();
    await expect(fase1.getByText(/Publicada em/)).toBeVisible();
  });

  test('the perito writes the Fase 1 opinion from its template and publishes it; the lawyer downloads the PDF with what was written', async ({ page }) => {
    const [advogado, medico] = await Promise.all([createUser('advogado'), createUser('medico')]);
    const processo = await criarProcesso(advogado, { fasesSelecionadas: [1, 2] });
    await assignPerito(processo, medico);
    const escrito = `Conclusão ${uid()}: quadro compatível.`;

    // The perito opens the Fase 1 deliverable: the plausibility opinion's template, filled with the case.
    await apiLogin(page, medico);
    await page.goto(`${processo.url}?tab=documentos`);
    const fase1 = page.getByRole('region', { name: 'Fase 1 – Resumo do processo' });
    await expect(fase1.getByText('Ainda não iniciada')).toBeVisible();
    await fase1.getByRole('button', { name: 'Escrever entrega da Fase 1' }).click();
    const editor = fase1.getByRole('textbox', { name: 'Texto da entrega: Parecer de plausibilidade' });
    await expect(editor).toContainText('Parecer técnico de plausibilidade');
    await expect(editor).toContainText(processo.requerente);
    await expect(editor).toContainText('Documentos analisados');

    // Replaces the template's guidance and writes at the end; the draft saves itself.
    await substituirOrientacoes(page, editor);
    await escreverNoFim(page, editor, escrito);
    await expect(fase1.getByRole('status')).toContainText('Rascunho salvo');

    // Completing the phase before publishing is refused, in Portuguese.
    await page.goto(`${processo.url}?tab=visao-geral`);
    await page.getByRole('button', { name: 'Marcar Fase 1 como concluída' }).click();
    // Completing a phase asks for confirmation first.
    await page.getByRole('dialog', { name: 'Concluir Fase 1?' }).getByRole('button', { name: 'Concluir fase' }).click();
    await expect(page.getByText(/Esta fase ainda não tem entrega/)).toBeVisible();

    // The draft is still there; Publicar (with confirmation).
    await page.goto(`${processo.url}?tab=documentos`);
    await fase1.getByRole('button', { name: 'Continuar rascunho da Fase 1' }).click();
    await expect(editor).toContainText(escrito);
    await fase1.getByRole('button', { name: 'Publicar' }).click();
    const dialogo = page.getByRole('dialog', { name: /Publicar Parecer de plausibilidade/ });
    await dialogo.getByRole('button', { name: 'Publicar entrega' }).click();
    await expect(page.getByText('Entrega publicada com sucesso')).toBeVisible();
    await expect(fase1.getByText(/Publicada em/)).toBeVisible();

    // Now the phase can be completed.
    await page.goto(`${processo.url}?tab=visao-geral`);
    await page.getByRole('button', { name: 'Marcar Fase 1 como concluída' }).click();
    await page.getByRole('dialog', { name: 'Concluir Fase 1?' }).getByRole('button', { name: 'Concluir fase' }).click();
    await expect(page.getByText('Fase atual: Fase 2')).toBeVisible();

    // The lawyer was told, reads the opinion in the app, and downloads the PDF: its text is what the perito wrote.
    await apiLogin(page, advogado);
    await page.goto(`${processo.url}?tab=documentos`);
    const notas = await page.request.get('/api/notificacoes');
    expect(JSON.stringify(await notas.json())).toContain('Entrega publicada: Parecer de plausibilidade');
    await expect(fase1.getByRole('button', { name: /Escrever entrega|Continuar rascunho/ })).toHaveCount(0);
    await fase1.getByRole('button', { name: 'Ler entrega da Fase 1' }).click();
    const leitura = fase1.getByRole('textbox', { name: 'Texto da entrega: Parecer de plausibilidade' });
    await expect(leitura).toContainText(escrito);
    await expect(leitura).toHaveAttribute('contenteditable', 'false');
    await expect(fase1.getByRole('button', { name: 'Publicar' })).toHaveCount(0);

    const [download] = await Promise.all([page.waitForEvent('download'), fase1.getByRole('link', { name: 'Baixar PDF da Fase 1' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^Parecer-de-plausibilidade-.+\.pdf$/);
    const pdf = readFileSync((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // Lines the PDF wrapped are joined back: the assertions are about the words, not where a line broke.
    const texto = pdfPages(pdf).texts.join('\n').replace(/\s+/g, ' ');
    expect(texto).toContain(escrito);
    expect(texto).toContain('Parecer técnico de plausibilidade');
    expect(texto).toContain(processo.requerente);
  });

  test("the perito corrects a published opinion ('Corrigir entrega', with a reason) and publishes it again; the lawyer's PDF has the correction", async ({ page }) => {
    const [advogado, medico] = await Promise.all([createUser('advogado'), createUser('medico')]);
    const processo = await criarProcesso(advogado, { fasesSelecionadas: [1, 2] });
    await assignPerito(processo, medico);
    await publishEntrega(medico, processo, 1, 'Exame realizado em 03/02/2025.');
    const correcao = `Correção ${uid()}: exame realizado em 03/03/2025.`;

    await apiLogin(page, medico);
    await page.goto(`${processo.url}?tab=documentos`);
    const fase1 = page.getByRole('region', { name: 'Fase 1 – Resumo do processo' });
    await fase1.getByRole('button', { name: 'Ler entrega da Fase 1' }).click();
    await fase1.getByRole('button', { name: 'Corrigir entrega' }).click();
    const dialogo = page.getByRole('dialog', { name: /Corrigir Parecer de plausibilidade/ });
    await dialogo.getByRole('button', { name: 'Reabrir para correção' }).click();
    await expect(dialogo.getByText(/Informe o motivo/)).toBeVisible();
    await dialogo.getByLabel('Motivo').fill('A data do exame estava errada.');
    await dialogo.getByRole('button', { name: 'Reabrir para correção' }).click();
    await expect(page.getByText('Entrega reaberta para correção. Publique-a de novo quando terminar.')).toBeVisible();
    // Until it is published again, the phase shows it is being corrected and keeps the last published files.
    await expect(fase1).toContainText('Em correção · última publicação em');
    await expect(fase1.getByRole('link', { name: 'Baixar PDF da Fase 1' })).toBeVisible();

    await fase1.getByRole('button', { name: 'Continuar rascunho da Fase 1' }).click();
    const editor = fase1.getByRole('textbox', { name: 'Texto da entrega: Parecer de plausibilidade' });
    await expect(editor).toContainText('Exame realizado em 03/02/2025.');
    await escreverNoFim(page, editor, correcao);
    await expect(fase1.getByRole('status')).toContainText('Rascunho salvo');
    await fase1.getByRole('button', { name: 'Publicar' }).click();
    await page.getByRole('dialog', { name: /Publicar Parecer de plausibilidade/ }).getByRole('button', { name: 'Publicar entrega' }).click();
    await expect(page.getByText('Entrega publicada com sucesso')).toBeVisible();

    await apiLogin(page, advogado);
    await page.goto(`${processo.url}?tab=documentos`);
    const notas = await page.request.get('/api/notificacoes');
    expect(JSON.stringify(await notas.json())).toContain('Entrega corrigida e republicada: Parecer de plausibilidade');
    await expect(fase1).toContainText('versão substituída em');
    const [download] = await Promise.all([page.waitForEvent('download'), fase1.getByRole('link', { name: 'Baixar PDF da Fase 1' }).click()]);
    const texto = pdfPages(readFileSync((await download.path())!)).texts.join('\n').replace(/\s+/g, ' ');
    expect(texto).toContain(correcao);
    await page.goto(`${processo.url}?tab=cronologia`);
    await expect(page.getByRole('list', { name: 'Cronologia do processo' })).toContainText('Motivo: A data do exame estava errada.');
  });

  test('the lawyer edits and removes quesitos and exports them as a numbered PDF; after the Fase 2 deliverable they are locked (no new one either)', async ({ page }) => {
    const [advogado, medico] = await Promise.all([createUser('advogado'), createUser('medico')]);
    const processo = await criarProcesso(advogado, { fasesSelecionadas: [1, 2] });
    await assignPerito(processo, medico);
    const token = await tokenOf(advogado);
    for (const description of ['Qual a data de início da incapacidade?', 'Quesito que será removido?']) {
      const r = await api('POST', '/api/quesitos/create', { token, data: { id_processo: processo.id, description } });
      expect(r.status).toBe(201);
    }
    const corrigido = `A incapacidade começou em que data? (${uid()})`;

    await apiLogin(page, advogado);
    await page.goto(`${processo.url}?tab=quesitos`);
    const lista = page.getByRole('list', { name: 'Lista de quesitos' });
    await page.getByRole('button', { name: 'Editar quesito 1' }).click();
    await page.getByLabel('Texto do quesito 1').fill(corrigido);
    await page.getByRole('button', { name: 'Salvar alteração' }).click();
    await expect(page.getByText('Quesito atualizado com sucesso')).toBeVisible();
    await expect(lista).toContainText(corrigido);

    await page.getByRole('button', { name: 'Remover quesito 2' }).click();
    await page.getByRole('dialog', { name: 'Remover o quesito 2' }).getByRole('button', { name: 'Remover' }).click();
    await expect(page.getByText('Quesito removido com sucesso')).toBeVisible();
    await expect(lista).not.toContainText('Quesito que será removido?');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Exportar quesitos (PDF)' }).click()]);
    const texto = pdfPages(readFileSync((await download.path())!)).texts.join('\n');
    expect(texto).toMatch(/1\.\s*A incapacidade começou em que data\?/);
    expect(texto).not.toContain('Quesito que será removido?');

    // The perito delivers the complementary quesitos (Fase 2): from then on they can no longer change.
    await publishEntrega(medico, processo, 2);
    await page.reload();
    await expect(page.getByText(/já foram entregues/)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Editar quesito/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Remover quesito/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Novo quesito' })).toHaveCount(0);
  });
});
