import { expect, type Locator, type Page } from '@playwright/test';

/** Replaces each guidance passage of the template (marked 'Orientação do modelo') with the perito's own text. */
export async function substituirOrientacoes(page: Page, editor: Locator) {
  const orientacoes = editor.getByRole('note', { name: /Orientação do modelo/ });
  let n = 0;
  while ((await orientacoes.count()) > 0) {
    await orientacoes.first().selectText();
    // One input event replaces the selection (typing key by key raced the editor's re-render on a loaded machine).
    await page.keyboard.insertText(`Texto do perito ${++n}.`);
    await expect(editor).toContainText(`Texto do perito ${n}.`);
  }
  return n;
}
