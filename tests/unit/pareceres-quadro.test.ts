import { describe, expect, it } from 'vitest';
import { errosDatasQuadro, MSG_DATA_FUTURA, MSG_DII_ANTES_DID } from '@/lib/domain/pareceres/quadro';
import { quadroPericialSchema } from '@/lib/validation/quadro-pericial';

const HOJE = '2026-11-28';
const q = (did: string | null, dii: string | null, justificativa: string | null = null) => ({ did: { data: did }, dii: { data: dii, justificativa } });

describe('quadro pericial: DID and DII rules', () => {
  it('accepts DII on or after DID, and unknown dates', () => {
    expect(errosDatasQuadro(q('2021-03-02', '2023-04-10'), HOJE)).toEqual([]);
    expect(errosDatasQuadro(q('2023-04-10', '2023-04-10'), HOJE)).toEqual([]);
    expect(errosDatasQuadro(q(null, '2023-04-10'), HOJE)).toEqual([]);
    expect(errosDatasQuadro(q(null, null), HOJE)).toEqual([]);
  });

  it('DII before DID needs a written reason (blank is no reason)', () => {
    expect(errosDatasQuadro(q('2023-04-10', '2023-04-09'), HOJE)).toEqual([{ campo: 'dii.justificativa', mensagem: MSG_DII_ANTES_DID }]);
    expect(errosDatasQuadro(q('2023-04-10', '2023-04-09', '   '), HOJE)).toHaveLength(1);
    expect(errosDatasQuadro(q('2023-04-10', '2023-04-09', 'Acidente anterior ao diagnóstico formal.'), HOJE)).toEqual([]);
  });

  it('DID and DII may be today but not in the future', () => {
    expect(errosDatasQuadro(q(HOJE, HOJE), HOJE)).toEqual([]);
    expect(errosDatasQuadro(q('2026-11-29', '2026-11-30'), HOJE)).toEqual([
      { campo: 'did.data', mensagem: MSG_DATA_FUTURA },
      { campo: 'dii.data', mensagem: MSG_DATA_FUTURA },
    ]);
  });

  it('the schema: DCB may be in the future, CID codes come back with the dot, bad citations are refused', () => {
    const base = {
      diagnosticos: [{ cid: 'm545', descricao: 'Dor lombar baixa' }],
      did: { data: '2021-03-02', criterio: 'RM', fontes: [{ documentoId: 3, pagina: 12 }] },
      dii: { data: '2023-04-10', criterio: 'Atestado', fontes: [{ referencia: 'Atestado, fl. 32' }] },
      incapacidade: { grau: 'parcial' },
      dcbSugerida: '2099-01-31',
      nexo: 'concausal',
    };
    const ok = quadroPericialSchema.safeParse(base);
    expect(ok.success).toBe(true);
    expect(ok.data?.diagnosticos[0].cid).toBe('M54.5');
    expect(ok.data?.incapacidade).toEqual({ grau: 'parcial', duracao: null, abrangencia: null });
    expect(ok.data?.dii.justificativa).toBeNull();
    for (const ruim of [
      { ...base, diagnosticos: [{ cid: 'XYZ', descricao: 'x' }] },
      { ...base, did: { ...base.did, fontes: [{ documentoId: 3 }] } },
      { ...base, did: { ...base.did, fontes: [{ referencia: ' ' }] } },
      { ...base, did: { ...base.did, data: '2021-02-30' } },
      { ...base, incapacidade: { grau: 'muita' } },
      { ...base, nexo: 'talvez' },
      { ...base, did: { ...base.did, data: '2099-01-01' } },
    ]) {
      expect(quadroPericialSchema.safeParse(ruim).success, JSON.stringify(ruim)).toBe(false);
    }
  });
});
