import { describe, expect, it } from 'vitest';
import { AVISO_PACOTE_COMPLETO, FASES_LANDING } from '@/content/landing';
import { nomeFase, rotuloServico, rotuloServicoComArtigo } from '@/lib/domain/status';
import { SERVICOS } from '@/lib/validation/processo';

describe('one name per phase (issue 28 item 10)', () => {
  it('the landing and the wizard take each phase name from the domain', () => {
    expect(FASES_LANDING.map((f) => [f.rotulo, f.titulo])).toEqual([
      ['Fase 1', 'Resumo do processo'],
      ['Fase 2', 'Elaboração de Quesitos'],
      ['Fase 3', 'Presença Técnica'],
      ['Serviço Avulso', 'Impugnação'],
    ]);
    for (const f of FASES_LANDING) expect([f.rotulo, f.titulo]).toEqual([rotuloServico(f.n), nomeFase(f.n)]);
    expect(SERVICOS.map((s) => s.nome)).toEqual(FASES_LANDING.map((f) => `${f.rotulo} – ${f.titulo}`));
  });
  it('the service with its preposition agrees in gender', () => {
    expect([1, 2, 3, 4].map((f) => `Entrega ${rotuloServicoComArtigo(f)}`)).toEqual([
      'Entrega da Fase 1',
      'Entrega da Fase 2',
      'Entrega da Fase 3',
      'Entrega do Serviço Avulso',
    ]);
  });
  it('the landing says which justice types buy the full package (SPEC §5)', () => {
    expect(AVISO_PACOTE_COMPLETO).toBe(
      'Justiça Estadual, Justiça Cível, Juizados Especiais, Justiça Militar e Justiça Eleitoral: o serviço é o pacote completo, com as quatro fases. Justiça Federal e Justiça do Trabalho: contrate a fase de que o processo precisa agora ou acompanhe o caso do início ao fim.',
    );
  });
});

describe('words of the templates and the wizard (issue 28 item 10)', () => {
  it("the anticipation hint never says 'Até 0 dias úteis'", async () => {
    const { dicaAntecipacao } = await import('@/lib/domain/pricing');
    expect(dicaAntecipacao(0, 'R$ 50,00')).toBe('Selecione um serviço para poder antecipar a entrega (até 8 dias úteis por serviço, R$ 50,00 por dia).');
    expect(dicaAntecipacao(8, 'R$ 50,00')).toBe('Até 8 dias úteis (8 por serviço), R$ 50,00 por dia.');
    expect(dicaAntecipacao(16, 'R$ 50,00')).toBe('Até 16 dias úteis (8 por serviço), R$ 50,00 por dia.');
  });
  it("the templates say 'Comarca: Rio de Janeiro', never 'Comarca de Rio de Janeiro'", async () => {
    const { modeloEntrega, textoDoDocumento } = await import('@/lib/domain/entregas');
    const caso = { numero: null, comarca: 'Rio de Janeiro', vara: '3ª Vara Cível', requerente: 'A', requerido: 'B', quesitos: [] };
    for (const fase of [1, 2, 3, 4]) {
      const texto = textoDoDocumento(modeloEntrega(fase, caso));
      expect(texto).not.toContain('Comarca de');
      expect(texto).toContain('Comarca: Rio de Janeiro');
    }
    expect(textoDoDocumento(modeloEntrega(2, caso))).toContain('Excelentíssimo(a) Senhor(a) Doutor(a) Juiz(a) da 3ª Vara Cível – Comarca: Rio de Janeiro');
    expect(textoDoDocumento(modeloEntrega(1, caso))).toContain('Juízo: 3ª Vara Cível\nComarca: Rio de Janeiro');
  });
});
