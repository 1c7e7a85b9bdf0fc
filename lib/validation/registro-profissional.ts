import { z } from 'zod';
import {
  MSG_CRM,
  MSG_CRM_UF,
  MSG_ESPECIALIDADE,
  MSG_OAB,
  MSG_OAB_PAR,
  MSG_OAB_UF,
  MSG_RQE,
  normalizarCrm,
  normalizarOab,
  normalizarRqe,
  normalizarUf,
} from '@/lib/domain/registro-profissional';

/** A text that may be absent, null or blank (→ null); otherwise normalised by `norm`, refused with `msg` when invalid. */
const opcional = (msg: string, norm: (v: string) => string | null) =>
  z
    .string({ error: msg })
    .max(40, msg)
    .optional()
    .nullable()
    .transform((v, ctx) => {
      if (v == null || v.trim() === '') return null;
      const n = norm(v);
      if (n === null) {
        ctx.addIssue({ code: 'custom', message: msg });
        return z.NEVER;
      }
      return n;
    });

const obrigatorio = (msg: string, norm: (v: string) => string | null) =>
  z
    .string({ error: msg })
    .max(40, msg)
    .transform((v, ctx) => {
      const n = norm(v);
      if (n === null) {
        ctx.addIssue({ code: 'custom', message: msg });
        return z.NEVER;
      }
      return n;
    });

export const oabNumeroField = opcional(MSG_OAB, normalizarOab);
export const oabUfField = opcional(MSG_OAB_UF, normalizarUf);

/** Number and UF of the OAB go together (both or neither). */
export function oabPar(v: { oabNumero?: string | null; oabUf?: string | null }, ctx: z.RefinementCtx): void {
  if (v.oabNumero && !v.oabUf) ctx.addIssue({ code: 'custom', path: ['oabUf'], message: MSG_OAB_PAR });
  if (v.oabUf && !v.oabNumero) ctx.addIssue({ code: 'custom', path: ['oabNumero'], message: MSG_OAB_PAR });
}

/** The médico's registration, as Meus dados and the invitation ask for it (RQE optional). */
export const registroMedicoFields = {
  crm: obrigatorio(MSG_CRM, normalizarCrm),
  crmUf: obrigatorio(MSG_CRM_UF, normalizarUf),
  especialidade: z.string({ error: MSG_ESPECIALIDADE }).trim().min(3, MSG_ESPECIALIDADE).max(120, MSG_ESPECIALIDADE),
  rqe: opcional(MSG_RQE, normalizarRqe),
};
export const registroMedicoSchema = z.object(registroMedicoFields);

/** The advogado's OAB (Meus dados): both or neither. */
export const registroAdvogadoSchema = z.object({ oabNumero: oabNumeroField, oabUf: oabUfField }).superRefine(oabPar);

/**
 * PUT /api/user/registro-profissional: one body for both roles. The data layer reads the médico's fields for a médico
 * and the advogado's for an advogado (and requires them there); fields of the other role are ignored.
 */
export const registroProfissionalSchema = z.object({
  crm: z.string({ error: MSG_CRM }).max(40, MSG_CRM).optional().nullable(),
  crmUf: z.string({ error: MSG_CRM_UF }).max(40, MSG_CRM_UF).optional().nullable(),
  especialidade: z.string({ error: MSG_ESPECIALIDADE }).max(200, MSG_ESPECIALIDADE).optional().nullable(),
  rqe: z.string({ error: MSG_RQE }).max(40, MSG_RQE).optional().nullable(),
  oabNumero: z.string({ error: MSG_OAB }).max(40, MSG_OAB).optional().nullable(),
  oabUf: z.string({ error: MSG_OAB_UF }).max(40, MSG_OAB_UF).optional().nullable(),
});
export type RegistroProfissionalInput = z.output<typeof registroProfissionalSchema>;
export type RegistroProfissionalForm = z.input<typeof registroProfissionalSchema>;

/** POST /api/user/certificado (multipart): the password typed with the .pfx. */
export const certificadoSchema = z.object({
  senha: z.string({ error: 'Informe a senha do certificado.' }).min(1, 'Informe a senha do certificado.').max(256, 'Senha muito longa.'),
});

const oabObrigatorio = {
  oabNumero: obrigatorio(MSG_OAB, normalizarOab),
  oabUf: obrigatorio(MSG_OAB_UF, normalizarUf),
};
/** What an invited advogado gives with the first password (issue 28 item 7): OAB/UF, CPF and telefone. */
export const conviteAdvogadoFields = oabObrigatorio;

/**
 * POST /api/user/convite/aceitar: the invitation's token and first password, with what the role needs (médico:
 * CRM/UF, especialidade, RQE optional; advogado: OAB/UF, CPF, telefone). The role comes from the invitation, so
 * the data layer checks the role's fields; the rest are ignored.
 */
export const conviteAceiteSchema = z
  .object({
    token: z.string({ error: 'Link de convite inválido ou expirado.' }).trim().regex(/^[A-Za-z0-9_-]{43}$/, 'Link de convite inválido ou expirado.'),
    password: z.string({ error: 'Informe a senha.' }).min(8, 'A senha deve ter pelo menos 8 caracteres.').max(128, 'A senha deve ter no máximo 128 caracteres.'),
    confirmarSenha: z.string({ error: 'Confirme a senha.' }).max(128).optional(),
    crm: z.string().max(40).optional().nullable(),
    crmUf: z.string().max(40).optional().nullable(),
    especialidade: z.string().max(200).optional().nullable(),
    rqe: z.string().max(40).optional().nullable(),
    oabNumero: z.string().max(40).optional().nullable(),
    oabUf: z.string().max(40).optional().nullable(),
    cpf: z.string().max(40).optional().nullable(),
    telefone: z.string().max(40).optional().nullable(),
  })
  .refine((v) => v.confirmarSenha === undefined || v.confirmarSenha === v.password, { path: ['confirmarSenha'], message: 'As senhas não coincidem!' });
export type ConviteAceiteInput = z.output<typeof conviteAceiteSchema>;
