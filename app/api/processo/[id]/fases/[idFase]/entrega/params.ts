import { parseId } from '@/lib/api/handler';
import { FASE_NAO_ENCONTRADA, PROCESSO_NAO_ENCONTRADO } from '@/lib/data/entregas';

export type EntregaCtx = { params: Promise<{ id: string; idFase: string; numero?: string }> };

/** {id} and {idFase} of /api/processo/{id}/fases/{idFase}/entrega/... (malformed → 404). */
export async function entregaParams(ctx: EntregaCtx): Promise<{ id: number; idFase: number; numero?: number }> {
  const p = await ctx.params;
  return {
    id: parseId(p.id, PROCESSO_NAO_ENCONTRADO),
    idFase: parseId(p.idFase, FASE_NAO_ENCONTRADA),
    numero: p.numero === undefined ? undefined : parseId(p.numero, 'Versão não encontrada.'),
  };
}
