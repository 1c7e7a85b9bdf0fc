import { eq, sql } from 'drizzle-orm';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { getDb } from '@/lib/db/client';
import { notasFiscais, pagamentos } from '@/lib/db/schema';
import { enforce } from '@/lib/data/politica';
import { canEditEmpresa } from '@/lib/domain/access';
import { pendenciasNfse } from '@/lib/domain/nfse/config';
import { ConflictError, NotFoundError } from '@/lib/errors';
import { certificadoDaLinha, configDaLinha, lerLinhaConfig } from './configuracao';
import { enfileirarNotaFiscal, fasesDoPagamento } from './enfileirar';

const MSG_JA_EMITIDA = 'Este pagamento já tem nota fiscal emitida (ou na fila). Para substituí-la, cancele-a primeiro.';

/**
 * POST /api/pagamentos/{id}/nota-fiscal (admins): issue again after a rejection (or for a payment 'sem nota', once
 * the settings are complete; or after a cancellation). A rejected note goes back to the queue with a new DPS number
 * (the one it had stays in its history); an issued or queued one is a 409.
 */
export async function emitirNotaNovamente(actor: Pick<SessionUser, 'id' | 'role'>, pagamentoId: number): Promise<{ notaId: number }> {
  enforce(canEditEmpresa(actor));
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [p] = await tx.select().from(pagamentos).where(eq(pagamentos.id, pagamentoId));
    if (!p) throw new NotFoundError('Pagamento não encontrado.');
    if (p.status !== 'aprovado') throw new ConflictError('Só pagamentos aprovados têm nota fiscal.');
    if (p.meio === 'credito') throw new ConflictError('Este processo foi pago com crédito de um pacote: a nota fiscal é a do pacote.');
    const row = await lerLinhaConfig(tx);
    const falta = pendenciasNfse(configDaLinha(row), certificadoDaLinha(row) !== null, await fasesDoPagamento(tx, p));
    if (falta.length) throw new ConflictError(`Complete as configurações da nota fiscal em Empresa: falta ${falta.join(', ')}.`);
    const [nota] = await tx.select().from(notasFiscais).where(eq(notasFiscais.pagamentoId, pagamentoId)).for('update');
    if (!nota) {
      await enfileirarNotaFiscal(tx, pagamentoId);
      const [nova] = await tx.select({ id: notasFiscais.id }).from(notasFiscais).where(eq(notasFiscais.pagamentoId, pagamentoId));
      return { notaId: nova.id };
    }
    if (nota.status === 'emitida' || nota.status === 'na_fila') throw new ConflictError(MSG_JA_EMITIDA);
    const detalhe = nota.numeroDps ? `Antes: série ${nota.serie}, número ${nota.numeroDps}${nota.chaveAcesso ? `, chave ${nota.chaveAcesso}` : ''}` : null;
    const h = { em: new Date().toISOString(), evento: 'Emitir novamente (pedido do administrador)', ...(detalhe ? { detalhe } : {}) };
    await tx
      .update(notasFiscais)
      .set({
        status: 'na_fila',
        serie: null,
        numeroDps: null,
        idDps: null,
        chaveAcesso: null,
        xmlStorageKey: null,
        danfseStorageKey: null,
        emitidaEm: null,
        canceladaEm: null,
        envioIncerto: false,
        erros: [],
        tentandoAte: null,
        agendadaEm: null,
        proximaTentativaEm: null,
        updatedAt: new Date(),
        historico: sql`${notasFiscais.historico} || ${JSON.stringify([h])}::jsonb`,
      })
      .where(eq(notasFiscais.id, nota.id));
    return { notaId: nota.id };
  });
}
