import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type DbOrTx } from '@/lib/db/client';
import { processos, users } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { visibleProcessos } from '@/lib/data/politica';
import { ConflictError, NotFoundError } from '@/lib/errors';
import { type ProcessoEdit } from '@/lib/validation/processo';

/** What the processos use cases share: the not-found answer, the people joined twice, the registration columns. */

export const PROCESSO_NAO_ENCONTRADO = 'Processo não encontrado.';
export const perito = alias(users, 'perito');
export const owner = alias(users, 'owner');

/** The case row when this user may see it; another user's case is "not found" (DESIGN §4). */
export async function findVisible(db: DbOrTx, user: SessionUser, id: number) {
  const [row] = await db
    .select()
    .from(processos)
    .where(and(eq(processos.id, id), visibleProcessos(user)))
    .limit(1);
  if (!row) throw new NotFoundError(PROCESSO_NAO_ENCONTRADO);
  return row;
}

export const DUPLICADO = 'Processo já cadastrado';

export async function assertNumeroLivre(db: DbOrTx, numero: string | null, exceptId?: number) {
  if (!numero) return;
  const [dup] = await db.select({ id: processos.id }).from(processos).where(eq(processos.numeroProcesso, numero)).limit(1);
  if (dup && dup.id !== exceptId) throw new ConflictError(DUPLICADO);
}

export function dadosColumns(input: Omit<ProcessoEdit, 'peritoId' | 'situacao'>) {
  return {
    numeroProcesso: input.numeroProcesso,
    varaJudicial: input.varaJudicial,
    comarca: input.comarca,
    tipoAcao: input.tipoAcao,
    valorCausaCentavos: input.valorCausa,
    dataDistribuicao: input.dataDistribuicao,
    descricao: input.descricao,
    requerente: input.requerente,
    requerenteAdvogado: input.requerenteAdvogado,
    requerenteOab: input.requerenteOAB,
    requerido: input.requerido,
    requeridoAdvogado: input.requeridoAdvogado,
    requeridoOab: input.requeridoOAB,
    tipoPericia: input.tipoPericia,
    especialidadeMedica: input.especialidadeMedica,
    dataPericia: input.dataPericia,
    localPericia: input.localPericia,
    observacoes: input.observacoes,
    link: input.link,
  };
}

export const DADOS_KEYS = [
  'numeroProcesso', 'varaJudicial', 'comarca', 'tipoAcao', 'valorCausa', 'dataDistribuicao', 'descricao', 'requerente',
  'requerenteAdvogado', 'requerenteOAB', 'requerido', 'requeridoAdvogado', 'requeridoOAB', 'tipoPericia',
  'especialidadeMedica', 'dataPericia', 'localPericia', 'observacoes', 'link',
] as const;
