/**
 * RFC 5545 calendar of perícias: VTIMEZONE America/Sao_Paulo, one VEVENT per perícia with a stable UID,
 * DTSTART/DTEND in São Paulo time, DTSTAMP in UTC. Pure: no I/O.
 */
import { ICalCalendar } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { AGENDA_TZ, eventTitle, tipoLabel } from './agenda';

dayjs.extend(utc);
dayjs.extend(timezone);

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

export function buildAgendaIcs(rows: IcsPericia[], opts: { host: string; now?: Date }): string {
  const cal = new ICalCalendar({
    prodId: { company: 'Perícia Médica Judicial', product: 'Agenda de Perícias', language: 'PT-BR' },
    name: 'Agenda de Perícias',
    description: 'Perícias médicas agendadas (Perícia Médica Judicial)',
    ttl: 60 * 60,
  });
  // name null: DTSTAMP stays in UTC; each event carries its own TZID, and the generator emits its VTIMEZONE.
  cal.timezone({ name: null, generator: (tz) => tzlib_get_ical_block(tz)[0] });
  cal.x('X-WR-TIMEZONE', AGENDA_TZ);
  for (const p of rows) {
    const details = [`Processo: ${p.numeroProcesso}`, `Tipo: ${tipoLabel(p.tipo)}`];
    if (p.protocolo) details.push(`Protocolo: ${p.protocolo}`);
    if (p.observacao) details.push('', p.observacao);
    cal.createEvent({
      id: `pericia-${p.id}@${opts.host}`,
      start: dayjs(p.dataStart).tz(AGENDA_TZ),
      end: dayjs(p.dataEnd).tz(AGENDA_TZ),
      timezone: AGENDA_TZ,
      stamp: p.createdAt ?? opts.now ?? new Date(),
      summary: eventTitle(p.tipo, p.nome),
      description: details.join('\n'),
      location: p.endereco ?? undefined,
    });
  }
  return cal.toString();
}
