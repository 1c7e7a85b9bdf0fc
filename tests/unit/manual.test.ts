import { describe, expect, it } from 'vitest';
import { FAQ, FAQ_CATEGORIAS, FASES_PROCESSO, MANUAL, faqResposta } from '@/content/manual';
import { renderManualPdf } from '@/lib/manual/pdf';
import { pdfPages } from '@/e2e/pdf-text';

describe('help content', () => {
  it('has the three FAQ categories of SPEC §2.14, each with questions', () => {
    expect(FAQ_CATEGORIAS).toEqual(['Geral', 'Fases do Processo', 'Pagamentos']);
    for (const c of FAQ_CATEGORIAS) expect(FAQ.filter((f) => f.categoria === c).length).toBeGreaterThan(1);
  });

  it('the refund answer names the support e-mail', () => {
    const refund = FAQ.find((f) => /reembolso/i.test(f.pergunta))!;
    expect(faqResposta(refund, 'ajuda@exemplo.com.br')).toContain('ajuda@exemplo.com.br');
  });

  // SPEC §2.10 names them 'Avaliação de Plausibilidade', 'Quesitos Complementares', 'Assistência Técnica e Diligência';
  // issue 28 item 10 gives each phase one name everywhere: SPEC §3's, declared in lib/domain/fases.
  it('has the three phases of SPEC §2.10 with the one name each phase has everywhere', () => {
    expect(FASES_PROCESSO.map((f) => `${f.titulo} ${f.nome}`)).toEqual([
      'Fase 1 Resumo do processo',
      'Fase 2 Elaboração de Quesitos',
      'Fase 3 Presença Técnica',
    ]);
  });
});

describe('PDF user manual', () => {
  it('is a real PDF with pages of pt-BR text from the content', async () => {
    const pdf = await renderManualPdf({ version: '9.9.9' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { count, texts } = pdfPages(pdf);
    expect(count).toBeGreaterThanOrEqual(2);
    const all = texts.join(' ').replace(/\s+/g, ' ');
    expect(all).toContain('Perícia Médica Judicial');
    expect(all).toContain(MANUAL.titulo);
    expect(all).toContain('Versão 9.9.9');
    expect(all).toContain('Fase 1: Resumo do processo');
    expect(all).not.toContain('Avaliação de Plausibilidade');
    expect(all).toContain('Atenção: Impugnações pendentes');
    expect(all).toContain('Como solicito reembolso?');
    expect(all).not.toContain('{email}');
    expect(all).toMatch(/página 1 de \d/);
  });

  it('keeps real spaces between words (no justified lines whose words only sit apart)', async () => {
    const pdf = await renderManualPdf({ version: '1.0.0' });
    const glyphs = pdfPages(pdf, { glyphsOnly: true }).texts.join('\n');
    expect(glyphs).toContain('Acesse a página de login, informe o e-mail e a senha cadastrados');
    expect(glyphs).toContain('o menu lateral mostra apenas as telas do seu perfil');
    // No run of 40 letters without a space: that is what words glued together look like.
    expect(glyphs).not.toMatch(/[A-Za-zÀ-ÿ,.]{40}/);
  });

  it('is deterministic (same content, same bytes)', async () => {
    const [a, b] = await Promise.all([renderManualPdf({ version: '1.0.0' }), renderManualPdf({ version: '1.0.0' })]);
    expect(a.equals(b)).toBe(true);
  });
});
