/**
 * Writes fictional autos (issue 35):
 *   npx tsx scripts/gerar-autos-exemplo.ts [saida.pdf]   the demo's example autos (default autos-exemplo.pdf)
 *   npx tsx scripts/gerar-autos-exemplo.ts --fixture     tests/fixtures/autos-ocr-uma-pagina.pdf (the OCR test's page)
 * Image pages need pdftoppm (Debian's poppler-utils).
 */
import { writeFileSync } from 'node:fs';
import { gerarAutosExemplo } from '@/lib/autos/autos-exemplo';
import { FIXTURE_OCR, gerarFixtureOcr } from '@/tests/support/autos-pdf';

async function main() {
  const arg = process.argv[2];
  if (arg === '--fixture') {
    const pdf = await gerarFixtureOcr();
    writeFileSync(FIXTURE_OCR, pdf);
    console.log(`${FIXTURE_OCR}: ${pdf.length} bytes`);
    return;
  }
  const saida = arg ?? 'autos-exemplo.pdf';
  const autos = await gerarAutosExemplo();
  writeFileSync(saida, autos.pdf);
  console.log(
    `${saida}: ${autos.paginas} páginas (${autos.paginasImagem.length} só com imagem: ${autos.paginasImagem.join(', ') || 'nenhuma'}), ${autos.pdf.length} bytes`,
  );
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
