import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { documentos, laudosJudiciais } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { enforce } from '@/lib/data/politica';
import { registrarAcessos, type Leitura } from '@/lib/data/registro-acessos';
import { registrarOcorrencia } from '@/lib/data/cronologia';
import { canWriteEntrega } from '@/lib/domain/access';
import type { QuadroPericial, RespostaLaudo } from '@/lib/domain/pareceres/quadro';
import { NotFoundError } from '@/lib/errors';
import type { LaudoJudicialInput } from '@/lib/validation/quadro-pericial';
import { casoVisivel, validarFontes } from './caso';

export const LAUDO_NAO_REGISTRADO = 'O laudo do perito do juízo ainda não foi registrado neste processo.';
export const MSG_LAUDO_PROIBIDO = 'Só o perito designado e administradores registram o laudo judicial.';

export type LaudoResposta = {
  processoId: number;
  documentoId: number | null;
  documentoTitulo: string | null;
  data: string | null;
  perito: string;
  quadro: QuadroPericial;
  respostas: RespostaLaudo[];
  atualizadoEm: string;
};

async function resposta(processoId: number): Promise<LaudoResposta | null> {
  const db = await getDb();
  const [l] = await db
    .select({ l: laudosJudiciais, documentoTitulo: documentos.titulo })
    .from(laudosJudiciais)
    .leftJoin(documentos, eq(documentos.id, laudosJudiciais.documentoId))
    .where(eq(laudosJudiciais.processoId, processoId))
    .limit(1);
  if (!l) return null;
  return {
    processoId,
    documentoId: l.l.documentoId,
    documentoTitulo: l.documentoTitulo,
    data: l.l.data,
    perito: l.l.perito,
    quadro: l.l.quadro,
    respostas: l.l.respostas,
    atualizadoEm: l.l.updatedAt.toISOString(),
  };
}

/** The court expert's laudo registered on the case (issue 37 item 4), for everyone who sees it; the read is logged. */
export async function lerLaudo(user: SessionUser, processoId: number, leitura?: Leitura): Promise<LaudoResposta> {
  const db = await getDb();
  const p = await casoVisivel(db, user, processoId);
  const l = await resposta(p.id);
  if (!l) throw new NotFoundError(LAUDO_NAO_REGISTRADO);
  if (leitura) await registrarAcessos(db, user, leitura, [{ processoId: p.id, objeto: 'processo' }]);
  return l;
}

/**
 * Registers (or replaces) the court laudo: its document (a file of the case), date, expert, the court's quadro and,
 * per quesito, the court's answer with the assistente's position and reasoning. The assigned perito and admins;
 * cited documents (and the laudo's own) must be the case's.
 */
export async function salvarLaudo(user: SessionUser, processoId: number, input: LaudoJudicialInput): Promise<LaudoResposta> {
  const db = await getDb();
  const p = await casoVisivel(db, user, processoId);
  enforce(canWriteEntrega(user, p), MSG_LAUDO_PROIBIDO);
  await validarFontes(
    db,
    p.id,
    [
      { campo: 'quadro.did.fontes', fontes: input.quadro.did.fontes },
      { campo: 'quadro.dii.fontes', fontes: input.quadro.dii.fontes },
      ...input.respostas.map((r, i) => ({ campo: `respostas.${i}.fontes`, fontes: r.fontes })),
    ],
    input.documentoId ? [{ campo: 'documentoId', documentoId: input.documentoId }] : [],
  );
  const valores = { documentoId: input.documentoId, data: input.data, perito: input.perito.trim(), quadro: input.quadro, respostas: input.respostas, atualizadoPor: user.id };
  await db.transaction(async (t) => {
    await t
      .insert(laudosJudiciais)
      .values({ processoId: p.id, ...valores })
      .onConflictDoUpdate({ target: laudosJudiciais.processoId, set: { ...valores, updatedAt: sql`now()` } });
    await registrarOcorrencia({ processoId: p.id, userId: user.id, evento: 'Laudo do perito do juízo registrado', tipo: 'impugnacao' }, t);
  });
  return (await resposta(p.id))!;
}
