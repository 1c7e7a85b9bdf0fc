/**
 * RFC 5545 calendar of perícias: VTIMEZONE America/Sao_Paulo, one VEVENT per perícia with a stable UID,
 * DTSTART/DTEND in São Paulo time, DTSTAMP in UTC. Pure: no I/O.
 */
import { ICalAlarmType, ICalCalendar } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { eventTitle, tipoLabel } from './agenda';
import { SAO_PAULO_TZ, formatDate, inSaoPaulo } from './dates';
import { PRAZO_TIPO_LABELS } from './prazos-processo';
import type { PrazoTipo } from './labels';

export type IcsPericia = {
  id: number;
  nome: string;
  numeroProcesso: string;
  /** The code (or a label). */
  tipo: string;
  observacao: string | null;
  endereco: string | null;
  dataStart: Date;
  dataEnd: Date;
  protocolo: string | null;
  createdAt?: Date;
};

/** An open procedural deadline of a case (issue 13): an all-day event on its last day, with an alarm. */
export type IcsPrazo = { id: number; tipo: PrazoTipo; numero: string | null; inicio: string; fim: string };

/** The deadline's alarm: 09:00 of the day before its last day (an all-day event starts at 00:00). */
export const PRAZO_ALARM_SECONDS_BEFORE = 15 * 3600;

const noonUtc = (iso: string) => new Date(`${iso}T12:00:00Z`);

export function buildAgendaIcs(rows: IcsPericia[], opts: { host: string; now?: Date }, prazos: IcsPrazo[] = []): string {
  const cal = new ICalCalendar({
    prodId: { company: 'Perícia Médica Judicial', product: 'Agenda de Perícias', language: 'PT-BR' },
    name: 'Agenda de Perícias',
    description: 'Perícias médicas agendadas (Perícia Médica Judicial)',
    ttl: 60 * 60,
  });
  // name null: DTSTAMP stays in UTC; each event carries its own TZID, and the generator emits its VTIMEZONE.
  cal.timezone({ name: null, generator: (tz) => tzlib_get_ical_block(tz)[0] });
  cal.x('X-WR-TIMEZONE', SAO_PAULO_TZ);
  for (const p of rows) {
    const details = [`Processo: ${p.numeroProcesso}`, `Tipo: ${tipoLabel(p.tipo)}`];
    if (p.protocolo) details.push(`Protocolo: ${p.protocolo}`);
    if (p.observacao) details.push('', p.observacao);
    cal.createEvent({
      id: `pericia-${p.id}@${opts.host}`,
      start: inSaoPaulo(p.dataStart),
      end: inSaoPaulo(p.dataEnd),
      timezone: SAO_PAULO_TZ,
      stamp: p.createdAt ?? opts.now ?? new Date(),
      summary: eventTitle(p.tipo, p.nome),
      description: details.join('\n'),
      location: p.endereco ?? undefined,
    });
  }
  for (const z of prazos) {
    const caso = z.numero ? `Processo ${z.numero}` : 'Processo sem número';
    const titulo = `Prazo: ${PRAZO_TIPO_LABELS[z.tipo]}`;
    const event = cal.createEvent({
      id: `prazo-${z.id}@${opts.host}`,
      start: noonUtc(z.fim),
      end: new Date(noonUtc(z.fim).getTime() + 24 * 3600 * 1000),
      allDay: true,
      stamp: opts.now ?? new Date(),
      summary: `${titulo} (${caso})`,
      description: [caso, titulo, `Início (intimação): ${formatDate(z.inicio)}`, `Último dia: ${formatDate(z.fim)}`].join('\n'),
    });
    event.createAlarm({ type: ICalAlarmType.display, triggerBefore: PRAZO_ALARM_SECONDS_BEFORE, description: `${titulo} vence amanhã (${caso})` });
  }
  return cal.toString();
}
