import { sql } from 'drizzle-orm';
import { getDb, toNumber, type DbOrTx } from '@/lib/db/client';
import { autosLeituras } from '@/lib/db/schema';
import { rowsOf } from '@/lib/db/rows';

/** How long a queued job holds a document before the pump queues it again (a job lost with its server). */
const RESERVA_FILA_S = 30 * 60;

/** Queues the reading of a PDF (in the transaction that stored it): one row of `autos_leituras`, 'na_fila'. */
export async function enfileirarLeitura(tx: DbOrTx, documentoId: number): Promise<void> {
  await tx.insert(autosLeituras).values({ documentoId }).onConflictDoNothing();
}

/**
 * For the pump of lib/jobs/autos-leitura.ts: documents waiting ('na_fila') or whose reader went silent ('lendo'
 * past its lease), claimed for a job (SKIP LOCKED: one instance claims each).
 */
export async function reservarLeiturasPendentes(limite: number): Promise<number[]> {
  const db = await getDb();
  const r = await db.execute<{ documento_id: number }>(sql`
    update ${autosLeituras} set leitor = 'fila', reservado_ate = now() + make_interval(secs => ${RESERVA_FILA_S})
    where documento_id in (
      select documento_id from ${autosLeituras}
      where status in ('na_fila', 'lendo') and (reservado_ate is null or reservado_ate < now())
      order by created_at limit ${limite} for update skip locked)
    returning documento_id`);
  return rowsOf<{ documento_id: unknown }>(r).map((x) => toNumber(x.documento_id));
}

/** Gives a claimed document back to the pump (the job could not be queued). */
export async function liberarLeituras(ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const db = await getDb();
  await db.execute(sql`update ${autosLeituras} set leitor = null, reservado_ate = null where leitor = 'fila' and documento_id in (${sql.join(ids.map((i) => sql`${i}`), sql`, `)})`);
}

/**
 * The one-off backfill (issue 35 item 1): every PDF file of a case stored before reading existed is queued. Files of
 * deliverables (the published parecer's PDF) are not autos and are left out. Idempotent.
 */
export async function enfileirarPdfsAntigos(): Promise<number> {
  const db = await getDb();
  const r = await db.execute<{ documento_id: number }>(sql`
    insert into ${autosLeituras} (documento_id)
    select d.id from documentos d
    where d.tipo = 'arquivo' and d.mime = 'application/pdf'
      and not exists (select 1 from entregas e where e.documento_pdf_id = d.id or e.documento_docx_id = d.id)
    on conflict do nothing
    returning documento_id`);
  return rowsOf(r).length;
}
