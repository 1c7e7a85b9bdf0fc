import { describe, expect, it } from 'vitest';
import {
  PRIVACIDADE_VERSAO,
  TERMOS_VERSAO,
  camposAlterados,
  consentimentosPendentes,
  descreverAlteracao,
  diasRestantes,
  formatValorCampo,
  prazoResposta,
  rotuloPrazo,
} from '@/lib/domain/lgpd';

describe('consent', () => {
  it('asks for every document whose current version was not accepted', () => {
    expect(consentimentosPendentes([])).toEqual(['termos', 'privacidade']);
    expect(
      consentimentosPendentes([
        { documento: 'termos', versao: TERMOS_VERSAO },
        { documento: 'privacidade', versao: PRIVACIDADE_VERSAO },
      ]),
    ).toEqual([]);
  });
  it('an older version, or a revoked acceptance, does not count', () => {
    const vigentes = { termos: '2027-01', privacidade: PRIVACIDADE_VERSAO };
    expect(
      consentimentosPendentes(
        [
          { documento: 'termos', versao: TERMOS_VERSAO },
          { documento: 'privacidade', versao: PRIVACIDADE_VERSAO },
        ],
        vigentes,
      ),
    ).toEqual(['termos']);
    expect(consentimentosPendentes([{ documento: 'termos', versao: TERMOS_VERSAO, revogadoEm: new Date() }, { documento: 'privacidade', versao: PRIVACIDADE_VERSAO }])).toEqual(['termos']);
  });
});

describe('requests: 15 days (art. 19)', () => {
  it('the limit is 15 calendar days after the São Paulo date of the request', () => {
    expect(prazoResposta(new Date('2026-03-10T12:00:00Z'))).toBe('2026-03-25');
    // 01:00 UTC on the 11th is still the 10th in São Paulo.
    expect(prazoResposta(new Date('2026-03-11T01:00:00Z'))).toBe('2026-03-25');
  });
  it('days left and their label', () => {
    const agora = new Date('2026-03-20T15:00:00Z');
    expect(diasRestantes('2026-03-25', agora)).toBe(5);
    expect(rotuloPrazo('2026-03-25', agora)).toBe('Faltam 5 dias');
    expect(rotuloPrazo('2026-03-21', agora)).toBe('Falta 1 dia');
    expect(rotuloPrazo('2026-03-20', agora)).toBe('Vence hoje');
    expect(rotuloPrazo('2026-03-18', agora)).toBe('Atrasada há 2 dias');
  });
});

describe('field-level history', () => {
  it('money, codes, dates and booleans are shown as people read them', () => {
    expect(descreverAlteracao({ campo: 'valorCausaCentavos', antes: '4000000', depois: '4500050' }).replace(/\u00a0/g, ' ')).toBe(
      'Valor da causa: R$ 40.000,00 → R$ 45.000,50',
    );
    expect(descreverAlteracao({ campo: 'valorCausaCentavos', antes: null, depois: '150075' }).replace(/\u00a0/g, ' ')).toBe('Valor da causa: (vazio) → R$ 1.500,75');
    // Rows recorded before 'Valor da causa' became centavos hold the text as typed.
    expect(descreverAlteracao({ campo: 'valorCausa', antes: '40000', depois: '45.000,00' }).replace(/\u00a0/g, ' ')).toBe('Valor da causa: R$ 40.000,00 → R$ 45.000,00');
    expect(formatValorCampo('valorCausa', 'a definir')).toBe('a definir');
    expect(descreverAlteracao({ campo: 'tipoAcao', antes: 'danos_morais', depois: 'outros' })).toBe('Tipo de ação: Danos Morais → Outros');
    expect(descreverAlteracao({ campo: 'situacao', antes: 'pendente', depois: 'em_analise' })).toBe('Situação: Pendente → Em análise');
    expect(descreverAlteracao({ campo: 'role', antes: 'advogado', depois: 'medico' })).toBe('Perfil: Advogado → Médico Perito');
    expect(descreverAlteracao({ campo: 'ativo', antes: 'true', depois: 'false' })).toBe('Ativo: Sim → Não');
    expect(descreverAlteracao({ campo: 'creditos', antes: '0', depois: '5', motivo: 'Alteração via API (sem motivo informado)' })).toBe(
      'Créditos: 0 → 5 (motivo: Alteração via API (sem motivo informado))',
    );
    expect(descreverAlteracao({ campo: 'dataDistribuicao', antes: '2026-01-05', depois: null })).toBe('Data de distribuição: 05/01/2026 → (vazio)');
    expect(formatValorCampo('totalCentavos', '123456').replace(/\u00a0/g, ' ')).toBe('R$ 1.234,56');
    expect(formatValorCampo('campoDesconhecido', 'x')).toBe('x');
    // Issue 34: raw codes never shown (the audit page shows 'INSS', not 'inss').
    expect(descreverAlteracao({ campo: 'privilegioRequerido', antes: null, depois: 'inss' })).toBe('Privilégio de prazo do requerido: (vazio) → INSS');
    expect(descreverAlteracao({ campo: 'prazoEmDobro', antes: 'fazenda_publica', depois: null })).toBe('Parte com prazo em dobro: Fazenda Pública → (vazio)');
    expect(descreverAlteracao({ campo: 'ladoCliente', antes: 'requerente', depois: 'requerido' })).toBe('Lado do cliente: Requerente → Requerido');
  });
  it('only fields present in the new values and actually different are recorded', () => {
    expect(
      camposAlterados({ comarca: 'Rio', valorCausa: '40000', ativo: true, creditos: 3 }, { comarca: 'Rio', valorCausa: '45000', ativo: false, outro: undefined }),
    ).toEqual([
      { campo: 'valorCausa', antes: '40000', depois: '45000' },
      { campo: 'ativo', antes: 'true', depois: 'false' },
    ]);
    expect(camposAlterados({ descricao: 'x' }, { descricao: null })).toEqual([{ campo: 'descricao', antes: 'x', depois: null }]);
    expect(camposAlterados({ a: 1, b: 2 }, { a: 2, b: 3 }, ['b'])).toEqual([{ campo: 'b', antes: '2', depois: '3' }]);
  });
});
