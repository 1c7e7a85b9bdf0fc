import { describe, expect, it } from 'vitest';
import { inviteFormSchema, inviteSchema, MSG_SELECIONE_PERFIL, userEditFormSchemaFor } from '@/lib/validation/users';

describe("the admin's user dialogs (issue 28 item 7)", () => {
  it('the invite form has no role until one is chosen: its absence is a Portuguese error; the API keeps its own message', () => {
    const r = inviteFormSchema.safeParse({ nome: 'Ana Lima', email: 'ana@exemplo.com.br', role: '' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['role', MSG_SELECIONE_PERFIL]]);
    expect(MSG_SELECIONE_PERFIL).toBe('Selecione o perfil do usuário convidado.');
    expect(inviteFormSchema.safeParse({ nome: 'Ana Lima', email: 'ana@exemplo.com.br', role: 'medico' }).success).toBe(true);
    expect(inviteSchema.safeParse({ nome: 'Ana Lima', email: 'ana@exemplo.com.br', role: '' }).error?.issues[0].message).toBe(
      'Perfil inválido: use admin, medico ou advogado.',
    );
  });
  it('deactivating needs a reason (5+ characters) like a change of créditos; reactivating or other edits do not', () => {
    const ativo = userEditFormSchemaFor(3, true);
    const base = { role: 'advogado', creditos: '3', ativo: true, motivo: '' } as const;
    expect(ativo.safeParse(base).success).toBe(true);
    expect(ativo.safeParse({ ...base, ativo: false }).error?.issues.map((i) => i.message)).toEqual([
      'Informe o motivo da desativação, com pelo menos 5 caracteres.',
    ]);
    expect(ativo.safeParse({ ...base, ativo: false, motivo: 'Saiu do escritório' }).success).toBe(true);
    expect(ativo.safeParse({ ...base, creditos: '5' }).error?.issues.map((i) => i.message)).toEqual([
      'Informe o motivo da alteração de créditos, com pelo menos 5 caracteres.',
    ]);
    expect(userEditFormSchemaFor(3, false).safeParse({ ...base, ativo: true }).success).toBe(true);
  });
});
