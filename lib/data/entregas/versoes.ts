import { and, desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { entregas, entregaVersoes, users } from '@/lib/db/schema';
import { canViewEntregaRascunho } from '@/lib/domain/access';
import { MSG_ENTREGA_PUBLICADA } from '@/lib/domain/entregas';
import { ConflictError, NotFoundError } from '@/lib/errors';
import { ENTREGA_NAO_PUBLICADA, casoVisivel, entregaDe, faseDoCaso, paraEscrever, type Usuario } from './caso';
import { toView, type EntregaView } from './vista';

export type VersaoItem = { numero: number; autor: string | null; origem: string; restaurada_de: number | null; criada_em: string; atualizada_em: string };

/** The saved versions of a draft, newest first (perito and admin). */
export async function listarVersoes(user: Usuario, processoId: number, idFase: number): Promise<VersaoItem[]> {
  const db = await getDb();
  const caso = await casoVisivel(db, user, processoId);
  if (!canViewEntregaRascunho(user, caso)) throw new NotFoundError(ENTREGA_NAO_PUBLICADA);
  await faseDoCaso(db, processoId, idFase);
  const e = await entregaDe(db, processoId, idFase);
  if (!e) return [];
  const rows = await db
    .select({ v: entregaVersoes, autor: users.nome })
    .from(entregaVersoes)
    .leftJoin(users, eq(users.id, entregaVersoes.autorId))
    .where(eq(entregaVersoes.entregaId, e.id))
    .orderBy(desc(entregaVersoes.numero));
  return rows.map(({ v, autor }) => ({
    numero: v.numero,
    autor,
    origem: v.origem,
    restaurada_de: v.restauradaDe,
    criada_em: v.createdAt.toISOString(),
    atualizada_em: v.updatedAt.toISOString(),
  }));
}

/** Restores a version: its content becomes the draft, kept as a new version ('restaurada da versão N'). */
export async function restaurarVersao(user: Usuario, processoId: number, idFase: number, numero: number): Promise<EntregaView> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const { caso, e } = await paraEscrever(tx, user, processoId, idFase);
    if (!e) throw new NotFoundError('Versão não encontrada.');
    const [locked] = await tx.select().from(entregas).where(eq(entregas.id, e.id)).for('update');
    if (locked.status === 'publicada') throw new ConflictError(MSG_ENTREGA_PUBLICADA);
    const [v] = await tx
      .select()
      .from(entregaVersoes)
      .where(and(eq(entregaVersoes.entregaId, e.id), eq(entregaVersoes.numero, numero)))
      .limit(1);
    if (!v) throw new NotFoundError('Versão não encontrada.');
    const now = new Date();
    const versao = locked.versao + 1;
    await tx.insert(entregaVersoes).values({
      entregaId: e.id,
      numero: versao,
      conteudo: v.conteudo,
      autorId: user.id,
      origem: 'restauracao',
      restauradaDe: numero,
      createdAt: now,
      updatedAt: now,
    });
    const [saved] = await tx
      .update(entregas)
      .set({ conteudo: v.conteudo, versao, autorId: user.id, updatedAt: now })
      .where(eq(entregas.id, e.id))
      .returning();
    return toView(tx, user, caso, saved);
  });
}
