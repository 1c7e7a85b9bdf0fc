import { describe, expect, it } from 'vitest';
import { adminChangeViolation } from '@/lib/domain/accounts';
import { isCommonPassword, COMMON_PASSWORD_COUNT } from '@/lib/security/common-passwords';
import { COMMON_PASSWORD_MESSAGE, assertNotCommonPassword } from '@/lib/security/passwords';
import { ValidationError } from '@/lib/errors';
import { registerSchema, resetPasswordSchema, userEditSchema } from '@/lib/validation/users';

const admin = { id: 1, role: 'admin' as const, ativo: true };

describe('adminChangeViolation', () => {
  it('refuses an admin demoting or deactivating themself', () => {
    expect(adminChangeViolation(admin, { role: 'medico', ativo: true }, 1, 3)).toBe('self');
    expect(adminChangeViolation(admin, { role: 'admin', ativo: false }, 1, 3)).toBe('self');
  });
  it('refuses removing the last active admin', () => {
    expect(adminChangeViolation(admin, { role: 'advogado', ativo: true }, 2, 0)).toBe('last-admin');
    expect(adminChangeViolation(admin, { role: 'admin', ativo: false }, 2, 0)).toBe('last-admin');
  });
  it('allows it while another active admin remains, and any change that keeps the admin', () => {
    expect(adminChangeViolation(admin, { role: 'medico', ativo: true }, 2, 1)).toBeNull();
    expect(adminChangeViolation(admin, { role: 'admin', ativo: true }, 1, 0)).toBeNull();
    expect(adminChangeViolation({ id: 3, role: 'medico', ativo: true }, { role: 'advogado', ativo: false }, 1, 0)).toBeNull();
    expect(adminChangeViolation({ id: 1, role: 'admin', ativo: false }, { role: 'medico', ativo: false }, 1, 0)).toBeNull();
  });
});

describe('common passwords', () => {
  it('ships a few thousand entries, compared in lower case', () => {
    expect(COMMON_PASSWORD_COUNT).toBeGreaterThan(3000);
    for (const p of ['password', '12345678', 'Senha123', 'SENHA@2025', 'qwerty123', 'flamengo', 'corinthians123', '01011990', 'iloveyou']) {
      expect(isCommonPassword(p), p).toBe(true);
    }
    for (const p of ['Pericia#2026', 'Senha-de-teste-123', 'cavalo-bateria-grampo', 'Laudo pericial 2026!']) {
      expect(isCommonPassword(p), p).toBe(false);
    }
  });
});

describe('common passwords are refused on the server only', () => {
  it('assertNotCommonPassword answers 400 with the error on the given field', () => {
    expect(() => assertNotCommonPassword('Cavalo-bateria-9', 'senha')).not.toThrow();
    try {
      assertNotCommonPassword('Flamengo2024', 'senha');
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ValidationError);
      expect((err as ValidationError).errors).toEqual({ senha: COMMON_PASSWORD_MESSAGE });
    }
  });
  it('the shared (browser) schema checks only the length, so the list never ships to the browser', () => {
    expect(resetPasswordSchema.safeParse({ token: 'a'.repeat(43), password: 'password123' }).success).toBe(true);
  });
});

describe('shared schemas', () => {
  const base = {
    nome: 'Ana',
    email: 'Ana@Exemplo.com.br',
    senha: 'Cavalo-bateria-9',
    confirmarSenha: 'Cavalo-bateria-9',
    endereco: 'Rua A, 1',
    cpf: '529.982.247-25',
    telefone: '(21) 3456-7890',
  };
  it('registration normalises CPF/phone to digits and the e-mail to lower case', () => {
    const r = registerSchema.parse(base);
    expect(r).toMatchObject({ cpf: '52998224725', telefone: '2134567890', email: 'ana@exemplo.com.br', escritorio: null });
  });
  it('refuses a CPF with a wrong check digit, an unknown DDD and different passwords', () => {
    const r = registerSchema.safeParse({ ...base, cpf: '52998224726', telefone: '(23) 98765-4321', confirmarSenha: 'x' });
    expect(r.success).toBe(false);
    const fields = Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(fields).toEqual({ cpf: 'CPF inválido.', telefone: 'Telefone inválido: verifique o DDD e o número.', confirmarSenha: 'As senhas não coincidem!' });
  });
  it('reset tokens are 43 base64url characters (32 bytes)', () => {
    expect(resetPasswordSchema.safeParse({ token: 'a'.repeat(43), password: 'Cavalo-bateria-9' }).success).toBe(true);
    expect(resetPasswordSchema.safeParse({ token: 'a'.repeat(42), password: 'Cavalo-bateria-9' }).success).toBe(false);
  });
  it('user edit keeps only role, creditos and ativo (1/0 accepted)', () => {
    expect(userEditSchema.parse({ nome: 'x', role: 'medico', creditos: 2, ativo: 0, email: 'y' })).toEqual({ role: 'medico', creditos: 2, ativo: false });
    expect(userEditSchema.safeParse({ creditos: -1 }).success).toBe(false);
  });
});
