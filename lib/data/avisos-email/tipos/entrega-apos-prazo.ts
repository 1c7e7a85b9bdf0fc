import { eq } from 'drizzle-orm';
import { processos } from '@/lib/db/schema';
import { textosEmRisco } from '@/lib/data/prazos/textos-em-risco';
import { nomeDoProcesso } from '@/lib/domain/notificacao';
import { env } from '@/lib/env';
import { entregaAposPrazoMail } from '@/lib/mail/templates/entrega-apos-prazo';
import type { MontarMensagem } from './contexto';

/** A delivery that cannot keep its deadline's margin (refs: the deadlines); dropped once the risk is resolved. */
export const entregaAposPrazo: MontarMensagem = async ({ db, aviso, pessoa }) => {
  if (!pessoa.ativo || aviso.processoId == null) return null;
  const [caso] = await db.select({ numero: processos.numeroProcesso, requerente: processos.requerente }).from(processos).where(eq(processos.id, aviso.processoId));
  if (!caso) return null;
  const alertas = await textosEmRisco(db, aviso.processoId, aviso.refs);
  if (alertas.length === 0) return null;
  const link = `${env().APP_URL}/processo/${aviso.processoId}`;
  return { to: pessoa.email, ...entregaAposPrazoMail({ nome: pessoa.nome, processo: nomeDoProcesso(caso), alertas, link }) };
};
