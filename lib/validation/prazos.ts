import { z } from 'zod';
import { diffDays, isIsoDate } from '@/lib/domain/prazos';
import { LADOS_PROCESSO, PARTES_PRAZO_EM_DOBRO, PRAZO_CONTAGENS } from '@/lib/domain/labels';
import { INT32_MAX, dataIsoField } from '@/lib/validation/common';
import { JUSTICAS, isTribunal, justicaDoTribunal, tribunalCombinaComJustica } from '@/lib/domain/prazos/tribunais';

export const DIAS_MAX = 365;
export const SUSPENSAO_MAX_DIAS = 366;

const tribunalField = z
  .string()
  .trim()
  .refine(isTribunal, 'Tribunal inválido: informe o segmento J.TR do número CNJ (por exemplo, 8.19 para o TJRJ).');


/** An empty query parameter (`&tribunal=`) is the same as an absent one. */
const vazio = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** `GET /api/prazos/calcular?inicio=&dias=&justica=&tribunal=` */
export const calcularPrazoSchema = z
  .object({
    inicio: dataIsoField('Informe a data da intimação.'),
    dias: z
      .string({ error: 'Informe o número de dias.' })
      .trim()
      .min(1, 'Informe o número de dias.')
      .refine((v) => /^\d{1,3}$/.test(v) && Number(v) >= 1 && Number(v) <= DIAS_MAX, `O prazo deve ter de 1 a ${DIAS_MAX} dias.`)
      .transform(Number),
    justica: z.preprocess(vazio, z.enum(JUSTICAS, { error: `Justiça inválida: use ${JUSTICAS.join(', ')}.` }).optional()),
    tribunal: z.preprocess(vazio, tribunalField.optional()),
  })
  .superRefine((v, ctx) => {
    if (v.tribunal && v.justica && !tribunalCombinaComJustica(v.tribunal, v.justica)) {
      ctx.addIssue({ code: 'custom', path: ['tribunal'], message: 'O tribunal informado não pertence à justiça escolhida.' });
    }
  })
  .transform((v) => ({ ...v, justica: v.justica ?? (v.tribunal ? justicaDoTribunal(v.tribunal) : null) ?? null }));

export type CalcularPrazoInput = z.infer<typeof calcularPrazoSchema>;

const TRIBUNAL_INVALIDO = 'Tribunal inválido: informe o segmento J.TR do número CNJ (por exemplo, 8.19 para o TJRJ).';

/** `POST /api/suspensoes`: a closure for a tribunal and/or a comarca (empty strings mean "not given"). */
export const suspensaoSchema = z
  .object({
    dataInicio: dataIsoField('Informe a data de início.'),
    dataFim: dataIsoField('Informe a data de fim.'),
    tribunal: z.string({ error: TRIBUNAL_INVALIDO }).trim().nullish(),
    comarca: z.string({ error: 'Informe a comarca (ex.: São Paulo/SP).' }).trim().max(120, 'Use no máximo 120 caracteres.').nullish(),
    descricao: z
      .string({ error: 'Informe a descrição.' })
      .trim()
      .min(3, 'Informe a descrição (ex.: Feriado municipal, Suspensão do expediente).')
      .max(200, 'Use no máximo 200 caracteres.'),
    // Issue 34 item 4: where the day comes from (optional: a closure the admin knows from the court's notice).
    fonte: z.string({ error: 'A fonte deve ser um texto.' }).trim().max(500, 'Use no máximo 500 caracteres na fonte.').nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.tribunal && !isTribunal(v.tribunal)) ctx.addIssue({ code: 'custom', path: ['tribunal'], message: TRIBUNAL_INVALIDO });
    if (v.comarca && v.comarca.length < 2) ctx.addIssue({ code: 'custom', path: ['comarca'], message: 'Informe a comarca (ex.: São Paulo/SP).' });
    if (!v.tribunal && !v.comarca) {
      ctx.addIssue({ code: 'custom', path: ['tribunal'], message: 'Informe o tribunal, a comarca ou ambos.' });
    }
    if (isIsoDate(v.dataInicio) && isIsoDate(v.dataFim)) {
      const dias = diffDays(v.dataInicio, v.dataFim);
      if (dias < 0) ctx.addIssue({ code: 'custom', path: ['dataFim'], message: 'A data de fim não pode ser anterior à de início.' });
      else if (dias >= SUSPENSAO_MAX_DIAS) ctx.addIssue({ code: 'custom', path: ['dataFim'], message: 'O período pode ter no máximo 1 ano.' });
    }
  })
  .transform((v) => ({ ...v, tribunal: v.tribunal || null, comarca: v.comarca || null, fonte: v.fonte || null }));

export type SuspensaoInput = z.infer<typeof suspensaoSchema>;

// ── issue 28: manual deadlines and prazo em dobro ──

export const PRAZO_MANUAL_DIAS_MAX = 365;
const MSG_PROCESSO = 'Processo inválido.';
const MSG_DIAS = `Informe o número de dias: um inteiro de 1 a ${PRAZO_MANUAL_DIAS_MAX}.`;

/** `POST /api/prazos/manual { id_processo, descricao, inicio, dias, contagem }`: a deadline entered by hand. */
export const prazoManualSchema = z.object(
  {
    id_processo: z.number({ error: MSG_PROCESSO }).int(MSG_PROCESSO).positive(MSG_PROCESSO).max(INT32_MAX, MSG_PROCESSO),
    descricao: z
      .string({ error: 'Informe a descrição do prazo.' })
      .trim()
      .min(3, 'Informe a descrição do prazo (pelo menos 3 caracteres).')
      .max(200, 'Use no máximo 200 caracteres na descrição.'),
    inicio: dataIsoField('Informe a data de início (a intimação).'),
    dias: z.number({ error: MSG_DIAS }).int(MSG_DIAS).min(1, MSG_DIAS).max(PRAZO_MANUAL_DIAS_MAX, MSG_DIAS),
    contagem: z.enum(PRAZO_CONTAGENS, { error: 'Escolha a contagem: dias úteis (uteis) ou dias corridos (corridos).' }),
  },
  { error: 'Requisição inválida. Verifique os dados enviados.' },
);
export type PrazoManualInput = z.infer<typeof prazoManualSchema>;

/** `PUT /api/processo/{id}/prazo-em-dobro { parte }`: the party with double deadlines, or null for none. */
export const prazoEmDobroSchema = z.object(
  {
    parte: z.enum(PARTES_PRAZO_EM_DOBRO, { error: 'Parte inválida: use fazenda_publica, inss, ministerio_publico, defensoria ou null.' }).nullable(),
  },
  { error: 'Requisição inválida. Informe a parte com prazo em dobro (ou null).' },
);
export type PrazoEmDobroInput = z.infer<typeof prazoEmDobroSchema>;

/** The 'Prazo manual' form (the case's id comes from the page; `dias` is read as a number). */
export const prazoManualFormSchema = prazoManualSchema.omit({ id_processo: true });
export type PrazoManualFormInput = z.infer<typeof prazoManualFormSchema>;

// ---- issue 34: the sides of a case ---------------------------------------------------------------------------

const MSG_PRIVILEGIO = 'Privilégio inválido: use fazenda_publica, inss, ministerio_publico, defensoria ou null.';

/**
 * `PUT /api/processo/{id}/partes { ladoCliente, privilegioRequerente, privilegioRequerido }`: the side the firm's
 * client is on and each side's privilege (null = none). The whole state, every field required.
 */
export const partesSchema = z.object(
  {
    ladoCliente: z.enum(LADOS_PROCESSO, { error: 'Informe o lado do cliente: requerente ou requerido.' }),
    privilegioRequerente: z.enum(PARTES_PRAZO_EM_DOBRO, { error: MSG_PRIVILEGIO }).nullable(),
    privilegioRequerido: z.enum(PARTES_PRAZO_EM_DOBRO, { error: MSG_PRIVILEGIO }).nullable(),
  },
  { error: 'Requisição inválida. Informe ladoCliente, privilegioRequerente e privilegioRequerido.' },
);
export type PartesInput = z.infer<typeof partesSchema>;

/** The 'Partes e prazo em dobro' form: '' in a privilege select is "none". */
export const partesFormSchema = z.object({
  ladoCliente: z.enum(LADOS_PROCESSO, { error: 'Informe o lado do cliente.' }),
  privilegioRequerente: z.enum(['', ...PARTES_PRAZO_EM_DOBRO], { error: 'Escolha o privilégio do requerente.' }),
  privilegioRequerido: z.enum(['', ...PARTES_PRAZO_EM_DOBRO], { error: 'Escolha o privilégio do requerido.' }),
});
export type PartesFormInput = z.infer<typeof partesFormSchema>;

// ── issue 34 item 5: a court's calendar for a year (admin) ──

export const CALENDARIO_ANO_MIN = 2000;
export const CALENDARIO_ANO_MAX = 2100;

/** `GET /api/calendario-forense?ano=2026[&tribunal=8.26][&comarca=São Paulo/SP]` */
export const calendarioAnoSchema = z.object({
  ano: z
    .string({ error: 'Informe o ano.' })
    .trim()
    .refine(
      (v) => /^\d{4}$/.test(v) && Number(v) >= CALENDARIO_ANO_MIN && Number(v) <= CALENDARIO_ANO_MAX,
      `Informe um ano entre ${CALENDARIO_ANO_MIN} e ${CALENDARIO_ANO_MAX}.`,
    )
    .transform(Number),
  tribunal: z.preprocess(vazio, tribunalField.optional()).transform((v) => v ?? null),
  comarca: z.preprocess(vazio, z.string().trim().max(120, 'Use no máximo 120 caracteres na comarca.').optional()).transform((v) => v ?? null),
});

export type CalendarioAnoInput = z.infer<typeof calendarioAnoSchema>;
