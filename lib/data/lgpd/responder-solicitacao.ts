import { and, eq, isNull } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { consentimentos, solicitacoesLgpd, users } from '@/lib/db/schema';
import { enforce } from '@/lib/data/politica';
import { lerEntrada, type Entrada } from '@/lib/data/entrada';
import { enviarAvisoAgora, registrarAvisoEmail } from '@/lib/data/avisos-email';
import { canAnswerSolicitacoes } from '@/lib/domain/access';
import { ConflictError, NotFoundError } from '@/lib/errors';
import type { SolicitacaoRespostaInput } from '@/lib/validation/lgpd';
import { anonimizarConta, apagarObjetosDaConta, textoExclusao, type ResultadoExclusao } from './anonimizar-conta';
import type { Pessoa } from './pessoa';
import { toItem, type SolicitacaoItem } from './solicitacao-item';

export const SOLICITACAO_NAO_ENCONTRADA = 'Solicitação não encontrada.';
export const SOLICITACAO_JA_RESPONDIDA = 'Esta solicitação já foi respondida.';
export const SO_EXCLUSAO_EXECUTA = 'Somente uma solicitação de exclusão ou de revogação pode ser executada.';
export const NAO_EXCLUI_A_SI = 'Você não pode anonimizar a sua própria conta de administrador.';

/**
 * POST /api/lgpd/solicitacoes/{id}/responder (admins): records the answer and e-mails it to the person. With
 * `executar`, a deletion request anonymises the account (anonimizarConta) and a revocation revokes the
 * consents; the answer then states what was removed and what was kept and why.
 */
export async function responderSolicitacao(
  admin: Pessoa,
  id: number,
  entrada: Entrada<SolicitacaoRespostaInput>,
): Promise<{ solicitacao: SolicitacaoItem; exclusao: ResultadoExclusao | null }> {
  enforce(canAnswerSolicitacoes(admin));
  // The body is read only once the role may do this (403 before 400: lib/data/entrada.ts).
  const input = await lerEntrada(entrada);
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const [s] = await tx.select().from(solicitacoesLgpd).where(eq(solicitacoesLgpd.id, id)).for('update');
    if (!s) throw new NotFoundError(SOLICITACAO_NAO_ENCONTRADA);
    if (s.status !== 'aberta') throw new ConflictError(SOLICITACAO_JA_RESPONDIDA);
    if (input.executar && s.tipo !== 'exclusao' && s.tipo !== 'revogacao') throw new ConflictError(SO_EXCLUSAO_EXECUTA);
    if (input.executar && s.tipo === 'exclusao' && s.userId === admin.id) throw new ConflictError(NAO_EXCLUI_A_SI);
    const [pessoa] = await tx.select({ nome: users.nome, email: users.email }).from(users).where(eq(users.id, s.userId));
    let exclusao: ResultadoExclusao | null = null;
    let objetosApagar: string[] = [];
    let resposta = input.resposta;
    if (input.executar && s.tipo === 'exclusao') {
      ({ exclusao, objetosApagar } = await anonimizarConta(tx, s.userId));
      resposta = `${input.resposta}\n\n${textoExclusao(exclusao)}`;
    } else if (input.executar && s.tipo === 'revogacao') {
      await tx.update(consentimentos).set({ revogadoEm: new Date() }).where(and(eq(consentimentos.userId, s.userId), isNull(consentimentos.revogadoEm)));
    }
    const [row] = await tx
      .update(solicitacoesLgpd)
      .set({ status: input.executar ? 'executada' : 'respondida', resposta, respondidaPor: admin.id, respondidaEm: new Date() })
      .where(eq(solicitacoesLgpd.id, id))
      .returning();
    const [depois] = await tx.select({ nome: users.nome, email: users.email }).from(users).where(eq(users.id, s.userId));
    // The answer goes to the address the person had when they asked (after a deletion it is no longer stored on the
    // account, so the outbox row keeps it until sent), through the outbox, once per request.
    if (pessoa) {
      await registrarAvisoEmail(tx, { tipo: 'resposta_lgpd', chave: `lgpd:${s.id}`, refs: [s.id], userIds: [s.userId], endereco: exclusao ? pessoa.email : null });
    }
    return { row, pessoa, exclusao, objetosApagar, depois };
  });
  // Committed: the account's certificate file goes too (issue 28).
  await apagarObjetosDaConta(result.objetosApagar);
  await enviarAvisoAgora('resposta_lgpd', `lgpd:${result.row.id}`);
  return { solicitacao: toItem(result.row, result.depois ?? null), exclusao: result.exclusao };
}

