import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { documentos, quadrosPericiais } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { enforce } from '@/lib/data/politica';
import { salvarEntrega, type EntregaView } from '@/lib/data/entregas';
import { canWriteEntrega } from '@/lib/domain/access';
import { documentoImpugnacao } from '@/lib/domain/pareceres/impugnacao';
import { ConflictError, ValidationError } from '@/lib/errors';
import { entregaSalvarSchema } from '@/lib/validation/entregas';
import { casoVisivel } from './caso';
import { LAUDO_NAO_REGISTRADO, lerLaudo, MSG_LAUDO_PROIBIDO } from './laudo';
import { FASE_IMPUGNACAO } from './tabelas-da-entrega';

/**
 * 'Gerar impugnação' (issue 37 item 4): the Fase 4 deliverable's draft built from the court laudo and our quadro
 * pericial, saved as a new version of the draft (the perito edits and publishes it like any deliverable; publishing
 * adds the side-by-side tables from the same data). The assigned perito and admins; 409 without a laudo registered,
 * without a Fase 4 on the case or once the impugnação is published (salvarEntrega's rules).
 */
export async function gerarImpugnacao(user: SessionUser, processoId: number): Promise<EntregaView> {
  const db = await getDb();
  const p = await casoVisivel(db, user, processoId);
  enforce(canWriteEntrega(user, p), MSG_LAUDO_PROIBIDO);
  const laudo = await lerLaudo(user, p.id).catch((err: unknown) => {
    throw err instanceof Error && err.message === LAUDO_NAO_REGISTRADO ? new ConflictError(LAUDO_NAO_REGISTRADO) : err;
  });
  const [[quadro], docs] = await Promise.all([
    db.select({ q: quadrosPericiais.quadro }).from(quadrosPericiais).where(eq(quadrosPericiais.processoId, p.id)),
    db.select({ id: documentos.id, titulo: documentos.titulo }).from(documentos).where(eq(documentos.processoId, p.id)),
  ]);
  const conteudo = documentoImpugnacao(laudo, quadro?.q ?? null, new Map(docs.map((d) => [d.id, d.titulo])));
  const input = entregaSalvarSchema.safeParse({ conteudo, nova_versao: true });
  if (!input.success) throw new ValidationError(input.error.issues[0]?.message ?? 'A impugnação gerada ficou grande demais: encurte as respostas.');
  return salvarEntrega(user, p.id, FASE_IMPUGNACAO, input.data);
}
