import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { notasFiscais, pagamentos, processoFases, processos } from '@/lib/db/schema';
import { pendenciasNfse, type NfseServicoFase } from '@/lib/domain/nfse/config';
import { certificadoDaLinha, configDaLinha, lerLinhaConfig } from './configuracao';

/** The products a payment bought, as the settings name their services: the case's phases, or 'pacote'. */
export async function fasesDoPagamento(db: DbOrTx, p: { tipo: string; processoId: number | null }): Promise<NfseServicoFase[]> {
  if (p.tipo === 'pacote' || p.processoId === null) return ['pacote'];
  const fases = await db.select({ idFase: processoFases.idFase }).from(processoFases).where(eq(processoFases.processoId, p.processoId)).orderBy(processoFases.idFase);
  const out = fases.map((f) => String(f.idFase)).filter((f): f is NfseServicoFase => ['1', '2', '3', '4'].includes(f));
  return out.length ? out : ['1'];
}

/**
 * A payment was recorded approved (webhook, manual payment, package paid by PIX or transfer): inside the same
 * transaction, its note goes into the queue (one per payment; the queue `nfse` of lib/jobs/registro.ts issues it).
 * Nothing when the settings are incomplete (the payment is then listed 'sem nota' until the admin confirms), when
 * a crédito of a package paid for the case (the package had its own note), or when the payment already has a note.
 * Returns whether a note was queued.
 */
export async function enfileirarNotaFiscal(tx: DbOrTx, pagamentoId: number): Promise<boolean> {
  const [p] = await tx
    .select({ id: pagamentos.id, status: pagamentos.status, meio: pagamentos.meio, tipo: pagamentos.tipo, processoId: pagamentos.processoId, userId: pagamentos.userId, valorCentavos: pagamentos.valorCentavos, ownerId: processos.ownerId })
    .from(pagamentos)
    .leftJoin(processos, eq(processos.id, pagamentos.processoId))
    .where(eq(pagamentos.id, pagamentoId));
  if (!p || p.status !== 'aprovado' || p.meio === 'credito' || p.valorCentavos <= 0) return false;
  const row = await lerLinhaConfig(tx);
  if (pendenciasNfse(configDaLinha(row), certificadoDaLinha(row) !== null, await fasesDoPagamento(tx, p)).length > 0) return false;
  const criadas = await tx
    .insert(notasFiscais)
    .values({ pagamentoId: p.id, tomadorUserId: p.ownerId ?? p.userId, valorCentavos: p.valorCentavos, historico: [{ em: new Date().toISOString(), evento: 'Na fila para emissão' }] })
    .onConflictDoNothing()
    .returning({ id: notasFiscais.id });
  return criadas.length > 0;
}

/** Approved payments that have no note (settings were incomplete, or they came before the feature). */
export function semNotaWhere() {
  return and(eq(pagamentos.status, 'aprovado'), isNull(notasFiscais.id));
}
