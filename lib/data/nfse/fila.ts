import { and, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { notasFiscais } from '@/lib/db/schema';
import { logger } from '@/lib/log';
import { abrirCertificadoDaEmpresa, configDaLinha, lerLinhaConfig } from './configuracao';
import { buscarDanfse, emitirNotaFiscal, type NfseDeps } from './emitir';
import { criarClienteNfse } from '@/lib/nfse/cliente';
import { rowsOf } from '@/lib/db/rows';

/** Retries of a note's job (after the first attempt): 8 from 60 s doubling, about 8.5 h in all. */
export const NFSE_RETRY_LIMIT = 8;
export const NFSE_RETRY_DELAY_SECONDS = 60;
/** After the last retry the row waits this long, then the pump makes it a new job (the service may be down all day). */
export const NFSE_NOVA_RODADA_MS = 3600_000;

/**
 * The queue's side of the notes (queue `nfse`, lib/jobs/registro.ts, an outbox kind of lib/jobs/outbox.ts): which
 * rows need work (queued and due; or issued without their DANFSe yet, and due), claimed by one instance at a time
 * (agendada_em, SKIP LOCKED), and one attempt per job.
 */
export async function reservarNotasPendentes(limite: number, agora = new Date()): Promise<number[]> {
  const db = await getDb();
  const precisa = and(
    or(isNull(notasFiscais.proximaTentativaEm), lte(notasFiscais.proximaTentativaEm, agora)),
    or(eq(notasFiscais.status, 'na_fila'), and(eq(notasFiscais.status, 'emitida'), isNotNull(notasFiscais.chaveAcesso), isNull(notasFiscais.danfseStorageKey))),
  );
  const rows = await db.execute<{ id: number }>(sql`
    update ${notasFiscais} set agendada_em = ${agora} where id in (
      select id from ${notasFiscais} where ${isNull(notasFiscais.agendadaEm)} and ${precisa}
      order by id limit ${limite} for update skip locked
    ) returning id`);
  return rowsOf<{ id: number }>(rows).map((r) => Number(r.id));
}

/** The job of a note is over (issued, rejected, or its retries spent): the pump may create another when due. */
export async function liberarNotas(ids: number[], proximaTentativaEm: Date | null = null): Promise<void> {
  if (!ids.length) return;
  const db = await getDb();
  await db.update(notasFiscais).set({ agendadaEm: null, proximaTentativaEm }).where(inArray(notasFiscais.id, ids));
}

/**
 * The queue's hourly upkeep: a row claimed longer ago than the whole retry span lost its job (process killed, job
 * expired) and goes back to the pump. Notes are fiscal records: none is ever deleted.
 */
export async function manterNotas(perdidoAposMs: number, agora = new Date()): Promise<{ apagados: number; reagendados: number }> {
  const db = await getDb();
  const rows = await db
    .update(notasFiscais)
    .set({ agendadaEm: null })
    .where(lt(notasFiscais.agendadaEm, new Date(agora.getTime() - perdidoAposMs)))
    .returning({ id: notasFiscais.id });
  return { apagados: 0, reagendados: rows.length };
}

/**
 * One job's attempt (the queue's `tentar`): the work, then the row is freed. A throw is retried by pg-boss; after
 * the last retry the row is freed to be tried again an hour later (a note is never given up on).
 */
export async function tentarNota(notaId: number, ultimaTentativa: boolean): Promise<string> {
  try {
    const r = await trabalharNota(notaId);
    // 'ocupada': another attempt holds the note's lease right now (an admin's "Emitir novamente"): look again in a
    // minute rather than make a job every pump tick while it runs.
    await liberarNotas([notaId], r === 'ocupada' ? new Date(Date.now() + 60_000) : null);
    logger.info({ nota: notaId, resultado: r }, 'NFS-e: tentativa concluída');
    return r;
  } catch (err) {
    if (ultimaTentativa) await liberarNotas([notaId], new Date(Date.now() + NFSE_NOVA_RODADA_MS));
    throw err;
  }
}

/** One attempt on one note: issue it, or fetch its missing DANFSe. Throws when the service is down (retry). */
export async function trabalharNota(notaId: number, deps: NfseDeps = {}): Promise<string> {
  const db = await getDb();
  const [n] = await db.select({ status: notasFiscais.status, chave: notasFiscais.chaveAcesso, danfse: notasFiscais.danfseStorageKey }).from(notasFiscais).where(eq(notasFiscais.id, notaId));
  if (!n) return 'inexistente';
  if (n.status === 'na_fila') return emitirNotaFiscal(notaId, deps);
  if (n.status === 'emitida' && n.chave && !n.danfse) {
    const row = await lerLinhaConfig(db);
    const cert = row ? await abrirCertificadoDaEmpresa(row) : null;
    if (!row || !cert) return 'sem_certificado';
    const config = configDaLinha(row);
    await buscarDanfse(db, notaId, n.chave, (deps.cliente ?? ((c, cfg) => criarClienteNfse(c, cfg.ambiente)))(cert, config));
    logger.info({ nota: notaId }, 'DANFSe obtida');
    return 'danfse';
  }
  return 'ja_tratada';
}
