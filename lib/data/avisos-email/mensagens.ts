import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { andamentos, notasFiscais, processos, users, type AvisoEmail } from '@/lib/db/schema';
import { textosEmRisco } from '@/lib/data/prazos/textos-em-risco';
import { mensagemNovosAndamentos } from '@/lib/domain/avisos-email';
import { nomeDoProcesso } from '@/lib/domain/notificacao';
import { env } from '@/lib/env';
import type { Mail } from '@/lib/mail';
import { entregaAposPrazoMail } from '@/lib/mail/templates/entrega-apos-prazo';
import { emailNovidadesTribunal } from '@/lib/mail/templates/tribunais-novidades';
import { nfseEmitidaMail } from '@/lib/mail/templates/nfse-emitida';
import { formatCentavos } from '@/lib/domain/money';

/**
 * Rebuilds the message of an outbox row from its ids, as of now: the person's current name and address, the case,
 * the deadlines' or movements' current text. Null when there is nothing to send any more: the person was
 * deactivated (or, for court news, turned e-mail notifications off), the case or its movements are gone, or the
 * deadline's risk was resolved before the e-mail could go (the service delivered, the deadline fulfilled).
 */
export async function montarAvisoEmail(db: DbOrTx, aviso: Pick<AvisoEmail, 'tipo' | 'processoId' | 'userId' | 'refs'>): Promise<Mail | null> {
  const [pessoa] = await db
    .select({ nome: users.nome, email: users.email, ativo: users.ativo, settings: users.settings })
    .from(users)
    .where(eq(users.id, aviso.userId));
  const [caso] = await db
    .select({ numero: processos.numeroProcesso, requerente: processos.requerente })
    .from(processos)
    .where(eq(processos.id, aviso.processoId));
  if (!pessoa || !pessoa.ativo || !caso) return null;

  if (aviso.tipo === 'entrega_apos_prazo') {
    const alertas = await textosEmRisco(db, aviso.processoId, aviso.refs);
    if (alertas.length === 0) return null;
    const link = `${env().APP_URL}/processo/${aviso.processoId}`;
    return { to: pessoa.email, ...entregaAposPrazoMail({ nome: pessoa.nome, processo: nomeDoProcesso(caso), alertas, link }) };
  }

  if (aviso.tipo === 'nfse_emitida') {
    const [nota] = await db.select().from(notasFiscais).where(eq(notasFiscais.id, aviso.refs[0] ?? 0));
    if (!nota || nota.status !== 'emitida' || !nota.danfseStorageKey || !nota.chaveAcesso) return null;
    const link = `${env().APP_URL}/api/notas-fiscais/${nota.id}/danfse`;
    return { to: pessoa.email, ...nfseEmitidaMail({ nome: pessoa.nome, valor: formatCentavos(nota.valorCentavos), processo: nomeDoProcesso(caso), chaveAcesso: nota.chaveAcesso, link }) };
  }

  // tribunais_novidades: only while the person wants e-mail notifications (Configurações).
  if (pessoa.settings?.emailNotifications !== true) return null;
  const novos = await db
    .select({ nome: andamentos.nome, dataHora: andamentos.dataHora })
    .from(andamentos)
    .where(and(eq(andamentos.processoId, aviso.processoId), inArray(andamentos.id, aviso.refs)))
    .orderBy(asc(andamentos.id));
  if (novos.length === 0 || !caso.numero) return null;
  return emailNovidadesTribunal(pessoa.email, { processoId: aviso.processoId, mensagem: `Processo ${caso.numero}: ${mensagemNovosAndamentos(novos)}` });
}
