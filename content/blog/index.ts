import { assistenteTecnico } from './assistente-tecnico';
import { periciaMedicaJudicial } from './pericia-medica-judicial';
import { quesitosComplementares } from './quesitos-complementares';
import type { Artigo } from './types';

export type { Artigo };

/** Blog articles, newest first. */
export const ARTIGOS: Artigo[] = [assistenteTecnico, quesitosComplementares, periciaMedicaJudicial].sort((a, b) =>
  b.publicadoEm.localeCompare(a.publicadoEm),
);

export function artigoPorId(id: string): Artigo | undefined {
  return ARTIGOS.find((a) => a.id === id);
}

/** 15/06/2023 → "15 de junho de 2023" style dates, fixed to Brazil's calendar (no time zone drift). */
export function dataPublicacao(iso: string, estilo: 'curta' | 'longa' = 'longa'): string {
  const [y, m, d] = iso.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d, 12));
  return estilo === 'curta'
    ? new Intl.DateTimeFormat('pt-BR', { timeZone: 'UTC' }).format(date)
    : new Intl.DateTimeFormat('pt-BR', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }).format(date);
}
