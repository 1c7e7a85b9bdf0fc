import { and, eq, sql } from 'drizzle-orm';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { getDb } from '@/lib/db/client';
import { notasFiscais } from '@/lib/db/schema';
import { enforce } from '@/lib/data/politica';
import { lerEntrada, type Entrada } from '@/lib/data/entrada';
import { canEditEmpresa } from '@/lib/domain/access';
import { montarPedidoCancelamento } from '@/lib/domain/nfse/cancelamento';
import { AppError, ConflictError, NotFoundError } from '@/lib/errors';
import { env } from '@/lib/env';
import { logger } from '@/lib/log';
import { assinarXml } from '@/lib/nfse/assinatura';
import { criarClienteNfse, ServicoIndisponivelError } from '@/lib/nfse/cliente';
import type { NfseDeps } from './emitir';
import { abrirCertificadoDaEmpresa, configDaLinha, lerLinhaConfig } from './configuracao';
import { lerNotaFiscal, type NotaFiscalDetalhe } from './listar';

/**
 * POST /api/notas-fiscais/{id}/cancelar (admins): the national cancellation event (e101101), signed with the firm's
 * certificate and registered at the Sefin while the admin waits. The service enforces its own rules (deadline,
 * notes already cancelled...): its refusal is a 409 with its code and message, and the note stays issued.
 */
export async function cancelarNotaFiscal(actor: Pick<SessionUser, 'id' | 'role'>, id: number, entrada: Entrada<{ codigo: '1' | '2' | '9'; motivo: string }>, deps: NfseDeps = {}): Promise<NotaFiscalDetalhe> {
  enforce(canEditEmpresa(actor));
  // The body is read only once the actor is an admin (403 before 400: lib/data/entrada.ts).
  const input = await lerEntrada(entrada);
  const db = await getDb();
  const [nota] = await db.select().from(notasFiscais).where(eq(notasFiscais.id, id));
  if (!nota) throw new NotFoundError('Nota fiscal não encontrada.');
  if (nota.status !== 'emitida' || !nota.chaveAcesso) throw new ConflictError('Só uma nota emitida pode ser cancelada.');
  const row = await lerLinhaConfig(db);
  const cert = row ? await abrirCertificadoDaEmpresa(row) : null;
  if (!row?.cnpj || !cert) throw new ConflictError('Falta o certificado digital da empresa para assinar o cancelamento.');
  const config = configDaLinha(row);
  const agora = (deps.agora ?? (() => new Date()))();
  const { xml } = montarPedidoCancelamento({ ambiente: config.ambiente, cnpjAutor: row.cnpj, chaveAcesso: nota.chaveAcesso, emitidoEm: agora, codigo: input.codigo, motivo: input.motivo });
  const assinado = assinarXml(xml, 'infPedReg', cert.chavePem, cert.certificadoPem, env().NFSE_ASSINATURA);
  const cliente = (deps.cliente ?? ((c, cfg) => criarClienteNfse(c, cfg.ambiente)))(cert, config);
  let r;
  try {
    r = await cliente.registrarEvento(nota.chaveAcesso, assinado);
  } catch (err) {
    if (err instanceof ServicoIndisponivelError) throw new AppError('O serviço da NFS-e não respondeu: tente cancelar de novo em alguns minutos.', 503);
    throw err;
  }
  if (r.tipo === 'rejeitado') {
    const texto = r.erros.map((e) => `${e.codigo}: ${e.mensagem}`).join('; ');
    await db.update(notasFiscais).set({ updatedAt: agora, historico: sql`${notasFiscais.historico} || ${JSON.stringify([{ em: agora.toISOString(), evento: 'Cancelamento recusado', detalhe: texto }])}::jsonb` }).where(eq(notasFiscais.id, id));
    throw new ConflictError(`O serviço da NFS-e recusou o cancelamento: ${texto}`);
  }
  await db
    .update(notasFiscais)
    .set({ status: 'cancelada', canceladaEm: agora, motivoCancelamento: input.motivo, updatedAt: agora, historico: sql`${notasFiscais.historico} || ${JSON.stringify([{ em: agora.toISOString(), evento: 'Cancelada', detalhe: input.motivo }])}::jsonb` })
    .where(and(eq(notasFiscais.id, id), eq(notasFiscais.status, 'emitida')));
  logger.info({ nota: id, by: actor.id }, 'NFS-e cancelada');
  return lerNotaFiscal(actor, id);
}
