/**
 * The procedural deadlines of a case (issue 13, DESIGN §10 "Deadlines") and their reminders: pure rules, no I/O.
 * Every date is counted by the one engine (lib/domain/prazos).
 */
import type { LembreteKind, ParteComPrazoEmDobro, PrazoContagem, PrazoStatus, PrazoTipo } from './labels';
import {
  addDays,
  contarPrazo,
  contarPrazoCorridos,
  diffDays,
  isBusinessDay,
  somarDiasUteis,
  subtrairDiasUteis,
  type Calendario,
  type IsoDate,
  type ResultadoPrazo,
} from './prazos';
import { tituloServico } from './status';
import { privilegioDoCliente, type PartesDoCaso } from './partes-prazo';

export { PRAZO_TIPOS, PRAZO_STATUS, LEMBRETE_KINDS, PRAZO_CONTAGENS, PARTES_PRAZO_EM_DOBRO } from './labels';
export type { PrazoTipo, PrazoStatus, LembreteKind, PrazoContagem, ParteComPrazoEmDobro };

/** Which reminders a user gets by e-mail (users.settings.lembretesEmail; absent = yes); in-app reminders always arrive. */
export type LembretesEmail = { d5?: boolean; d2?: boolean; d0?: boolean; pericia_d1?: boolean };

/** Dias úteis of each deadline: art. 465 §1 and art. 477 §1 give 15; art. 466 §2 asks 5 of notice. */
export const PRAZO_DIAS: Record<Exclude<PrazoTipo, 'manual'>, number> = { art465: 15, art466: 5, art477: 15 };

export const PRAZO_TIPO_LABELS: Record<PrazoTipo, string> = {
  art465: 'Quesitos e assistente técnico (CPC art. 465 §1º)',
  art466: 'Aviso aos assistentes técnicos da perícia (CPC art. 466 §2º)',
  art477: 'Manifestação sobre o laudo pericial (CPC art. 477 §1º)',
  manual: 'Prazo manual',
};

/** The name a deadline is shown and reminded by: a manual one by what it is for. */
export function rotuloPrazo(tipo: PrazoTipo, descricao?: string | null): string {
  return tipo === 'manual' && descricao ? `${PRAZO_TIPO_LABELS.manual}: ${descricao}` : PRAZO_TIPO_LABELS[tipo];
}

export const PRAZO_CONTAGEM_LABELS: Record<PrazoContagem, string> = { uteis: 'dias úteis', corridos: 'dias corridos' };

// ---- prazo em dobro (CPC arts. 180, 183, 186) ---------------------------------------------------------------

export const PARTE_PRAZO_EM_DOBRO_LABELS: Record<ParteComPrazoEmDobro, string> = {
  fazenda_publica: 'Fazenda Pública (CPC art. 183)',
  inss: 'INSS (autarquia federal, CPC art. 183)',
  ministerio_publico: 'Ministério Público (CPC art. 180)',
  defensoria: 'Defensoria Pública (CPC art. 186)',
};

/**
 * Which deadlines count in double (issue 34): the client's side's own ones (art. 465, art. 477, manual), and only
 * when the client's side has a privilege (CPC arts. 180, 183, 186). A privileged opposing party doubles nothing of
 * ours. The art. 466 §2 notice is the perito's duty, not a party's deadline: never doubled.
 */
export function dobraPrazo(tipo: PrazoTipo, partes: PartesDoCaso | null | undefined): boolean {
  return privilegioDoCliente(partes) !== null && tipo !== 'art466';
}

/** How a deadline counts: its days (before doubling), dias úteis or corridos, and whether it is doubled. */
export type RegraPrazo = { dias: number; contagem: PrazoContagem; emDobro: boolean };

/** The rule of a stored deadline: the legal ones by their article, a manual one by what was entered. */
export function regraDoPrazo(
  z: { tipo: PrazoTipo; dias: number | null; contagem: PrazoContagem | null },
  partes: PartesDoCaso | null | undefined,
): RegraPrazo {
  const dias = z.tipo === 'manual' ? (z.dias ?? 1) : PRAZO_DIAS[z.tipo];
  return { dias, contagem: z.tipo === 'manual' ? (z.contagem ?? 'uteis') : 'uteis', emDobro: dobraPrazo(z.tipo, partes) };
}

/** A deadline counted by the engine under its rule: twice the days when doubled, in dias úteis or corridos. */
export function contarPrazoProcessual(inicio: IsoDate, regra: RegraPrazo, cal: Calendario = {}): ResultadoPrazo {
  const dias = regra.emDobro ? regra.dias * 2 : regra.dias;
  return regra.contagem === 'corridos' ? contarPrazoCorridos(inicio, dias, cal) : contarPrazo(inicio, dias, cal);
}

/** '15 dias úteis', '30 dias úteis (em dobro)'. */
export function descreverRegra(regra: RegraPrazo): string {
  const dias = regra.emDobro ? regra.dias * 2 : regra.dias;
  return `${dias} ${PRAZO_CONTAGEM_LABELS[regra.contagem]}${regra.emDobro ? ' (em dobro)' : ''}`;
}

// ---- services that feed a deadline (issue 28) ---------------------------------------------------------------

/**
 * The deadline each service's deliverable is filed in: the quesitos (Fase 2) in the art. 465 §1 one; the
 * assistant's parecer (Fase 3) and the impugnação (Serviço Avulso) in the art. 477 §1 one.
 */
export const SERVICO_PRAZO: Readonly<Record<number, PrazoTipo>> = { 2: 'art465', 3: 'art477', 4: 'art477' };

/** A service is delivered at least this many dias úteis before the end of the deadline it feeds. */
export const ANTECEDENCIA_ENTREGA_DIAS_UTEIS = 2;

/** The last day to deliver a service feeding a deadline that ends on `fim` (2 dias úteis before, case calendar). */
export function limiteEntrega(fim: IsoDate, cal: Calendario = {}): IsoDate {
  return subtrairDiasUteis(fim, ANTECEDENCIA_ENTREGA_DIAS_UTEIS, cal);
}

/**
 * The delivery date of a service once a deadline it feeds is open (issue 28, issue 34 item 3): unchanged when already
 * on or before the limit (2 dias úteis before the deadline's end); moved to the limit when that is still today or
 * later; otherwise the limit has passed (`alerta`, urgent): due on the next business day after today, never after the
 * deadline's end.
 */
export function ajustarEntrega(
  dataEntrega: IsoDate,
  prazo: { fim: IsoDate; limite: IsoDate },
  today: IsoDate,
  cal: Calendario = {},
): { dataEntrega: IsoDate; alerta: boolean } {
  if (dataEntrega <= prazo.limite) return { dataEntrega, alerta: false };
  if (prazo.limite >= today) return { dataEntrega: prazo.limite, alerta: false };
  const proximoDiaUtil = somarDiasUteis(today, 1, cal).fim;
  return { dataEntrega: proximoDiaUtil < prazo.fim ? proximoDiaUtil : prazo.fim, alerta: true };
}

/**
 * Issue 34 item 3: before the legal deadline a service feeds is known (no intimação recorded yet), its delivery has
 * no date the firm can promise: 'a definir (13 dias úteis após a intimação)' (15 − 2; 28 when the client's
 * deadlines double). Null for a service that feeds no deadline, a completed one, or once the deadline exists.
 */
export function entregaADefinir(
  idFase: number,
  concluida: boolean,
  prazos: readonly { tipo: PrazoTipo }[],
  partes: PartesDoCaso | null | undefined,
): string | null {
  const tipo = SERVICO_PRAZO[idFase];
  if (!tipo || tipo === 'manual' || concluida || prazos.some((z) => z.tipo === tipo)) return null;
  const dias = PRAZO_DIAS[tipo] * (dobraPrazo(tipo, partes) ? 2 : 1) - ANTECEDENCIA_ENTREGA_DIAS_UTEIS;
  return `a definir (${dias} dias úteis após a intimação)`;
}

/**
 * The services at risk on a case: a phase not completed whose delivery date is after the limit of an open
 * deadline it feeds (the limit could not be met when the deadline opened). One warning per phase and deadline.
 */
export function alertasEntrega(
  fases: readonly { idFase: number; concluida: boolean; dataEntrega: IsoDate }[],
  prazos: readonly { tipo: PrazoTipo; fim: IsoDate; limiteEntrega: IsoDate | null; status: PrazoStatus }[],
): { idFase: number; texto: string }[] {
  const out: { idFase: number; texto: string }[] = [];
  for (const f of fases) {
    const tipo = SERVICO_PRAZO[f.idFase];
    if (!tipo || f.concluida) continue;
    for (const z of prazos) {
      if (z.tipo !== tipo || z.status !== 'aberto' || !z.limiteEntrega || f.dataEntrega <= z.limiteEntrega) continue;
      out.push({ idFase: f.idFase, texto: textoAlertaEntrega({ servico: tituloServico(f.idFase), prazo: PRAZO_TIPO_LABELS[z.tipo], fim: z.fim, limite: z.limiteEntrega }) });
    }
  }
  return out;
}

/** The warning shown on the case, in Trabalho and by e-mail when a service cannot be delivered in time. */
export function textoAlertaEntrega(a: { servico: string; prazo: string; fim: IsoDate; limite: IsoDate }): string {
  return `${a.servico}: a entrega não cabe 2 dias úteis antes do fim do prazo "${a.prazo}" (${dataBr(a.fim)}); o limite seria ${dataBr(a.limite)}. Combine a entrega com o escritório.`;
}

export const PRAZO_STATUS_LABELS: Record<PrazoStatus, string> = { aberto: 'Aberto', cumprido: 'Cumprido', vencido: 'Vencido' };

/** The last day of a deadline of this tipo counted from an intimação (art. 465 / 477). */
export function fimDoPrazo(tipo: 'art465' | 'art477', intimacao: IsoDate, cal: Calendario = {}, emDobro = false): IsoDate {
  return contarPrazoProcessual(intimacao, { dias: PRAZO_DIAS[tipo], contagem: 'uteis', emDobro }, cal).fim;
}

/**
 * CPC art. 466 §2: the parties' assistants must be told at least 5 dias úteis before the perícia. A notice given
 * on day X counts from the first business day after X (art. 224), so the 5 business days before the perícia
 * must all come after X: the last day to notify is the business day before the 5th business day before it.
 */
export function limiteAvisoPericia(dataPericia: IsoDate, cal: Calendario = {}): IsoDate {
  let d = dataPericia;
  let count = 0;
  while (count < PRAZO_DIAS.art466) {
    d = addDays(d, -1);
    if (isBusinessDay(d, cal)) count += 1;
  }
  do d = addDays(d, -1);
  while (!isBusinessDay(d, cal));
  return d;
}

/** True when a notice given `today` no longer leaves 5 dias úteis before the perícia (the agenda's warning). */
export function avisoInsuficiente(dataPericia: IsoDate, today: IsoDate, cal: Calendario = {}): boolean {
  return contarPrazo(today, PRAZO_DIAS.art466, cal).fim >= dataPericia;
}

/** The status a deadline shows on `today`: an open one whose last day has passed is 'vencido'. */
export function statusEfetivo(status: PrazoStatus, fim: IsoDate, today: IsoDate): PrazoStatus {
  return status === 'aberto' && fim < today ? 'vencido' : status;
}

// ---- reminders ----------------------------------------------------------------------------------------

/** Calendar days before the date each reminder is for: 5, 2 and 0 before a deadline's end; 1 before a perícia. */
export const LEMBRETE_ANTECEDENCIA: Record<LembreteKind, number> = { d5: 5, d2: 2, d0: 0, pericia_d1: 1 };

export const LEMBRETE_LABELS: Record<LembreteKind, string> = {
  d5: 'Prazos: 5 dias antes do vencimento',
  d2: 'Prazos: 2 dias antes do vencimento',
  d0: 'Prazos: no dia do vencimento',
  pericia_d1: 'Perícias: na véspera',
};

/**
 * The deadline reminder due on `today` for a deadline ending on `fim`, or null. Each kind has a window up to
 * the next one (d5 from 5 days before until 2 days before, d2 until the last day, d0 on the last day), so a
 * worker that was down catches up with the reminder that is still true, never with a stale "faltam 5 dias".
 */
export function lembretePrazoDevido(fim: IsoDate, today: IsoDate): Exclude<LembreteKind, 'pericia_d1'> | null {
  const faltam = diffDays(today, fim);
  if (faltam < 0) return null;
  if (faltam === 0) return 'd0';
  if (faltam <= LEMBRETE_ANTECEDENCIA.d2) return 'd2';
  if (faltam <= LEMBRETE_ANTECEDENCIA.d5) return 'd5';
  return null;
}

/** The perícia reminder is due on the day before it (only that day). */
export function lembretePericiaDevido(dataPericia: IsoDate, today: IsoDate): boolean {
  return diffDays(today, dataPericia) === LEMBRETE_ANTECEDENCIA.pericia_d1;
}

/** The SQL windows of `lembretePrazoDevido`: for each kind, the range of `fim` that makes it due on `today`. */
export function janelasLembrete(today: IsoDate): { kind: Exclude<LembreteKind, 'pericia_d1'>; fimDe: IsoDate; fimAte: IsoDate }[] {
  return [
    { kind: 'd0', fimDe: today, fimAte: today },
    { kind: 'd2', fimDe: addDays(today, 1), fimAte: addDays(today, LEMBRETE_ANTECEDENCIA.d2) },
    { kind: 'd5', fimDe: addDays(today, LEMBRETE_ANTECEDENCIA.d2 + 1), fimAte: addDays(today, LEMBRETE_ANTECEDENCIA.d5) },
  ];
}

/** Does this user want this reminder by e-mail? The master switch and the reminder's own (absent = yes). */
export function querLembretePorEmail(settings: { emailNotifications?: boolean; lembretesEmail?: LembretesEmail } | null, kind: LembreteKind): boolean {
  return Boolean(settings?.emailNotifications) && settings?.lembretesEmail?.[kind] !== false;
}

function dataBr(iso: IsoDate): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

/** The reminder's text (in-app and e-mail subject line). */
export function mensagemLembrete(
  r: { kind: LembreteKind; tipo: PrazoTipo | null; dataAlvo: IsoDate; numero: string | null; descricao?: string | null },
  today: IsoDate,
): string {
  const caso = r.numero ? `Processo ${r.numero}` : 'Processo sem número';
  if (r.kind === 'pericia_d1') return `${caso}: perícia amanhã, ${dataBr(r.dataAlvo)}.`;
  const faltam = diffDays(today, r.dataAlvo);
  const quando = faltam <= 0 ? 'vence hoje' : `vence em ${faltam} ${faltam === 1 ? 'dia' : 'dias'}`;
  return `${caso}: prazo "${rotuloPrazo(r.tipo ?? 'art477', r.descricao)}" ${quando} (${dataBr(r.dataAlvo)}).`;
}

// ---- what is left of a deadline (issue 34 item 3: counted the way the deadline counts) -------------------------

/** Business days after `today` up to and including `fim` (0 when `fim` is today or earlier). */
export function diasUteisRestantes(today: IsoDate, fim: IsoDate, cal: Calendario = {}): number {
  let n = 0;
  for (let d = addDays(today, 1); d <= fim; d = addDays(d, 1)) if (isBusinessDay(d, cal)) n += 1;
  return n;
}

/** Trabalho's 'faltam 3 dias úteis', 'vence hoje', 'vencido há 2 dias' (past days are calendar days). */
export function textoRestante(today: IsoDate, fim: IsoDate, cal: Calendario = {}): string {
  const corridos = diffDays(today, fim);
  if (corridos < 0) return `vencido há ${-corridos} ${corridos === -1 ? 'dia' : 'dias'}`;
  if (corridos === 0) return 'vence hoje';
  const n = diasUteisRestantes(today, fim, cal);
  return n === 0 ? 'vence no próximo dia útil' : n === 1 ? 'falta 1 dia útil' : `faltam ${n} dias úteis`;
}
