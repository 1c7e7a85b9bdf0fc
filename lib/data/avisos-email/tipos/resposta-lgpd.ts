import { eq } from 'drizzle-orm';
import { solicitacoesLgpd } from '@/lib/db/schema';
import { SOLICITACAO_TIPO_LABELS } from '@/lib/domain/lgpd';
import { respostaSolicitacaoLgpdMail } from '@/lib/mail/templates/resposta-solicitacao-lgpd';
import type { MontarMensagem } from './contexto';

/**
 * An admin's answer to a data subject's request (refs: [solicitação]). It goes to the address the person had when
 * they asked: after a deletion the account is anonymised, so that address is kept on the row (`endereco`, deleted
 * with the row 30 days after the send) and the greeting names no one.
 */
export const respostaLgpd: MontarMensagem = async ({ db, aviso, pessoa }) => {
  const [s] = await db.select().from(solicitacoesLgpd).where(eq(solicitacoesLgpd.id, aviso.refs[0]));
  if (!s) return null;
  const mail = respostaSolicitacaoLgpdMail({ nome: aviso.endereco ? 'titular' : pessoa.nome, tipo: SOLICITACAO_TIPO_LABELS[s.tipo], id: s.id, resposta: s.resposta ?? '' });
  return { to: aviso.endereco ?? pessoa.email, ...mail };
};
