import { desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { periciadoArquivos, processos, users } from '@/lib/db/schema';
import { canViewProcesso, type Actor } from '@/lib/domain/access';
import { NotFoundError } from '@/lib/errors';

export type ArquivoPericiadoLista = { id: number; nome: string; tamanho: number; mime: string; origem: 'Enviado pelo periciado'; enviadoEm: string; aceito: boolean; aceitoPor: string | null };

async function casoVisivel(user: Actor, processoId: number) {
  const db = await getDb();
  const [caso] = await db.select({ ownerId: processos.ownerId, peritoId: processos.peritoId }).from(processos).where(eq(processos.id, processoId));
  if (!caso || !canViewProcesso(user, caso)) throw new NotFoundError('Processo não encontrado.');
  return caso;
}

/** The case's files from the periciado: name, size and whether accepted (the content only through abrirArquivoPericiado). */
export async function listarArquivosPericiado(user: Actor, processoId: number): Promise<ArquivoPericiadoLista[]> {
  await casoVisivel(user, processoId);
  const db = await getDb();
  const rows = await db
    .select({ a: periciadoArquivos, aceitoPor: users.nome })
    .from(periciadoArquivos)
    .leftJoin(users, eq(users.id, periciadoArquivos.aceitoPor))
    .where(eq(periciadoArquivos.processoId, processoId))
    .orderBy(desc(periciadoArquivos.id));
  return rows.map(({ a, aceitoPor }) => ({
    id: a.id,
    nome: a.nome,
    tamanho: a.tamanho,
    mime: a.mime,
    origem: 'Enviado pelo periciado',
    enviadoEm: a.createdAt.toISOString(),
    aceito: a.aceitoEm !== null,
    aceitoPor: a.aceitoEm ? aceitoPor : null,
  }));
}
