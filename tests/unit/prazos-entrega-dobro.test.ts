import { describe, expect, it } from 'vitest';
import { contarPrazoCorridos, subtrairDiasUteis } from '@/lib/domain/prazos';
import {
  ajustarEntrega,
  contarPrazoProcessual,
  descreverRegra,
  dobraPrazo,
  fimDoPrazo,
  limiteEntrega,
  mensagemLembrete,
  regraDoPrazo,
  rotuloPrazo,
  SERVICO_PRAZO,
} from '@/lib/domain/prazos-processo';
import { prazoContestacao } from '@/lib/domain/trabalho';

describe('service delivery before the deadline it feeds (issue 28 item 3)', () => {
  it('quesitos feed art. 465 §1; the parecer and the impugnação feed art. 477 §1; the summary none', () => {
    expect(SERVICO_PRAZO).toEqual({ 2: 'art465', 3: 'art477', 4: 'art477' });
    expect(SERVICO_PRAZO[1]).toBeUndefined();
  });

  it('an art. 465 deadline ending Tue 08/12/2026 puts the delivery on Fri 04/12/2026 (2 dias úteis before)', () => {
    // Intimação Mon 16 Nov 2026; Fri 20 Nov is a national holiday (Lei 14.759/23): day 15 is Tue 8 Dec.
    expect(fimDoPrazo('art465', '2026-11-16')).toBe('2026-12-08');
    expect(limiteEntrega('2026-12-08')).toBe('2026-12-04');
    // The date the case showed (21/12/2026) moves to the limit.
    expect(ajustarEntrega('2026-12-21', { fim: '2026-12-08', limite: '2026-12-04' }, '2026-11-20')).toEqual({ dataEntrega: '2026-12-04', alerta: false });
  });

  it('counts back over holidays, the recess and closures of the case calendar', () => {
    // Fri 4 Dec 2026 → Thu 3, Wed 2.
    expect(subtrairDiasUteis('2026-12-04', 2)).toBe('2026-12-02');
    // Mon 23 Nov 2026: Fri 20 is a holiday → Thu 19, Wed 18.
    expect(limiteEntrega('2026-11-23')).toBe('2026-11-18');
    // Thu 21 Jan 2027: 20 Dec–20 Jan is the recess → Fri 18 Dec, Thu 17 Dec.
    expect(limiteEntrega('2027-01-21')).toBe('2026-12-17');
    // Federal: Tue 8 Dec is a Lei 5.010/66 holiday → Wed 9 Dec back: Mon 7, Fri 4.
    expect(limiteEntrega('2026-12-09', { justica: 'federal' })).toBe('2026-12-04');
    const suspensoes = [{ dataInicio: '2026-12-07', dataFim: '2026-12-07', tribunal: '8.26', comarca: null, descricao: 'Suspensão' }];
    expect(limiteEntrega('2026-12-08', { tribunal: '8.26', suspensoes })).toBe('2026-12-03');
  });

  it('keeps an earlier date, and warns when the limit has passed', () => {
    const prazo = { fim: '2026-12-08', limite: '2026-12-04' };
    expect(ajustarEntrega('2026-12-01', prazo, '2026-11-20')).toEqual({ dataEntrega: '2026-12-01', alerta: false });
    expect(ajustarEntrega('2026-12-21', prazo, '2026-12-04')).toEqual({ dataEntrega: '2026-12-04', alerta: false });
    // Mon 7 Dec: only one business day is left: warned, and the date is never after the deadline's end.
    expect(ajustarEntrega('2026-12-21', prazo, '2026-12-07')).toEqual({ dataEntrega: '2026-12-08', alerta: true });
    // Issue 34 item 3: the limit (Fri 4 Dec) passed on a Saturday: due on the next business day, Mon 7 Dec, urgent —
    // not on the deadline's last day, and never on a Sunday that happened to be the old date.
    expect(ajustarEntrega('2026-12-21', prazo, '2026-12-05')).toEqual({ dataEntrega: '2026-12-07', alerta: true });
    expect(ajustarEntrega('2026-12-06', prazo, '2026-12-05')).toEqual({ dataEntrega: '2026-12-07', alerta: true });
    // Art. 477 §1 ending Tue 08/12/2026 in the Justiça Federal (08/12 is its holiday: the end moves to Wed 09/12).
    expect(ajustarEntrega('2027-01-14', { fim: '2026-12-09', limite: '2026-12-07' }, '2026-12-05', { justica: 'federal' })).toEqual({ dataEntrega: '2026-12-07', alerta: false });
  });
});

describe('prazo em dobro (CPC arts. 180, 183, 186)', () => {
  it('15 dias úteis become 30', () => {
    // Intimação Mon 3 Aug 2026: day 15 is Mon 24 Aug; day 30 is Tue 15 Sep (Mon 7 Sep is a holiday).
    expect(fimDoPrazo('art465', '2026-08-03')).toBe('2026-08-24');
    expect(fimDoPrazo('art465', '2026-08-03', {}, true)).toBe('2026-09-15');
    expect(fimDoPrazo('art477', '2026-08-03', {}, true)).toBe('2026-09-15');
    expect(prazoContestacao('2026-08-03', {}, true)).toBe('2026-09-15');
    // Intimação Mon 16 Nov 2026, doubled: 30 dias úteis cross the recess and end Fri 29 Jan 2027.
    expect(fimDoPrazo('art465', '2026-11-16', {}, true)).toBe('2027-01-29');
  });

  it('doubles the client’s deadlines when the client’s side is privileged, never the perito’s art. 466 notice', () => {
    const cliente = (p: 'inss' | 'fazenda_publica' | 'defensoria' | 'ministerio_publico') => ({ ladoCliente: 'requerido' as const, privilegioRequerente: null, privilegioRequerido: p });
    expect(dobraPrazo('art465', cliente('inss'))).toBe(true);
    expect(dobraPrazo('art477', cliente('fazenda_publica'))).toBe(true);
    expect(dobraPrazo('manual', cliente('defensoria'))).toBe(true);
    expect(dobraPrazo('art466', cliente('ministerio_publico'))).toBe(false);
    expect(dobraPrazo('art465', null)).toBe(false);
  });

  it('the rule of a stored deadline', () => {
    expect(regraDoPrazo({ tipo: 'art477', dias: null, contagem: null }, { ladoCliente: 'requerente', privilegioRequerente: 'inss', privilegioRequerido: null })).toEqual({ dias: 15, contagem: 'uteis', emDobro: true });
    expect(regraDoPrazo({ tipo: 'manual', dias: 10, contagem: 'corridos' }, null)).toEqual({ dias: 10, contagem: 'corridos', emDobro: false });
    expect(descreverRegra({ dias: 15, contagem: 'uteis', emDobro: true })).toBe('30 dias úteis (em dobro)');
    expect(descreverRegra({ dias: 10, contagem: 'corridos', emDobro: false })).toBe('10 dias corridos');
  });
});

describe('manual deadlines', () => {
  it('dias corridos: from the day after the intimação, an end on a weekend moves to Monday (art. 224 §1)', () => {
    expect(contarPrazoCorridos('2026-08-03', 10).fim).toBe('2026-08-13');
    // Wed 5 Aug + 10 = Sat 15 Aug → Mon 17 Aug.
    expect(contarPrazoCorridos('2026-08-05', 10).fim).toBe('2026-08-17');
    // An intimação on Saturday 1 Aug counts as made on Monday 3 Aug.
    expect(contarPrazoCorridos('2026-08-01', 10).fim).toBe('2026-08-13');
    // Doubled: 20 corridos from Mon 3 Aug = Sun 23 Aug → Mon 24 Aug.
    expect(contarPrazoProcessual('2026-08-03', { dias: 10, contagem: 'corridos', emDobro: true }).fim).toBe('2026-08-24');
  });

  it('dias úteis, doubled or not', () => {
    expect(contarPrazoProcessual('2026-08-03', { dias: 5, contagem: 'uteis', emDobro: false }).fim).toBe('2026-08-10');
    expect(contarPrazoProcessual('2026-08-03', { dias: 5, contagem: 'uteis', emDobro: true }).fim).toBe('2026-08-17');
  });

  it('is named and reminded by its description', () => {
    expect(rotuloPrazo('manual', 'Réplica à contestação')).toBe('Prazo manual: Réplica à contestação');
    expect(rotuloPrazo('art465', null)).toBe('Quesitos e assistente técnico (CPC art. 465 §1º)');
    expect(mensagemLembrete({ kind: 'd2', tipo: 'manual', descricao: 'Réplica', dataAlvo: '2026-08-13', numero: null }, '2026-08-11')).toBe(
      'Processo sem número: prazo "Prazo manual: Réplica" vence em 2 dias (13/08/2026).',
    );
  });
});

describe("DJEN 'Iniciar prazo' preview with prazo em dobro", () => {
  it('announces the art. 477 deadline the click will open: simple against the INSS, doubled when the client is the INSS', async () => {
    const { previsaoIniciarPrazo } = await import('@/lib/domain/tribunais/iniciar-prazo');
    const p = { tipoComunicacao: 'Intimação', dataPublicacao: '2026-08-03', prazoIniciado: false };
    expect(previsaoIniciarPrazo(p, { etapa: 'em_andamento', ladoCliente: 'requerente', privilegioRequerente: null, privilegioRequerido: 'inss' }, '2026-08-10')).toMatchObject({
      fim: '2026-08-24',
      texto: 'Manifestação sobre o laudo, 15 dias úteis, de 04/08/2026 a 24/08/2026',
    });
    expect(previsaoIniciarPrazo(p, { etapa: 'em_andamento', ladoCliente: 'requerido', privilegioRequerente: null, privilegioRequerido: 'inss' }, '2026-08-10')).toEqual({
      podeIniciar: true,
      tipo: 'art477',
      proposta: false,
      inicio: '2026-08-04',
      fim: '2026-09-15',
      texto: 'Manifestação sobre o laudo, 30 dias úteis (em dobro), de 04/08/2026 a 15/09/2026',
    });
  });
});

describe('Trabalho: what is left of a deadline, in dias úteis (issue 34 item 3)', () => {
  it('counts business days after today up to the end', async () => {
    const { diasUteisRestantes, textoRestante } = await import('@/lib/domain/prazos-processo');
    // Wed 18 Nov 2026 to Tue 24 Nov: Thu 19, (Fri 20 holiday), Mon 23, Tue 24 = 3.
    expect(diasUteisRestantes('2026-11-18', '2026-11-24')).toBe(3);
    expect(textoRestante('2026-11-18', '2026-11-24')).toBe('faltam 3 dias úteis');
    expect(textoRestante('2026-11-18', '2026-11-19')).toBe('falta 1 dia útil');
    expect(textoRestante('2026-11-18', '2026-11-18')).toBe('vence hoje');
    expect(textoRestante('2026-11-18', '2026-11-16')).toBe('vencido há 2 dias');
    // Federal: 8 Dec is a holiday of Lei 5.010/66.
    expect(diasUteisRestantes('2026-12-04', '2026-12-09', { justica: 'federal' })).toBe(2);
    expect(diasUteisRestantes('2026-12-04', '2026-12-09')).toBe(3);
  });
});

describe("a service's delivery before its deadline is known (issue 34 item 3)", () => {
  it("is 'a definir' with the dias úteis after the intimação, not a made-up date", async () => {
    const { entregaADefinir } = await import('@/lib/domain/prazos-processo');
    const contraINSS = { ladoCliente: 'requerente' as const, privilegioRequerente: null, privilegioRequerido: 'inss' as const };
    expect(entregaADefinir(2, false, [], contraINSS)).toBe('a definir (13 dias úteis após a intimação)');
    expect(entregaADefinir(4, false, [{ tipo: 'art465' }], contraINSS)).toBe('a definir (13 dias úteis após a intimação)');
    expect(entregaADefinir(3, false, [], { ...contraINSS, ladoCliente: 'requerido' })).toBe('a definir (28 dias úteis após a intimação)');
    expect(entregaADefinir(4, false, [{ tipo: 'art477' }], contraINSS)).toBeNull();
    expect(entregaADefinir(1, false, [], contraINSS)).toBeNull();
    expect(entregaADefinir(2, true, [], contraINSS)).toBeNull();
  });
});
