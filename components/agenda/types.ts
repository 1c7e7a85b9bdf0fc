import { eventTitle, tipoLabel, toWallClock } from '@/lib/domain/agenda';
import type { PericiaApi } from '@/lib/data/pericias';
import type { PericiaLida } from '@/lib/data/pericias/shared';

/** Perícia as received from GET /api/pericia/read (SPEC §3); defined once, by the data layer. */
export type { PericiaApi };

/** A case the user may schedule a perícia on (the agenda's case list). */
export type CasoAgendavel = { id: number; numero: string; requerente: string };

/** Perícia on the calendar (SPEC §3): start/end are São Paulo wall-clock Dates. */
export type CalEvent = {
  id: number;
  title: string;
  start: Date;
  end: Date;
  patient: string;
  /** The tipo's label as shown. */
  type: string;
  notes: string | null;
  protocol: string | null;
  location: string | null;
  numero_processo: string;
  /** Issue 38: the periciado's answer through their private link, or null. */
  periciado: PericiaLida['periciado'];
};

export function toCalEvent(p: PericiaApi & { periciado?: PericiaLida['periciado'] }): CalEvent {
  return {
    id: p.idpericia,
    title: eventTitle(p.tipo, p.nome),
    start: toWallClock(p.data_start),
    end: toWallClock(p.data_end),
    patient: p.nome,
    type: tipoLabel(p.tipo),
    notes: p.observacao,
    protocol: p.protocolo,
    location: p.endereco,
    numero_processo: p.numero_processo,
    periciado: p.periciado ?? null,
  };
}
