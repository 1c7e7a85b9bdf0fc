import { and, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { getDb } from '@/lib/db/client';
import { creditosLotes, creditosMovimentos, pagamentos, users } from '@/lib/db/schema';
import { enforce } from '@/lib/data/politica';
import { canViewCreditos } from '@/lib/domain/access';
import { CREDITO_MOVIMENTO_LABELS, descreverCobertura, type CreditoMovimentoTipo } from '@/lib/domain/creditos';
import { NotFoundError } from '@/lib/errors';
import type { Actor } from './actor';
import { soma } from './ledger';

export type LoteApi = {
  id: number;
  origem: 'pacote' | 'ajuste';
  qualquer: boolean;
  completo: boolean;
  fases: number[];
  cobertura: string;
  quantidade: number;
  saldo: number;
  precoUnitarioCentavos: number;
  createdAt: string;
};

export type MovimentoApi = {
  id: number;
  tipo: CreditoMovimentoTipo;
  tipoLabel: string;
  delta: number;
  saldoAntes: number;
  saldoDepois: number;
  motivo: string | null;
  autor: string | null;
  id_processo: number | null;
  createdAt: string;
};

export type CreditosApi = { id_usuario: number; saldo: number; lotes: LoteApi[]; movimentos: MovimentoApi[]; pacotesPendentes: number; pacotesPendentesCentavos: number };

/** GET /api/creditos: a user's balance, lots (with what each covers) and latest changes. */
export async function lerCreditos(actor: Actor, userId: number): Promise<CreditosApi> {
  enforce(canViewCreditos(actor, userId), 'Você não pode ver os créditos deste usuário.');
  const db = await getDb();
  const [u] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!u) throw new NotFoundError('Usuário não encontrado.');
  const autor = alias(users, 'autor');
  const [lotes, movimentos, pendentes] = await Promise.all([
    db.select().from(creditosLotes).where(eq(creditosLotes.userId, userId)).orderBy(creditosLotes.id),
    db
      .select({ m: creditosMovimentos, autor: autor.nome })
      .from(creditosMovimentos)
      .leftJoin(autor, eq(autor.id, creditosMovimentos.actorId))
      .where(eq(creditosMovimentos.userId, userId))
      .orderBy(desc(creditosMovimentos.createdAt), desc(creditosMovimentos.id))
      .limit(50),
    db
      .select({ id: pagamentos.id, valorCentavos: pagamentos.valorCentavos })
      .from(pagamentos)
      .where(and(eq(pagamentos.userId, userId), eq(pagamentos.tipo, 'pacote'), inArray(pagamentos.status, ['pendente']))),
  ]);
  return {
    id_usuario: userId,
    saldo: soma(lotes),
    lotes: lotes.map((l) => ({
      id: l.id,
      origem: l.origem,
      qualquer: l.qualquer,
      completo: l.completo,
      fases: l.fases,
      cobertura: descreverCobertura(l),
      quantidade: l.quantidade,
      saldo: l.saldo,
      precoUnitarioCentavos: l.precoUnitarioCentavos,
      createdAt: l.createdAt.toISOString(),
    })),
    movimentos: movimentos.map(({ m, autor: nome }) => ({
      id: m.id,
      tipo: m.tipo,
      tipoLabel: CREDITO_MOVIMENTO_LABELS[m.tipo],
      delta: m.delta,
      saldoAntes: m.saldoAntes,
      saldoDepois: m.saldoDepois,
      motivo: m.motivo,
      autor: nome,
      id_processo: m.processoId,
      createdAt: m.createdAt.toISOString(),
    })),
    pacotesPendentes: pendentes.length,
    /** What the pending packages cost together (centavos): with online payment off, the lawyer pays it by PIX. */
    pacotesPendentesCentavos: pendentes.reduce((t, p) => t + p.valorCentavos, 0),
  };
}
