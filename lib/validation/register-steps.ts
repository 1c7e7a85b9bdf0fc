/**
 * The /cadastro wizard's steps and the fields each one validates before 'Próximo' (SPEC §2.22). Kept apart
 * from the zod schema (lib/validation/users.ts) so the page can show its steps before loading zod.
 */
export const REGISTER_STEPS = [
  { label: 'Pessoal', fields: ['nome', 'cpf', 'telefone', 'endereco'] },
  { label: 'Conta', fields: ['email', 'senha', 'confirmarSenha'] },
  { label: 'Profissional', fields: ['escritorio', 'oabNumero', 'oabUf', 'aceiteTermos'] },
] as const;
