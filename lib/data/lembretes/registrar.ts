import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { lembretes, users, type UserSettings } from '@/lib/db/schema';
import { querLembretePorEmail } from '@/lib/domain/prazos-processo';
import { INSERT_CHUNK, rowsOf, type LembretesResult, type Novo } from './lembrete';

/**
 * Records the due reminders once (ON CONFLICT on their key) for active people, each with its e-mail choice, and
 * notifies in the app those just inserted, in one statement per chunk. Counts into `result` (criados, queries).
 */
export async function registrarLembretes(db: DbOrTx, novos: Novo[], now: Date, result: LembretesResult): Promise<void> {
  if (novos.length === 0) return;
  const ids = [...new Set(novos.map((n) => n.userId))];
  const prefs = new Map<number, UserSettings>();
  for (let i = 0; i < ids.length; i += 5000) {
    const rows = await db
      .select({ id: users.id, settings: users.settings })
      .from(users)
      .where(and(inArray(users.id, ids.slice(i, i + 5000)), eq(users.ativo, true)));
    result.queries += 1;
    for (const r of rows) prefs.set(r.id, r.settings);
  }
  const ativos = novos.filter((n) => prefs.has(n.userId));
  for (const n of ativos) n.emailStatus = querLembretePorEmail(prefs.get(n.userId)!, n.kind) ? 'pendente' : 'desativado';

  // 4. Insert (once: ON CONFLICT on the key) and notify in the app those just inserted, in one statement per chunk.
  for (let i = 0; i < ativos.length; i += INSERT_CHUNK) {
    const chunk = ativos.slice(i, i + INSERT_CHUNK);
    const values = sql.join(
      chunk.map(
        (n) =>
          sql`(${n.chave}, ${n.kind}, ${n.prazoId}::int, ${n.periciaId}::int, ${n.processoId}::int, ${n.userId}::int, ${n.dataAlvo}::date, ${n.mensagem}, ${n.emailStatus}, ${now}::timestamptz)`,
      ),
      sql`, `,
    );
    const inserted = await db.execute(sql`
      with novos as (
        insert into ${lembretes} (chave, kind, prazo_id, pericia_id, processo_id, user_id, data_alvo, mensagem, email_status, next_attempt_at)
        values ${values}
        on conflict (chave) do nothing
        returning user_id, processo_id, mensagem
      )
      insert into notificacoes (user_id, processo_id, tipo, mensagem)
      select user_id, processo_id, 'lembrete', mensagem from novos
      returning id`);
    result.queries += 1;
    result.criados += rowsOf(inserted).length;
  }
}
