import PDFDocument from 'pdfkit';
import { FAQ, FAQ_CATEGORIAS, FASES_PROCESSO, MANUAL } from '@/content/manual';

/** PDF standard fonts speak WinAnsi: replace the few characters of our content it cannot encode. */
function winAnsi(text: string): string {
  return text.replace(/→/g, '->').replace(/[‐‑]/g, '-');
}

/**
 * Renders the pt-BR user manual (content/manual.ts) as a PDF. Built at build time by
 * scripts/build-manual.ts into public/manual-usuario.pdf ('Baixar manual' on the help page).
 */
export async function renderManualPdf(opts: { version: string }): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 64, bottom: 64, left: 64, right: 64 },
    bufferPages: true,
    lang: 'pt-BR',
    displayTitle: true,
    info: {
      Title: `${MANUAL.titulo} - Perícia Médica Judicial`,
      Author: 'Perícia Médica Judicial',
      Subject: 'Manual do usuário do sistema',
      // Fixed so the same content gives the same file.
      CreationDate: new Date(Date.UTC(2026, 0, 1)),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const brand = '#1d5fc0';
  const text = '#0f172a';
  const h1 = (t: string) => doc.moveDown(0.8).font('Helvetica-Bold').fontSize(15).fillColor(brand).text(winAnsi(t)).moveDown(0.3);
  const h2 = (t: string) => doc.moveDown(0.4).font('Helvetica-Bold').fontSize(11.5).fillColor(text).text(winAnsi(t)).moveDown(0.15);
  // Left-aligned on purpose: pdfkit justifies by dropping the space glyphs and moving each word, so the
  // text copied or extracted from a justified paragraph runs its words together.
  const p = (t: string) => doc.font('Helvetica').fontSize(10.5).fillColor(text).text(winAnsi(t), { align: 'left', lineGap: 2 }).moveDown(0.4);
  const li = (t: string) => doc.font('Helvetica').fontSize(10.5).fillColor(text).text(`•  ${winAnsi(t)}`, { indent: 0, lineGap: 2 }).moveDown(0.15);

  // Cover
  doc.font('Helvetica-Bold').fontSize(26).fillColor(brand).text('Perícia Médica Judicial', { align: 'left' });
  doc.moveDown(0.3).fontSize(20).fillColor(text).text(MANUAL.titulo);
  doc.moveDown(0.6).font('Helvetica').fontSize(12).fillColor('#334155').text(winAnsi(MANUAL.subtitulo));
  doc.moveDown(0.3).fontSize(10).text(`Versão ${opts.version}`);

  h1('Sumário');
  for (const s of MANUAL.secoes) li(s.titulo);
  li('8. Detalhes das fases');
  li('9. Perguntas frequentes');

  for (const s of MANUAL.secoes) {
    h1(s.titulo);
    for (const par of s.paragrafos) p(par);
    for (const item of s.itens ?? []) li(item);
  }

  h1('8. Detalhes das fases');
  for (const f of FASES_PROCESSO) {
    h2(`${f.titulo}: ${f.nome}`);
    p(f.resumo);
    f.passos.forEach((passo, i) => li(`${i + 1}. ${passo}`));
  }

  h1('9. Perguntas frequentes');
  for (const cat of FAQ_CATEGORIAS) {
    h2(cat);
    for (const q of FAQ.filter((f) => f.categoria === cat)) {
      doc.font('Helvetica-Bold').fontSize(10.5).fillColor(text).text(winAnsi(q.pergunta), { lineGap: 2 });
      p(q.resposta.replaceAll(' {email}', ' informado na Central de Ajuda'));
    }
  }

  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    const bottom = doc.page.height - 40;
    doc
      .font('Helvetica')
      .fontSize(8.5)
      .fillColor('#64748b')
      .text(`Perícia Médica Judicial · Manual do Usuário · página ${i + 1} de ${range.count}`, 64, bottom, {
        width: doc.page.width - 128,
        align: 'center',
        lineBreak: false,
      });
  }
  doc.end();
  return done;
}
