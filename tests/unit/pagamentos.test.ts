import { describe, expect, it } from 'vitest';
import { divergencia, isPago, itensDoProcesso, retornoDoStatus, statusFromProvider } from '@/lib/domain/pagamentos';
import { reaisToCentavos } from '@/lib/domain/money';

describe('statusFromProvider', () => {
  it.each([
    ['approved', 'aprovado'],
    ['rejected', 'rejeitado'],
    ['cancelled', 'cancelado'],
    ['refunded', 'reembolsado'],
    ['charged_back', 'estornado'],
    ['pending', 'pendente'],
    ['in_process', 'pendente'],
    ['authorized', 'pendente'],
    ['in_mediation', 'pendente'],
  ])('%s → %s', (provider, ours) => {
    expect(statusFromProvider(provider)).toBe(ours);
  });
});

describe('divergencia', () => {
  const esperado = { referencia: 'ref-1', valorCentavos: 85_000, moeda: 'BRL' };
  const ok = { id: '1', status: 'approved', externalReference: 'ref-1', amountCentavos: 85_000, currency: 'BRL', method: 'pix' };
  it('matches when reference, amount and currency agree', () => {
    expect(divergencia(esperado, ok)).toBeNull();
  });
  it('names what does not match', () => {
    expect(divergencia(esperado, { ...ok, externalReference: 'outra' })).toBe('Referência do pagamento não confere.');
    expect(divergencia(esperado, { ...ok, currency: 'USD' })).toBe('Moeda recebida (USD) diferente da cobrada (BRL).');
    expect(divergencia(esperado, { ...ok, amountCentavos: 84_999 })).toBe(
      'Valor recebido (84999 centavos) diferente do cobrado (85000 centavos).',
    );
  });
});

describe('reaisToCentavos', () => {
  it('rounds the provider decimal without float drift', () => {
    expect(reaisToCentavos(10.1)).toBe(1010);
    expect(reaisToCentavos(1234.56)).toBe(123_456);
    expect(reaisToCentavos(0.29)).toBe(29);
    expect(reaisToCentavos(10_500)).toBe(1_050_000);
  });
});

describe('itensDoProcesso (SPEC §9 prices)', () => {
  it('Federal: one item per phase, plus anticipation at R$ 50 a day', () => {
    expect(itensDoProcesso('federal', [1, 2, 3, 4], 3)).toEqual([
      { id: 'fase-1', title: 'Fase 1: Resumo do processo', quantity: 1, unitPriceCentavos: 65_000 },
      { id: 'fase-2', title: 'Fase 2: Elaboração de Quesitos', quantity: 1, unitPriceCentavos: 20_000 },
      { id: 'fase-3', title: 'Fase 3: Presença Técnica', quantity: 1, unitPriceCentavos: 200_000 },
      { id: 'fase-4', title: 'Serviço Avulso: Impugnação', quantity: 1, unitPriceCentavos: 160_000 },
      { id: 'antecipacao', title: 'Antecipação de 3 dia(s) útil(eis)', quantity: 1, unitPriceCentavos: 15_000 },
    ]);
  });
  it('fixed-phase justice types: the R$ 10.500 package as one item', () => {
    expect(itensDoProcesso('estadual', [1, 2, 3, 4], 0)).toEqual([
      { id: 'pacote', title: 'Pacote completo de assistência técnica', quantity: 1, unitPriceCentavos: 1_050_000 },
    ]);
  });
});

describe('isPago', () => {
  it('only pendente is unpaid', () => {
    expect(isPago('pendente')).toBe(false);
    expect(isPago('em_analise')).toBe(true);
    expect(isPago('aprovado')).toBe(true);
    expect(isPago('concluido')).toBe(true);
  });
});

describe('retornoDoStatus (issue 28 item 5: the return pages show only what was recorded)', () => {
  it('approved → success; rejected or cancelled → failure; pending → pending; anything else or nothing → neutral', () => {
    expect(retornoDoStatus('aprovado')).toBe('aprovado');
    expect(retornoDoStatus('rejeitado')).toBe('rejeitado');
    expect(retornoDoStatus('cancelado')).toBe('rejeitado');
    expect(retornoDoStatus('pendente')).toBe('pendente');
    for (const s of ['reembolsado', 'estornado', 'substituido', null, undefined] as const) expect(retornoDoStatus(s)).toBe('neutro');
  });
});
