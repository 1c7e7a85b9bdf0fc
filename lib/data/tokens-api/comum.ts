import { ValidationError } from '@/lib/errors';
import { startOfDayInBrazil } from '@/lib/domain/dates';
import { MSG_TOKEN_EXPIRA } from '@/lib/validation/tokens-api';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);

export const MSG_TOKEN_POR_TOKEN = 'Um token de API não pode criar outros tokens. Entre com a sua senha para criar um.';
export const MSG_TOKEN_NAO_ENCONTRADO = 'Token de API não encontrado.';
const MAX_VALIDADE_MS = 2 * 366 * 24 * 60 * 60 * 1000;

/** What the owner sees of a token: never the secret nor its hash. */
export type TokenApiItem = {
  id: number;
  nome: string;
  prefixo: string;
  criadoEm: string;
  expiraEm: string | null;
  ultimoUsoEm: string | null;
};

/** `expiraEm` as an instant: a date lasts through that São Paulo day. */
export function expiracao(expiraEm: string | null | undefined, now: Date): Date | null {
  if (!expiraEm) return null;
  const when = /^\d{4}-\d{2}-\d{2}$/.test(expiraEm) ? startOfDayInBrazil(dayjs.utc(expiraEm).add(1, 'day').format('YYYY-MM-DD')) : new Date(expiraEm);
  if (Number.isNaN(when.getTime()) || when.getTime() <= now.getTime() || when.getTime() - now.getTime() > MAX_VALIDADE_MS) {
    throw new ValidationError(MSG_TOKEN_EXPIRA, { expiraEm: MSG_TOKEN_EXPIRA });
  }
  return when;
}
