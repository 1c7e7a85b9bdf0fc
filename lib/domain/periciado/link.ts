import { addCalendarDays } from '@/lib/domain/dates';
import { saoPauloDateTime, startOfDayInBrazil } from '@/lib/domain/dates';

/** The token of a periciado's link: 32 random bytes (256 bits) in base64url; anything else is refused before any query. */
export const TOKEN_PERICIADO = /^[A-Za-z0-9_-]{43}$/;

/** The one answer to a wrong, expired or revoked link (same status, same text for all three). */
export const LINK_INDISPONIVEL_STATUS = 404;
export const LINK_INDISPONIVEL = 'Este link não está disponível. Peça um novo link ao seu advogado.';

/** At most this many links created per perícia per hour, and this many page hits per address per 10 minutes. */
export const LINKS_POR_HORA = 10;
export const ACESSOS_POR_IP = 60;
export const ACESSOS_JANELA_MS = 10 * 60 * 1000;

/**
 * Valid until the end of the day after the perícia, Brasília time: a perícia on 12/03 at 09:00 has a link that
 * works until 13/03 23:59:59 (it expires at 14/03 00:00 in São Paulo).
 */
export function expiracaoDoLink(dataStart: Date): Date {
  const dia = saoPauloDateTime(dataStart).date;
  return startOfDayInBrazil(addCalendarDays(dia, 2));
}

export function linkDoPericiado(appUrl: string, token: string): string {
  return `${appUrl.replace(/\/+$/, '')}/p/${token}`;
}
