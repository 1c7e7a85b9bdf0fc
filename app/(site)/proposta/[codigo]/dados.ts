import { cache } from 'react';
import { qrDataUrl } from '@/lib/auth/qr';
import { buscarPropostaPorCodigo } from '@/lib/data/propostas';
import { env } from '@/lib/env';

/** The issued proposal of a path's code (once per request), with its verification address and QR code; null: unknown. */
export const propostaDoCodigo = cache(async (codigo: string) => {
  const p = await buscarPropostaPorCodigo(codigo);
  if (!p) return null;
  const url = `${env().APP_URL}/proposta/${p.codigo}`;
  return { p, url, qr: await qrDataUrl(url) };
});
