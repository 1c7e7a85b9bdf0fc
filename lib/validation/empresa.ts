import { z } from 'zod';
import { isValidCNPJ, isValidCep, isValidPhone } from '@brazilian-utils/brazilian-utils';
import { textField } from '@/lib/validation/common';
import { onlyDigits } from '@/lib/validation/users';

/** An optional text: '' or null clears it (stored as null). */
const optionalText = (max: number) =>
  textField()
    .trim()
    .max(max, `Use no máximo ${max} caracteres.`)
    .nullable()
    .transform((v) => (v ? v : null));

/** An optional value kept as digits and checked once it has any (empty clears it). */
const optionalDigits = (check: (digits: string) => boolean, message: string) =>
  textField()
    .max(40, message)
    .nullable()
    .transform((v) => (v ? onlyDigits(v) : ''))
    .refine((v) => v === '' || check(v), message)
    .transform((v) => v || null);

const phone = (d: string) => (d.length === 10 || d.length === 11) && isValidPhone(d);

export const depoimentoSchema = z.object({
  texto: textField('Informe o depoimento.').trim().min(1, 'Informe o depoimento.').max(600, 'Use no máximo 600 caracteres.'),
  nome: textField('Informe o nome de quem deu o depoimento.').trim().min(1, 'Informe o nome de quem deu o depoimento.').max(120, 'Use no máximo 120 caracteres.'),
  papel: textField().trim().max(160, 'Use no máximo 160 caracteres.').default(''),
});

export const EMPRESA_CAMPOS = [
  'razaoSocial',
  'nomeFantasia',
  'cnpj',
  'endereco',
  'cidade',
  'cep',
  'telefone',
  'whatsapp',
  'email',
  'horario',
  'banco',
  'agencia',
  'conta',
  'pix',
  'dpoNome',
  'dpoContato',
] as const;

const shape = {
  razaoSocial: optionalText(200),
  nomeFantasia: optionalText(120),
  cnpj: optionalDigits((d) => d.length === 14 && isValidCNPJ(d), 'CNPJ inválido: confira os dígitos verificadores.'),
  endereco: optionalText(200),
  cidade: optionalText(160),
  cep: optionalDigits((d) => d.length === 8 && isValidCep(d), 'CEP inválido.'),
  telefone: optionalDigits(phone, 'Telefone inválido: verifique o DDD e o número.'),
  whatsapp: optionalDigits(phone, 'WhatsApp inválido: verifique o DDD e o número.'),
  email: textField()
    .trim()
    .max(254, 'E-mail muito longo.')
    .nullable()
    .transform((v) => (v ? v.toLowerCase() : null))
    .refine((v) => v === null || z.email().safeParse(v).success, 'Informe um e-mail válido.'),
  horario: optionalText(200),
  banco: optionalText(120),
  agencia: optionalText(20),
  conta: optionalText(30),
  pix: optionalText(140),
  dpoNome: optionalText(120),
  dpoContato: optionalText(200),
  pagamentoOnline: z.boolean({ error: 'Pagamento online: informe verdadeiro ou falso.' }),
  depoimentos: z.array(depoimentoSchema, { error: 'Depoimentos: envie uma lista.' }).max(12, 'No máximo 12 depoimentos.'),
};

/**
 * PUT /api/empresa (admins): a partial update; a field left out keeps its value, '' or null clears it.
 * CNPJ by check digits, phones by DDD, CEP by format; numbers are stored as digits and formatted when shown.
 */
export const empresaSchema = z
  .object(shape)
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'Informe ao menos um campo para alterar.' });
export type EmpresaInput = z.output<typeof empresaSchema>;

/** The Empresa page's form: every field as typed (strings), the same rules. */
export const empresaFormSchema = z.object(shape);
export type EmpresaForm = z.input<typeof empresaFormSchema>;
