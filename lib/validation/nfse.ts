import { z } from 'zod';
import { isValidCNPJ } from '@brazilian-utils/brazilian-utils';
import { NFSE_AMBIENTES, NFSE_REGIMES, NFSE_SERVICO_FASES } from '@/lib/domain/nfse/config';
import { textField } from '@/lib/validation/common';
import { onlyDigits } from '@/lib/validation/users';

const MSG_CNPJ = 'Informe um CNPJ válido.';
const MSG_MUNICIPIO = 'Informe o código IBGE do município (7 dígitos).';
const MSG_SERIE = 'A série da DPS tem de 1 a 5 dígitos e não pode ser zero.';
const MSG_ALIQUOTA = 'A alíquota do ISS é um percentual entre 0 e 5, com até duas casas (ex.: 2.5).';

const digitsOrNull = (max: number, check: (d: string) => boolean, message: string) =>
  textField()
    .max(max + 10, message)
    .nullable()
    .transform((v) => (v ? onlyDigits(v) : ''))
    .refine((v) => v === '' || check(v), message)
    .transform((v) => v || null);

export const nfseServicoSchema = z.object({
  fase: z.enum(NFSE_SERVICO_FASES, { error: "A fase do serviço é '1', '2', '3', '4' ou 'pacote'." }),
  cTribNac: z.string({ error: 'Informe o código de tributação nacional (6 dígitos).' }).trim().regex(/^\d{6}$/, 'O código de tributação nacional (cTribNac) tem 6 dígitos.'),
  descricao: textField('Informe a descrição do serviço.').trim().min(1, 'Informe a descrição do serviço.').max(1000, 'Use no máximo 1000 caracteres.'),
  cNBS: z
    .string()
    .trim()
    .regex(/^\d{9}$/, 'O código NBS tem 9 dígitos.')
    .nullish()
    .transform((v) => v ?? null),
});

/** PUT /api/empresa/nfse: every key optional (absent: unchanged), so the settings can be completed in steps. */
export const nfseConfigSchema = z
  .object({
    cnpj: digitsOrNull(14, (d) => d.length === 14 && isValidCNPJ(d), MSG_CNPJ),
    razaoSocial: textField().trim().max(300, 'Use no máximo 300 caracteres.').nullable().transform((v) => v || null),
    inscricaoMunicipal: textField().trim().max(15, 'A inscrição municipal tem no máximo 15 caracteres.').nullable().transform((v) => v || null),
    codigoMunicipio: digitsOrNull(7, (d) => /^\d{7}$/.test(d), MSG_MUNICIPIO),
    regime: z.enum(NFSE_REGIMES, { error: 'O regime é simples_nacional, lucro_presumido, lucro_real ou mei.' }).nullable(),
    servicos: z
      .array(nfseServicoSchema)
      .max(NFSE_SERVICO_FASES.length, 'Informe no máximo um serviço por fase e um para os pacotes.')
      .refine((s) => new Set(s.map((x) => x.fase)).size === s.length, 'Informe um só serviço para cada fase.'),
    aliquotaIss: z
      .number({ error: MSG_ALIQUOTA })
      .min(0, MSG_ALIQUOTA)
      .max(5, MSG_ALIQUOTA)
      .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, MSG_ALIQUOTA)
      .nullable(),
    issRetido: z.boolean({ error: 'issRetido é verdadeiro ou falso.' }),
    serie: z
      .string({ error: MSG_SERIE })
      .trim()
      .regex(/^\d{1,5}$/, MSG_SERIE)
      .refine((v) => Number(v) > 0, MSG_SERIE)
      .nullable(),
    proximoNumero: z.number({ error: 'O próximo número da DPS é um inteiro de 1 a 999999999999999.' }).int('O próximo número da DPS é um inteiro.').min(1, 'O próximo número da DPS começa em 1.').max(999_999_999_999_999, 'O próximo número da DPS tem no máximo 15 dígitos.'),
    ambiente: z.enum(NFSE_AMBIENTES, { error: 'O ambiente é producao ou producao_restrita.' }),
  })
  .partial()
  .strict();
export type NfseConfigInput = z.infer<typeof nfseConfigSchema>;

export const nfseCertificadoSchema = z.object({
  senha: z.string({ error: 'Informe a senha do certificado.' }).min(1, 'Informe a senha do certificado.').max(256, 'Senha muito longa.'),
});

export const MOTIVOS_CANCELAMENTO = ['1', '2', '9'] as const;
export const nfseCancelarSchema = z.object({
  codigo: z.enum(MOTIVOS_CANCELAMENTO, { error: "O código do motivo é '1' (erro na emissão), '2' (serviço não prestado) ou '9' (outros)." }).default('1'),
  motivo: textField('Informe o motivo do cancelamento.').trim().min(15, 'Descreva o motivo com pelo menos 15 caracteres.').max(255, 'Use no máximo 255 caracteres.'),
});

const dataIso = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a data no formato AAAA-MM-DD.');
/** GET /api/notas-fiscais: period (de/ate, São Paulo days of issue or creation), status, tomador (part of the name). */
export const nfseListaQuerySchema = z.object({
  de: dataIso.optional(),
  ate: dataIso.optional(),
  status: z.enum(['na_fila', 'emitida', 'rejeitada', 'cancelada'], { error: 'O status é na_fila, emitida, rejeitada ou cancelada.' }).optional(),
  tomador: z.string().trim().max(120, 'Use no máximo 120 caracteres.').optional(),
  id_processo: z.coerce.number({ error: 'O id_processo deve ser um número inteiro positivo.' }).int('O id_processo deve ser um número inteiro positivo.').positive('O id_processo deve ser um número inteiro positivo.').max(2147483647, 'O id_processo deve ser um número inteiro positivo.').optional(),
});

export const nfseSemNotaSchema = z.object({
  pagamentoIds: z.array(z.number().int().positive(), { error: 'Informe os pagamentos (pagamentoIds) a emitir.' }).min(1, 'Escolha ao menos um pagamento.').max(500, 'No máximo 500 pagamentos por vez.'),
});
