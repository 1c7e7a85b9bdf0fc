/**
 * Fictional autos for the tests and benches of issue 35: `gerarAutosPdf({ paginas, paginasImagem, frases })` builds a
 * PDF whose given pages hold the given sentences as a text layer, and whose `paginasImagem` hold their text only as
 * an image (rasterised with pdftoppm), so reading them needs OCR. The committed one-page OCR fixture comes from
 * `gerarFixtureOcr()` (regenerate with `npx tsx scripts/gerar-autos-exemplo.ts --fixture`).
 */
import path from 'node:path';
import { gerarAutosPdf } from '@/lib/autos/pdf-ficticio';

export { gerarAutosPdf, pdftoppmDisponivel, type OpcoesAutosPdf, type PaginaFicticia } from '@/lib/autos/pdf-ficticio';

/** The sentence the committed image-only page holds. */
export const FRASE_FIXTURE_OCR = 'O periciado apresenta lombalgia crônica desde 2019.';
export const FIXTURE_OCR = path.resolve(import.meta.dirname, '../fixtures/autos-ocr-uma-pagina.pdf');

/** One A4 page holding `FRASE_FIXTURE_OCR` only as an image, sharp enough for Tesseract at 300 dpi. */
export function gerarFixtureOcr(): Promise<Buffer> {
  return gerarAutosPdf({
    paginas: [{ titulo: 'LAUDO MÉDICO', paragrafos: [FRASE_FIXTURE_OCR], imagem: true }],
    dpi: 300,
    tamanhoFonte: 14,
  });
}
