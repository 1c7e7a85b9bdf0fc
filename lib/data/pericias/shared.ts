import type { Pericia } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { saoPauloDateTime } from '@/lib/domain/agenda';
import { PERICIA_TIPO, type PericiaTipo } from '@/lib/domain/labels';

/** What the perícias use cases share: the API shape, the answers, how an event names a perícia. */

export type Actor = Pick<SessionUser, 'id' | 'role'>;

/** Perícia as received (SPEC §3 / call 7). Timestamps are ISO 8601 UTC; `tipo` is SPEC's label ('Perícia INSS'). */
export type PericiaApi = {
  idpericia: number;
  nome: string;
  numero_processo: string;
  tipo: string;
  observacao: string | null;
  endereco: string | null;
  data_start: string;
  data_end: string;
  protocolo: string | null;
};

/** Call 7's item: SPEC's fields plus the periciado's answer (issue 38), null until they answer. */
export type PericiaLida = PericiaApi & { periciado: { comparecera: boolean; motivo: string | null; respondidoEm: string } | null };

export const PERICIA_NOT_FOUND = 'Perícia não encontrada.';
export const ADVOGADO_READ_ONLY = 'Advogados podem apenas consultar a agenda; o agendamento é feito pelo perito.';
export const PROCESSO_NAO_AGENDAVEL = 'Processo não encontrado entre os processos em que você pode agendar perícias.';

export function toApi(p: Pericia): PericiaApi {
  return {
    idpericia: p.id,
    nome: p.nome,
    numero_processo: p.numeroProcesso,
    tipo: PERICIA_TIPO.api[p.tipo],
    observacao: p.observacao,
    endereco: p.endereco,
    data_start: p.dataStart.toISOString(),
    data_end: p.dataEnd.toISOString(),
    protocolo: p.protocolo,
  };
}

export function describe(p: { tipo: PericiaTipo; dataStart: Date }): string {
  const { date, time } = saoPauloDateTime(p.dataStart);
  const [y, m, d] = date.split('-');
  return `${PERICIA_TIPO.label[p.tipo]} em ${d}/${m}/${y} às ${time}`;
}
