import { and, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { notasFiscais } from '@/lib/db/schema';
import { logger } from '@/lib/log';
import { abrirCertificadoDaEmpresa, configDaLinha, lerLinhaConfig } from './configuracao';
import { buscarDanfse, emitirNotaFiscal, type NfseDeps } from './emitir';
import { criarClienteNfse } from '@/lib/nfse/cliente';

/** A claimed row older than this lost its job (the retries span about 8.5 h). */
export const AGENDAMENTO_PERDIDO_MS = 10 * 3600_000;

/**
 * The job's side of the notes (lib/jobs/nfse.ts): which rows need work (queued and due; or issued without their
 * DANFSe yet), claimed by one instance at a time (agendada_em, SKIP LOCKED), and one attempt per job.
 */
export async function reservarNotasPendentes(limite: number, agora = new Date()): Promise<number[]> {
  const db = await getDb();
  // A row claimed longer ago than the whole retry span (about 8.5 h) lost its job (process killed, job expired).
  const perdidaAntesDe = new Date(agora.getTime() - AGENDAMENTO_PERDIDO_MS);
  const precisa = or(
    and(eq(notasFiscais.status, 'na_fila'), or(isNull(notasFiscais.proximaTentativaEm), lte(notasFiscais.proximaTentativaEm, agora))),
    and(eq(notasFiscais.status, 'emitida'), isNotNull(notasFiscais.chaveAcesso), isNull(notasFiscais.danfseStorageKey)),
  );
  const rows = await db.execute<{ id: number }>(sql`
    update ${notasFiscais} set agendada_em = ${agora} where id in (
      select id from ${notasFiscais} where (${isNull(notasFiscais.agendadaEm)} or ${lt(notasFiscais.agendadaEm, perdidaAntesDe)}) and ${precisa}
      order by id limit ${limite} for update skip locked
    ) returning id`);
  return (Array.isArray(rows) ? rows : (rows as { rows: { id: number }[] }).rows).map((r) => Number(r.id));
}

/** The job of a note is over (issued, rejected, or its retries spent): the pump may create another when due. */
export async function liberarNotas(ids: number[], proximaTentativaEm: Date | null = null): Promise<void> {
  if (!ids.length) return;
  const db = await getDb();
  await db.update(notasFiscais).set({ agendadaEm: null, proximaTentativaEm }).where(inArray(notasFiscais.id, ids));
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
