import type { Readable } from 'node:stream';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/lib/db/client';
import { documentos, periciadoArquivos, processos, users } from '@/lib/db/schema';
import type { ArquivoRecebido } from '@/lib/storage/arquivo-recebido';
import { registrarOcorrencia } from '@/lib/data/cronologia';
import { enfileirarLeitura } from '@/lib/data/autos/enfileirar';
import { notificarCaso } from '@/lib/data/notificacoes';
import { registrarAcessos, type Leitura } from '@/lib/data/registro-acessos';
import { canAceitarArquivoPericiado, canViewProcesso, type Actor } from '@/lib/domain/access';
import { MAX_ARQUIVOS_POR_LINK, MSG_LIMITE_ARQUIVOS, MSG_TIPO_PERICIADO, TIPOS_PERICIADO } from '@/lib/domain/periciado/arquivos';
import { ConflictError, NotFoundError, UnsupportedMediaTypeError } from '@/lib/errors';
import { deleteObject, ObjectNotFoundError, openDecrypted, putPlain } from '@/lib/storage';
import { logger } from '@/lib/log';
import { toNumber } from '@/lib/db/client';
import { linkValido } from './token';

export const ARQUIVO_NAO_ENCONTRADO = 'Arquivo não encontrado.';
export const MSG_AINDA_NAO_ACEITO = 'Este arquivo ainda não foi aceito. Aceite-o para ver o conteúdo.';

/**
 * POST /api/p/{token}/arquivos: a file from the periciado (checked by content and size as every upload is, by
 * lib/api/multipart; here only PDF, JPEG and PNG), encrypted into the store, at most MAX_ARQUIVOS_POR_LINK per link.
 * Takes ownership of the spool. The lawyer and the perito are notified; nobody reads it until one of them accepts it.
 */
export async function receberArquivoPericiado(token: string, ip: string, file: ArquivoRecebido): Promise<{ id: number; nome: string; tamanho: number }> {
  try {
    if (!(TIPOS_PERICIADO as readonly string[]).includes(file.mime)) throw new UnsupportedMediaTypeError(MSG_TIPO_PERICIADO);
    const db = await getDb();
    const link = await linkValido(db, token, ip);
    await file.spool.commit();
    try {
      return await db.transaction(async (tx) => {
        // One link's uploads are counted under its row's lock, so parallel uploads cannot pass the limit together.
        await tx.select({ id: processos.id }).from(processos).where(eq(processos.id, link.processoId)).for('update');
        const [{ n }] = await tx.select({ n: count() }).from(periciadoArquivos).where(eq(periciadoArquivos.linkId, link.linkId));
        if (toNumber(n) >= MAX_ARQUIVOS_POR_LINK) throw new ConflictError(MSG_LIMITE_ARQUIVOS);
        const [row] = await tx
          .insert(periciadoArquivos)
          .values({
            periciaId: link.pericia.id,
            linkId: link.linkId,
            processoId: link.processoId,
            storageKey: file.spool.key,
            mime: file.mime,
            tamanho: file.tamanho,
            sha256: file.sha256,
            nome: file.nome,
          })
          .returning();
        await registrarOcorrencia({ processoId: link.processoId, userId: null, evento: `Arquivo enviado pelo periciado: ${file.nome}`, tipo: 'documento' }, tx);
        await notificarCaso({ processoId: link.processoId, actorId: null, tipo: 'pericia', mensagem: 'O periciado enviou um arquivo: aceite-o para ver o conteúdo.' }, tx);
        return { id: row.id, nome: row.nome, tamanho: row.tamanho };
      });
    } catch (err) {
      await deleteObject(file.spool.key).catch(() => {});
      throw err;
    }
  } finally {
    await file.spool.discard();
  }
}

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

async function arquivoDoCaso(user: Actor, arquivoId: number) {
  const db = await getDb();
  const [row] = await db
    .select({ a: periciadoArquivos, ownerId: processos.ownerId, peritoId: processos.peritoId })
    .from(periciadoArquivos)
    .innerJoin(processos, eq(processos.id, periciadoArquivos.processoId))
    .where(eq(periciadoArquivos.id, arquivoId));
  if (!row || !canViewProcesso(user, row)) throw new NotFoundError(ARQUIVO_NAO_ENCONTRADO);
  return row;
}

/** Title of the case's document made from an accepted PDF of the periciado (issue 38 item 3). */
export const tituloDocumentoDoPericiado = (nome: string) => `Enviado pelo periciado: ${nome}`;

type ArquivoAceito = Pick<typeof periciadoArquivos.$inferSelect, 'id' | 'processoId' | 'nome' | 'mime' | 'tamanho' | 'sha256'>;

/**
 * An accepted PDF as a document of the case's autos, in the caller's transaction (which holds the file's row): the
 * document over `copia` (the file's bytes in a new encrypted object), its reading queued, and the file's row linked
 * to it and marked (nos_autos_em), so neither the acceptance nor the backfill ever makes a second one.
 */
export async function documentoDoArquivo(tx: DbOrTx, a: ArquivoAceito, autorId: number | null, copia: string): Promise<number> {
  const [doc] = await tx
    .insert(documentos)
    .values({
      processoId: a.processoId,
      autorId,
      titulo: tituloDocumentoDoPericiado(a.nome),
      tipo: 'arquivo',
      storageKey: copia,
      mime: a.mime,
      tamanho: a.tamanho,
      sha256: a.sha256,
      nomeArquivo: a.nome,
    })
    .returning({ id: documentos.id });
  await enfileirarLeitura(tx, doc.id);
  await tx.update(periciadoArquivos).set({ documentoId: doc.id, nosAutosEm: new Date() }).where(eq(periciadoArquivos.id, a.id));
  return doc.id;
}

/**
 * POST /api/periciado/arquivos/{id}/aceite: the case's lawyer, perito or an admin accepts the file (once).
 * An accepted PDF joins the case's autos (issue 38 item 3): a document of the Documentos tab whose bytes are a copy in
 * a new encrypted object (the document and the periciado's file are kept and deleted independently: a stored object
 * belongs to one row), queued for the autos reading in the acceptance's transaction, so its pages are searched like
 * every PDF of the case. Accepting again changes nothing and creates no second document (the update only takes a
 * file not yet accepted; the copy of a losing race is removed). Images (JPEG, PNG) are only accepted: the autos
 * reading is of PDFs.
 */
export async function aceitarArquivoPericiado(user: Actor, arquivoId: number): Promise<{ aceito: true }> {
  const row = await arquivoDoCaso(user, arquivoId);
  if (!canAceitarArquivoPericiado(user, row)) throw new NotFoundError(ARQUIVO_NAO_ENCONTRADO);
  if (row.a.aceitoEm) return { aceito: true };
  const a = row.a;
  const pdf = a.mime === 'application/pdf';
  // The copy is written before the transaction (the store is not transactional) and removed if it ends unused.
  const copia = pdf ? await semObjetoAusente(a.id, async () => putPlain(await openDecrypted(a.storageKey))) : null;
  let usada = false;
  try {
    const db = await getDb();
    usada = await db.transaction(async (tx) => {
      const feito = await tx
        .update(periciadoArquivos)
        .set({ aceitoEm: new Date(), aceitoPor: user.id })
        .where(and(eq(periciadoArquivos.id, arquivoId), isNull(periciadoArquivos.aceitoEm)))
        .returning({ id: periciadoArquivos.id });
      if (!feito.length) return false;
      await registrarOcorrencia({ processoId: a.processoId, userId: user.id, evento: `Arquivo do periciado aceito: ${a.nome}`, tipo: 'documento' }, tx);
      if (!copia) return false;
      await documentoDoArquivo(tx, a, user.id, copia);
      return true;
    });
  } finally {
    if (copia && !usada) await deleteObject(copia).catch(() => {});
  }
  return { aceito: true };
}

/** GET /api/periciado/arquivos/{id}: the decrypted bytes, only once accepted (409 before); each read is logged (LGPD). */
export async function abrirArquivoPericiado(user: Actor, arquivoId: number, leitura?: Leitura): Promise<{ stream: Readable; mime: string; nome: string; tamanho: number }> {
  const { a } = await arquivoDoCaso(user, arquivoId);
  if (!a.aceitoEm) throw new ConflictError(MSG_AINDA_NAO_ACEITO);
  if (leitura) await registrarAcessos(await getDb(), user, leitura, [{ processoId: a.processoId, objeto: 'arquivo' }]);
  return { stream: await semObjetoAusente(a.id, () => openDecrypted(a.storageKey)), mime: a.mime, nome: a.nome, tamanho: a.tamanho };
}

/** A file row whose object is gone from the store (a restore without files, a manual deletion): 404 saying so, not 500. */
async function semObjetoAusente<T>(arquivoId: number, ler: () => Promise<T>): Promise<T> {
  try {
    return await ler();
  } catch (err) {
    if (!(err instanceof ObjectNotFoundError)) throw err;
    logger.error({ arquivoId }, 'Arquivo do periciado sem objeto no armazenamento');
    throw new NotFoundError('Arquivo não encontrado no armazenamento.');
  }
}
