import { describe, expect, it } from 'vitest';
import { serverFieldErrors } from '@/components/forms/api-form-submit';
import { MSG_FASE2_SEM_FASE1 } from '@/lib/domain/proposta';
import { MSG_QUANTIDADE, orcamentoSchema, type OrcamentoValues } from '@/lib/validation/orcamento';
import { MSG_VALOR_PROPOSTA, geradorSchema, type GeradorValues } from '@/lib/validation/proposta';
import { userEditFormSchemaFor } from '@/lib/validation/users';

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('serverFieldErrors (the form hook puts the server’s per-field messages on the form’s fields)', () => {
  it('keeps the form’s own top-level fields, the first message of a path, and drops empty ones', () => {
    expect(
      serverFieldErrors(
        { url: 'Link inválido', 'fasesSelecionadas.1': 'Serviço inválido.', 'fasesSelecionadas.2': 'outro', token: 'Link expirado', titulo: '' },
        ['url', 'titulo', 'fasesSelecionadas'],
      ),
    ).toEqual([
      ['url', 'Link inválido'],
      ['fasesSelecionadas', 'Serviço inválido.'],
    ]);
    expect(serverFieldErrors({}, ['url'])).toEqual([]);
  });
});

describe('geradorSchema (/gerador)', () => {
  const base: GeradorValues = { nomeAdvogado: '', nomeCliente: '', numeroProcesso: '', parteContraria: '', valorVista: '', valorParcelado: '', fases: [1], antecipacao: 0 };
  it('accepts empty amounts (the price table) and amounts parseValor reads', () => {
    expect(geradorSchema.safeParse({ ...base, valorVista: '2.850,00', valorParcelado: 'R$ 3000' }).success).toBe(true);
    expect(geradorSchema.safeParse(base).success).toBe(true);
  });
  it('refuses other amounts, phase 2 without phase 1 and more anticipation than 8 per phase, with the page’s messages', () => {
    expect(issues(geradorSchema.safeParse({ ...base, valorVista: 'abc' }))).toEqual({ valorVista: MSG_VALOR_PROPOSTA });
    expect(issues(geradorSchema.safeParse({ ...base, fases: [2] }))).toEqual({ fases: MSG_FASE2_SEM_FASE1 });
    expect(issues(geradorSchema.safeParse({ ...base, fases: [1, 3], antecipacao: 17 }))).toEqual({ antecipacao: 'De 0 a 16 dias úteis.' });
    expect(issues(geradorSchema.safeParse({ ...base, nomeCliente: 'x'.repeat(121) }))).toEqual({ nomeCliente: 'Máximo de 120 caracteres.' });
  });
});

describe('orcamentoSchema (Orçamentos e Contratações)', () => {
  const base: OrcamentoValues = {
    justica: 'outros',
    pacote: 'corporativo',
    quantidade: '12',
    fases: [1, 2],
    pagamento: 'pix',
    nomeAdvogado: 'Dra. Ana',
    nomeCliente: '',
    numeroProcesso: '',
    parteContraria: '',
  };
  it('the Corporativo package needs a whole number of cases, at least 1; the others ignore the field', () => {
    expect(orcamentoSchema.safeParse(base).success).toBe(true);
    for (const quantidade of ['0', '', '2.5', '-1', 'dez']) {
      expect(issues(orcamentoSchema.safeParse({ ...base, quantidade }))).toEqual({ quantidade: MSG_QUANTIDADE });
    }
    expect(orcamentoSchema.safeParse({ ...base, pacote: 'duplo', quantidade: '' }).success).toBe(true);
  });
  it('refuses unknown choices and control characters in the proposal texts', () => {
    expect(orcamentoSchema.safeParse({ ...base, pagamento: 'cheque' }).success).toBe(false);
    expect(orcamentoSchema.safeParse({ ...base, nomeCliente: 'a\u0000b' }).success).toBe(false);
  });
});

describe('Editar usuário form (userEditFormSchemaFor): a change of créditos needs its reason', () => {
  const schema = userEditFormSchemaFor(2);
  const base = { role: 'advogado' as const, creditos: '2', ativo: true, motivo: '' };
  it('créditos unchanged: no reason asked', () => {
    expect(schema.safeParse(base).success).toBe(true);
    expect(schema.safeParse({ ...base, creditos: ' 2 ', ativo: false }).success).toBe(true);
  });
  it('créditos changed: at least 5 characters of reason, on the motivo field', () => {
    const msg = 'Informe o motivo da alteração de créditos, com pelo menos 5 caracteres.';
    expect(issues(schema.safeParse({ ...base, creditos: '5' }))).toEqual({ motivo: msg });
    expect(issues(schema.safeParse({ ...base, creditos: '0', motivo: '  abc  ' }))).toEqual({ motivo: msg });
    const ok = schema.safeParse({ ...base, creditos: '5', motivo: 'Pacote pago por transferência' });
    expect(ok.success && ok.data).toEqual({ role: 'advogado', creditos: 5, ativo: true, motivo: 'Pacote pago por transferência' });
  });
});
