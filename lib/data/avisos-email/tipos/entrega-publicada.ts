import { eq } from 'drizzle-orm';
import { entregas, processos } from '@/lib/db/schema';
import { nomeDoProcesso } from '@/lib/domain/notificacao';
import { tituloServico } from '@/lib/domain/status';
import { env } from '@/lib/env';
import { entregaPublicada as entregaPublicadaMail } from '@/lib/mail/templates/entrega-publicada';
import type { MontarMensagem } from './contexto';

/** A phase's deliverable was published (refs: [entrega, 1 when a correction]) — to the case's owner advogado. */
export const entregaPublicada: MontarMensagem = async ({ db, aviso, pessoa }) => {
  if (!pessoa.ativo || aviso.processoId == null) return null;
  const [e] = await db.select({ titulo: entregas.titulo, idFase: entregas.idFase }).from(entregas).where(eq(entregas.id, aviso.refs[0]));
  const [caso] = await db.select({ id: processos.id, numero: processos.numeroProcesso, requerente: processos.requerente }).from(processos).where(eq(processos.id, aviso.processoId));
  if (!e || !caso) return null;
  const mail = entregaPublicadaMail({
    nomeAdvogado: pessoa.nome,
    titulo: e.titulo,
    fase: tituloServico(e.idFase),
    processo: nomeDoProcesso(caso),
    link: `${env().APP_URL}/processo/${caso.id}?tab=documentos`,
    correcao: aviso.refs[1] === 1,
  });
  return { to: pessoa.email, ...mail };
};
