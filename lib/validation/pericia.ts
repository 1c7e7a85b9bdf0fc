import { z } from 'zod';
import { MSG_DATE_YEAR, plausibleYear } from '@/lib/validation/common';
import { isValidCnj } from '@/lib/domain/cnj';
import {
  DEFAULT_TIPO,
  MSG_BUSINESS_HOURS,
  MSG_END_AFTER_START,
  MSG_NOME,
  saoPauloDateTime,
  withinBusinessHours,
} from '@/lib/domain/agenda';
import { PERICIA_TIPO, PERICIA_TIPOS } from '@/lib/domain/labels';
import { codeField } from './codes';
import { startOfDayInBrazil } from '@/lib/domain/dates';

export const MSG_PROCESSO_OBRIGATORIO = 'Informe o número do processo';
export const MSG_PROCESSO_INVALIDO = 'Número do processo inválido. Use o formato CNJ 0000000-00.0000.0.00.0000';
export const MSG_TIPO = 'Tipo de perícia inválido';

const nome = z.string({ error: MSG_NOME }).trim().min(1, MSG_NOME).max(200, 'O nome pode ter no máximo 200 caracteres');
const numeroProcesso = z
  .string({ error: MSG_PROCESSO_OBRIGATORIO })
  .trim()
  .min(1, MSG_PROCESSO_OBRIGATORIO)
  // Empty is reported by min() alone (an aborting check would also silence the form's cross-field rule).
  .refine((v) => v === '' || isValidCnj(v), MSG_PROCESSO_INVALIDO);
// The API takes the code or SPEC's label ('Perícia INSS'); the form holds the code.
const tipo = codeField(PERICIA_TIPO, MSG_TIPO);
const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} deve ser um texto` })
    .trim()
    .max(max, `${label} pode ter no máximo ${max} caracteres`)
    .nullish()
    .transform((v) => (v ? v : null));

const instant = (label: string) =>
  z.iso
    .datetime({ offset: true, error: `${label} deve ser uma data e hora ISO 8601` })
    .refine(plausibleYear, MSG_DATE_YEAR)
    .transform((v) => new Date(v));

/** Call 6 body (POST /api/pericia/add): ISO timestamps, same São Paulo day, 08:00–18:00, end after start. */
export const periciaCreateSchema = z
  .object({
    nome,
    numero_processo: numeroProcesso,
    tipo: tipo.default(DEFAULT_TIPO),
    observacao: optionalText(2000, 'Observações'),
    endereco: optionalText(300, 'O local'),
    data_start: instant('O início'),
    data_end: instant('O término'),
    protocolo: optionalText(100, 'O protocolo'),
  })
  .superRefine(regrasDoHorario);
export type PericiaCreateInput = z.infer<typeof periciaCreateSchema>;

/**
 * The time rules of a perícia, shared by scheduling (call 6) and moving one (PATCH /api/pericia/{id}, issue 38):
 * end after start, the same São Paulo day, 08:00–18:00.
 */
export function regrasDoHorario(v: { data_start?: unknown; data_end?: unknown }, ctx: z.RefinementCtx): void {
  // Zod 4 may still run this after a field failed (format errors do not abort): check what we rely on.
  if (!(v.data_start instanceof Date) || !(v.data_end instanceof Date)) return;
  const s = saoPauloDateTime(v.data_start);
  const e = saoPauloDateTime(v.data_end);
  if (v.data_end.getTime() <= v.data_start.getTime()) {
    ctx.addIssue({ code: 'custom', path: ['data_end'], message: MSG_END_AFTER_START });
    return;
  }
  if (s.date !== e.date) {
    ctx.addIssue({ code: 'custom', path: ['data_end'], message: 'A perícia deve começar e terminar no mesmo dia' });
    return;
  }
  if (!withinBusinessHours(s.time)) ctx.addIssue({ code: 'custom', path: ['data_start'], message: MSG_BUSINESS_HOURS });
  else if (!withinBusinessHours(e.time)) ctx.addIssue({ code: 'custom', path: ['data_end'], message: MSG_BUSINESS_HOURS });
}

/** PATCH /api/pericia/{id} (issue 38): a new start and end under the same rules as call 6. */
export const periciaRemarcarSchema = z
  .object({ data_start: instant('O início'), data_end: instant('O término') })
  .superRefine(regrasDoHorario);
export type PericiaRemarcarInput = z.infer<typeof periciaRemarcarSchema>;

const formTime = (required: string) =>
  z.string().regex(/^\d{2}:\d{2}$/, required).refine(withinBusinessHours, MSG_BUSINESS_HOURS);

/** The creation form (SPEC §3 "Creation form state"); times are "HH:mm" on the selected São Paulo date. */
export const periciaFormSchema = z
  .object({
    patient: nome,
    type: z.enum(PERICIA_TIPOS, { error: MSG_TIPO }),
    processNumber: numeroProcesso,
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Informe a data da perícia'),
    location: z.string().trim().max(300, 'O local pode ter no máximo 300 caracteres'),
    startTime: formTime('Informe o horário de início'),
    endTime: formTime('Informe o horário de término'),
    notes: z.string().trim().max(2000, 'Observações pode ter no máximo 2000 caracteres'),
  })
  .superRefine(
    (v, ctx) => {
      if (v.endTime <= v.startTime) ctx.addIssue({ code: 'custom', path: ['endTime'], message: MSG_END_AFTER_START });
    },
    {
      // Checked even when other fields (e.g. an empty name) are invalid, so every message shows at once.
      when: ({ value }) => {
        const v = value as { startTime?: unknown; endTime?: unknown };
        const ok = (t: unknown) => typeof t === 'string' && /^\d{2}:\d{2}$/.test(t);
        return ok(v.startTime) && ok(v.endTime);
      },
    },
  );
export type PericiaFormInput = z.input<typeof periciaFormSchema>;
export type PericiaFormValues = z.output<typeof periciaFormSchema>;

const rangeInstant = z.union(
  [
    z.iso
      .datetime({ offset: true })
      .refine(plausibleYear)
      .transform((v) => new Date(v)),
    z.iso
      .date()
      .refine(plausibleYear)
      .transform((v) => startOfDayInBrazil(v)),
  ],
  { error: 'start e end devem ser datas ISO 8601 (ex.: 2026-03-01T00:00:00-03:00)' },
);

/** Query of GET /api/pericia/read: both or neither of start/end; start before end. */
export const periciaRangeSchema = z
  .object({
    start: rangeInstant.optional(),
    end: rangeInstant.optional(),
  })
  .superRefine((v, ctx) => {
    if ((v.start === undefined) !== (v.end === undefined)) {
      ctx.addIssue({ code: 'custom', path: [v.start ? 'end' : 'start'], message: 'Informe start e end juntos' });
    } else if (v.start instanceof Date && v.end instanceof Date && v.end.getTime() <= v.start.getTime()) {
      ctx.addIssue({ code: 'custom', path: ['end'], message: 'end deve ser posterior a start' });
    }
  });
