import { and, asc, eq, inArray } from 'drizzle-orm';
import { andamentos, processos } from '@/lib/db/schema';
import { mensagemNovosAndamentos } from '@/lib/domain/avisos-email';
import { emailNovidadesTribunal } from '@/lib/mail/templates/tribunais-novidades';
import type { MontarMensagem } from './contexto';

/** New court movements of a case (refs: the movements), only while the person wants e-mail notifications. */
export const tribunaisNovidades: MontarMensagem = async ({ db, aviso, pessoa }) => {
  if (!pessoa.ativo || aviso.processoId == null || pessoa.settings?.emailNotifications !== true) return null;
  const [caso] = await db.select({ numero: processos.numeroProcesso }).from(processos).where(eq(processos.id, aviso.processoId));
  if (!caso?.numero) return null;
  const novos = await db
    .select({ nome: andamentos.nome, dataHora: andamentos.dataHora })
    .from(andamentos)
    .where(and(eq(andamentos.processoId, aviso.processoId), inArray(andamentos.id, aviso.refs)))
    .orderBy(asc(andamentos.id));
  if (novos.length === 0) return null;
  return emailNovidadesTribunal(pessoa.email, { processoId: aviso.processoId, mensagem: `Processo ${caso.numero}: ${mensagemNovosAndamentos(novos)}` });
};
