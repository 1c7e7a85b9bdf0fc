import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { gerarAutosExemplo } from '@/lib/autos/autos-exemplo';
import { sugerirEventos } from '@/lib/domain/autos/linha-do-tempo';
import { FIXTURE_OCR, FRASE_FIXTURE_OCR, gerarAutosPdf } from '@/tests/support/autos-pdf';

/**
 * The fictional autos generator (issue 35): text pages carry their sentences as a text layer, image pages carry
 * none (only OCR reads them). Checked with poppler's pdftotext/pdfinfo and Tesseract, which `npm run test:all`
 * installs (tesseract-ocr, tesseract-ocr-por, poppler-utils).
 */
// They run pdftoppm and Tesseract, which take seconds on a busy machine: a generous limit, never a measurement.
const LENTO = { timeout: 120_000 };
const dir = mkdtempSync(path.join(tmpdir(), 'autos-pdf-teste-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function textoPorPagina(pdf: Buffer): string[] {
  const arquivo = path.join(dir, `p${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(arquivo, pdf);
  const texto = execFileSync('pdftotext', ['-enc', 'UTF-8', arquivo, '-'], { encoding: 'utf8' });
  return texto.split('\f').slice(0, -1);
}

const sem = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ');

describe('gerarAutosPdf', () => {
  it('puts the given sentences on the given pages, and image pages have no text layer', LENTO, async () => {
    const pdf = await gerarAutosPdf({
      paginas: 4,
      frases: { 1: 'Atestado médico de 12/03/2021, CID M54.5.', 3: 'Ressonância magnética da coluna lombar em 20/03/2021.' },
      paginasImagem: [3],
      rodape: (n, total) => `Pág. ${n} de ${total}`,
    });
    const paginas = textoPorPagina(pdf);
    expect(paginas).toHaveLength(4);
    expect(paginas[0]).toContain('Atestado médico de 12/03/2021, CID M54.5.');
    expect(paginas[0]).toContain('Pág. 1 de 4');
    expect(paginas[1].trim().length).toBeGreaterThan(100); // neutral filler
    expect(paginas[2].trim()).toBe('');
    expect(paginas[3]).toContain('Pág. 4 de 4');
  });

  it('refuses pages it does not have', async () => {
    await expect(gerarAutosPdf({ paginas: 2, paginasImagem: [3] })).rejects.toThrow('A página 3 não existe (o PDF tem 2).');
    await expect(gerarAutosPdf({ paginas: 2, frases: { 5: 'x' } })).rejects.toThrow('A página 5 não existe');
  });
});

describe('the committed OCR fixture', () => {
  it('is one small page with no text layer, whose sentence Tesseract reads at 300 dpi', LENTO, () => {
    expect(statSync(FIXTURE_OCR).size).toBeLessThan(200_000);
    expect(textoPorPagina(readFileSync(FIXTURE_OCR)).map((p) => p.trim())).toEqual(['']);
    execFileSync('pdftoppm', ['-r', '300', '-gray', '-png', '-singlefile', FIXTURE_OCR, path.join(dir, 'fixture')]);
    const lido = execFileSync('tesseract', [path.join(dir, 'fixture.png'), '-', '-l', 'por'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    expect(sem(lido)).toContain(sem(FRASE_FIXTURE_OCR));
  });
});

describe('gerarAutosExemplo (the demo case)', () => {
  it('about 60 pages, copies of papers as images, and a text layer the timeline reads', LENTO, async () => {
    const autos = await gerarAutosExemplo({ numeroProcesso: '1004321-91.2022.8.26.0100', comImagens: true });
    expect(autos.paginas).toBe(60);
    expect(autos.paginasImagem).toEqual([11, 16, 18, 21, 22, 25, 31, 33]);
    expect(autos.documentos[0]).toEqual({ titulo: 'Petição inicial', paginaInicial: 1, paginaFinal: 7 });
    expect(autos.documentos.at(-1)?.paginaFinal).toBe(60);
    const paginas = textoPorPagina(autos.pdf);
    expect(paginas).toHaveLength(60);
    for (const n of autos.paginasImagem) expect(paginas[n - 1].trim()).toBe('');
    expect(paginas[0]).toContain('Processo nº 1004321-91.2022.8.26.0100');
    const eventos = sugerirEventos(
      paginas.map((texto, i) => ({ documentoId: 1, pagina: i + 1, texto })),
      { hoje: new Date('2026-11-28T12:00:00Z') },
    );
    const achados = eventos.map((e) => `${e.pagina} ${e.data} ${e.tipo} ${e.evento}`);
    expect(achados).toEqual(
      expect.arrayContaining([
        '19 2021-03-12 atestado Atestado médico — 15 dias de afastamento — CID M51.1',
        '23 2021-03-20 exame Ressonância magnética da coluna lombar',
        '27 2021-08-18 cirurgia Cirurgia — microdiscectomia L5-S1',
        '32 2021-04-15 beneficio Auxílio por incapacidade temporária — concedido',
        '54 2021-02-02 dii Data de início da incapacidade (DII)',
      ]),
    );
    // The stamps' signing dates and the case number are not events.
    expect(eventos.some((e) => e.data === '2022-07-12')).toBe(false);
    // The page texts it hands a seed say what the pages show: the text layer's words, and the image pages' too.
    expect(autos.textos).toHaveLength(60);
    expect(autos.textos.filter((t) => t.ocr).map((t) => t.pagina)).toEqual(autos.paginasImagem);
    expect(sem(paginas[22])).toContain(sem(autos.textos[22].texto.split('\n')[2]));
    expect(autos.textos[32].texto).toContain('Benefício indeferido em 20/04/2022.');
    const doTexto = sugerirEventos(autos.textos.map(({ pagina, texto }) => ({ documentoId: 1, pagina, texto })), { hoje: new Date('2026-11-28T12:00:00Z') });
    expect(doTexto.map((e) => `${e.pagina} ${e.data} ${e.tipo}`)).toEqual(expect.arrayContaining(['33 2022-04-20 beneficio', '16 2021-02-03 cat', '18 2021-02-02 atestado']));
  });
});
