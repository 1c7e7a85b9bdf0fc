import { describe, expect, it } from 'vitest';
import { PARTES_PRAZO_EM_DOBRO, PRAZO_TIPOS } from '@/lib/domain/labels';
import {
  frasePrazoEmDobro,
  partesComParteContraria,
  PARTES_PADRAO,
  privilegioDaParteContraria,
  privilegioDoCliente,
  type PartesDoCaso,
} from '@/lib/domain/partes-prazo';
import { contarPrazoProcessual, dobraPrazo, regraDoPrazo } from '@/lib/domain/prazos-processo';

/** Issue 34 item 1: CPC arts. 180, 183, 186 double only the privileged party's own deadlines. */

const contraINSS: PartesDoCaso = { ladoCliente: 'requerente', privilegioRequerente: null, privilegioRequerido: 'inss' };

describe('doubling by side', () => {
  for (const priv of PARTES_PRAZO_EM_DOBRO) {
    for (const tipo of PRAZO_TIPOS) {
      it(`${priv}, ${tipo}: doubled only when the client's side has it (never art. 466)`, () => {
        const doCliente: PartesDoCaso = { ladoCliente: 'requerido', privilegioRequerente: null, privilegioRequerido: priv };
        const daContraria: PartesDoCaso = { ladoCliente: 'requerente', privilegioRequerente: null, privilegioRequerido: priv };
        const clienteRequerente: PartesDoCaso = { ladoCliente: 'requerente', privilegioRequerente: priv, privilegioRequerido: null };
        expect(dobraPrazo(tipo, doCliente)).toBe(tipo !== 'art466');
        expect(dobraPrazo(tipo, clienteRequerente)).toBe(tipo !== 'art466');
        expect(dobraPrazo(tipo, daContraria)).toBe(false);
      });
    }
  }

  it('the issue’s case: a lawyer of the insured person against the INSS, federal case, intimação Thu 19 Nov 2026', () => {
    const federal = { justica: 'federal' as const };
    // Simple: 15 dias úteis (20/11 national holiday, 08/12 Lei 5.010/66) end Mon 14 Dec 2026, before the recess.
    const simples = regraDoPrazo({ tipo: 'art465', dias: null, contagem: null }, contraINSS);
    expect(simples.emDobro).toBe(false);
    expect(contarPrazoProcessual('2026-11-19', simples, federal).fim).toBe('2026-12-14');
    // The defect found on the demo: the lawyer's own deadline doubled, due Thu 04 Feb 2027.
    const dobrado = regraDoPrazo({ tipo: 'art465', dias: null, contagem: null }, { ...contraINSS, ladoCliente: 'requerido' });
    expect(dobrado.emDobro).toBe(true);
    expect(contarPrazoProcessual('2026-11-19', dobrado, federal).fim).toBe('2027-02-04');
  });

  it('both sides privileged: the client’s own privilege decides', () => {
    const ambos: PartesDoCaso = { ladoCliente: 'requerente', privilegioRequerente: 'defensoria', privilegioRequerido: 'inss' };
    expect(dobraPrazo('art477', ambos)).toBe(true);
    expect(privilegioDoCliente(ambos)).toBe('defensoria');
    expect(privilegioDaParteContraria(ambos)).toBe('inss');
  });
});

describe('the older prazo-em-dobro call and the sentence', () => {
  it('reads `parte` as the privilege of the side opposite the client, keeping the client’s side', () => {
    expect(partesComParteContraria(PARTES_PADRAO, 'inss')).toEqual(contraINSS);
    expect(partesComParteContraria({ ladoCliente: 'requerido', privilegioRequerente: null, privilegioRequerido: 'inss' }, 'defensoria')).toEqual({
      ladoCliente: 'requerido',
      privilegioRequerente: 'defensoria',
      privilegioRequerido: 'inss',
    });
    expect(partesComParteContraria(contraINSS, null)).toEqual(PARTES_PADRAO);
  });

  it('says whose deadline is doubled in the issue’s words', () => {
    expect(frasePrazoEmDobro(contraINSS)).toBe('Prazo simples: a parte com prazo em dobro é a parte contrária (INSS).');
    expect(frasePrazoEmDobro(PARTES_PADRAO)).toBe('Prazo simples: nenhuma parte com prazo em dobro.');
    expect(frasePrazoEmDobro({ ladoCliente: 'requerido', privilegioRequerente: null, privilegioRequerido: 'fazenda_publica' })).toBe(
      'Prazo em dobro: o cliente do escritório (requerido) é Fazenda Pública (CPC art. 183).',
    );
    expect(frasePrazoEmDobro({ ladoCliente: 'requerente', privilegioRequerente: 'ministerio_publico', privilegioRequerido: null })).toBe(
      'Prazo em dobro: o cliente do escritório (requerente) é Ministério Público (CPC art. 180).',
    );
  });
});
