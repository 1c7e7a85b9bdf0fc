import { z } from 'zod';
import { CHECKLIST_MAX_ITENS, CHECKLIST_MAX_TEXTO, MSG_CHECKLIST_ITENS, MSG_CHECKLIST_TEXTO } from '@/lib/domain/periciado/checklist';
import { CONSENTIMENTO_ORIGENS } from '@/lib/domain/periciado/codes';
import { telefoneWhatsapp } from '@/lib/domain/periciado/whatsapp';
import { textField } from '@/lib/validation/common';

/** Issue 38: the bodies of the periciado's routes. */

export const MSG_EMAIL_PERICIADO = 'Informe um e-mail válido para o periciado.';
export const MSG_MOTIVO = 'Conte o motivo para não comparecer.';
export const MSG_COMPARECERA = "Responda 'Vou comparecer' ou 'Não poderei comparecer'.";
export const MSG_TELEFONE = 'Informe um telefone brasileiro com DDD, ex.: (11) 98765-4321.';

/** POST /api/pericia/{id}/periciado/link: the periciado's e-mail, optional (saved on the case for the notices). */
export const linkPericiadoSchema = z
  .object({
    email: z.email(MSG_EMAIL_PERICIADO).max(254, MSG_EMAIL_PERICIADO).nullish(),
  })
  .default({});

const item = textField(MSG_CHECKLIST_TEXTO).trim().max(CHECKLIST_MAX_TEXTO, MSG_CHECKLIST_TEXTO);

/** PUT /api/pericia/{id}/checklist and the firm's suggestions: `{ itens: [texto] }`, free text. */
export const checklistSchema = z.object({
  itens: z.array(item, { error: 'itens deve ser uma lista de textos.' }).max(CHECKLIST_MAX_ITENS, MSG_CHECKLIST_ITENS),
});
export type ChecklistInput = z.infer<typeof checklistSchema>;

/** PUT /api/pericia/{id}/periciado: the court expert's name when known (empty clears it). */
export const peritoJudicialSchema = z.object({
  peritoJudicial: textField('O nome do perito do juízo deve ser um texto.')
    .trim()
    .max(200, 'O nome do perito do juízo pode ter no máximo 200 caracteres.')
    .nullable()
    .transform((v) => v || null),
});

/** The form's 'true'/'false' and JSON's booleans alike. */
const booleano = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean({ error: MSG_COMPARECERA }));

/** POST /api/p/{token}/confirmacao: `{ comparecera, motivo }`; a reason is required when not attending. */
export const confirmacaoSchema = z
  .object({
    comparecera: booleano,
    motivo: textField(MSG_MOTIVO)
      .trim()
      .max(500, 'O motivo pode ter no máximo 500 caracteres.')
      .nullish()
      .transform((v) => v || null),
  })
  .superRefine((v, ctx) => {
    if (v.comparecera === false && !v.motivo) ctx.addIssue({ code: 'custom', path: ['motivo'], message: MSG_MOTIVO });
  });
export type ConfirmacaoInput = z.infer<typeof confirmacaoSchema>;

/** PUT /api/processo/{id}/periciado/whatsapp: the phone in any Brazilian format, consent given or withdrawn, and how. */
export const consentimentoWhatsappSchema = z.object({
  telefone: z
    .string({ error: MSG_TELEFONE })
    .trim()
    .max(30, MSG_TELEFONE)
    .refine((v) => telefoneWhatsapp(v) !== null, MSG_TELEFONE)
    .transform((v) => telefoneWhatsapp(v) as string),
  consentimento: z.boolean({ error: 'consentimento deve ser true ou false.' }),
  origem: z.enum(CONSENTIMENTO_ORIGENS, { error: "origem deve ser 'advogado' ou 'periciado'." }),
});
export type ConsentimentoWhatsappInput = z.infer<typeof consentimentoWhatsappSchema>;

/** POST /api/p/{token}/whatsapp: the periciado's own phone and choice (origem is 'periciado'). */
export const consentimentoPericiadoSchema = consentimentoWhatsappSchema.pick({ telefone: true, consentimento: true });
