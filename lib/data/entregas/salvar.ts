import { desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { entregas, entregaVersoes } from '@/lib/db/schema';
import { MSG_ENTREGA_PUBLICADA, tituloEntrega } from '@/lib/domain/entregas';
import { ConflictError } from '@/lib/errors';
import type { EntregaSalvarInput } from '@/lib/validation/entregas';
import { entregaDe, mesmoConteudo, paraEscrever, type Usuario } from './caso';
import { toView, type EntregaView } from './vista';

/** An autosave within this time of the latest autosave of the same author updates it instead of adding a version. */
export const JANELA_AUTOSAVE_MS = 10 * 60 * 1000;

/**
 * Saves the draft (autosave or 'Salvar versão'). Every save is kept as a version; an autosave within
 * JANELA_AUTOSAVE_MS of the latest autosave by the same author updates that version instead (so typing does
 * not make hundreds). An unchanged document adds nothing.
 */
export async function salvarEntrega(user: Usuario, processoId: number, idFase: number, input: EntregaSalvarInput, now = new Date()): Promise<EntregaView> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const { caso, e: atual } = await paraEscrever(tx, user, processoId, idFase);
    let e = atual;
    if (!e) {
      [e] = await tx
        .insert(entregas)
        .values({ processoId, idFase, titulo: tituloEntrega(idFase), conteudo: input.conteudo, autorId: user.id, versao: 0 })
        .onConflictDoNothing()
        .returning();
      if (!e) e = (await entregaDe(tx, processoId, idFase))!;
    }
    // Locks the row against a concurrent save or publication of the same entrega.
    const [locked] = await tx.select().from(entregas).where(eq(entregas.id, e.id)).for('update');
    if (locked.status === 'publicada') throw new ConflictError(MSG_ENTREGA_PUBLICADA);
    const [ultima] = await tx.select().from(entregaVersoes).where(eq(entregaVersoes.entregaId, e.id)).orderBy(desc(entregaVersoes.numero)).limit(1);
    if (ultima && mesmoConteudo(ultima.conteudo, input.conteudo)) return toView(tx, user, caso, locked);

    const absorve =
      !input.nova_versao &&
      ultima !== undefined &&
      ultima.origem === 'autosave' &&
      ultima.autorId === user.id &&
      now.getTime() - ultima.updatedAt.getTime() < JANELA_AUTOSAVE_MS;
    let versao = locked.versao;
    if (absorve) {
      await tx.update(entregaVersoes).set({ conteudo: input.conteudo, updatedAt: now }).where(eq(entregaVersoes.id, ultima.id));
    } else {
      versao = locked.versao + 1;
      await tx.insert(entregaVersoes).values({
        entregaId: e.id,
        numero: versao,
        conteudo: input.conteudo,
        autorId: user.id,
        origem: input.nova_versao ? 'manual' : 'autosave',
        createdAt: now,
        updatedAt: now,
      });
    }
    const [saved] = await tx
      .update(entregas)
      .set({ conteudo: input.conteudo, versao, autorId: user.id, updatedAt: now })
      .where(eq(entregas.id, e.id))
      .returning();
    return toView(tx, user, caso, saved);
  });
}
