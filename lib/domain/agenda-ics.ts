/**
 * RFC 5545 calendar of perícias: VTIMEZONE America/Sao_Paulo, one VEVENT per perícia with a stable UID,
 * DTSTART/DTEND in São Paulo time, DTSTAMP in UTC. Pure: no I/O.
 */
import { ICalCalendar } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { eventTitle, tipoLabel } from './agenda';
import { SAO_PAULO_TZ, inSaoPaulo } from './dates';

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
  return cal.toString();
}
