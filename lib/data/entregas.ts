import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { documentos, entregas, entregaVersoes, processoFases, processos, quesitos, users, type Entrega } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/session-users';
import { documentoDeQuemEntrega, enforce, visibleProcessos } from '@/lib/data/access';
import { recordEvent } from '@/lib/data/cronologia';
import { notifyCase } from '@/lib/data/notificacoes';
import { firmaDoTimbrado } from '@/lib/data/firma';
import { canViewEntregaPublicada, canViewEntregaRascunho, canWriteEntrega, type CaseParties } from '@/lib/domain/access';
import { formatCnj } from '@/lib/domain/cnj';
import { formatDate, todayInBrazil } from '@/lib/domain/dates';
import {
  documentoVazio,
  modeloEntrega,
  MSG_ENTREGA_PUBLICADA,
  MSG_ENTREGA_VAZIA,
  quesitosTravados,
  tituloEntrega,
  type EntregaDoc,
} from '@/lib/domain/entregas';
import { nomeDoProcesso } from '@/lib/domain/notificacao';
import { nomeFase, rotuloServico } from '@/lib/domain/status';
import { renderEntregaDocx } from '@/lib/entregas/docx';
import { renderEntregaPdf, type Timbrado } from '@/lib/entregas/pdf';
import { env } from '@/lib/env';
import { ConflictError, NotFoundError } from '@/lib/errors';
import { logger } from '@/lib/log';
import { escapeHtml, sendMail } from '@/lib/mail';
import { deleteObject, putPlain } from '@/lib/storage';
import type { EntregaSalvarInput } from '@/lib/validation/entregas';
import { emitirEvento } from '@/lib/data/webhooks/emitir';

/**
 * Phase deliverables (issue 14). Who may do what is the access policy's (canWriteEntrega,
 * canViewEntregaRascunho, canViewEntregaPublicada); this module enforces it. A case the user does not see is
 * 404; a draft the user may not read is 404 too (the owner advogado learns only that nothing is published).
 */

type Usuario = Pick<SessionUser, 'id' | 'role'>;
export const PROCESSO_NAO_ENCONTRADO = 'Processo não encontrado.';
export const FASE_NAO_ENCONTRADA = 'Fase não encontrada neste processo.';
export const ENTREGA_NAO_PUBLICADA = 'A entrega desta fase ainda não foi publicada.';
/** An autosave within this time of the latest autosave of the same author updates it instead of adding a version. */
export const JANELA_AUTOSAVE_MS = 10 * 60 * 1000;

type Caso = CaseParties & {
  id: number;
  numero: string | null;
  comarca: string;
  vara: string | null;
  requerente: string;
  requerido: string;
};

/** The case (parties and court, as templates and letterheads need them) when the user sees it; else 404. */
export async function casoVisivel(db: Db, user: Usuario, processoId: number): Promise<Caso> {
  const [c] = await db
    .select({
      id: processos.id,
      ownerId: processos.ownerId,
      peritoId: processos.peritoId,
      numero: processos.numeroProcesso,
      comarca: processos.comarca,
      vara: processos.varaJudicial,
      requerente: processos.requerente,
      requerido: processos.requerido,
    })
    .from(processos)
    .where(and(eq(processos.id, processoId), visibleProcessos(user)))
    .limit(1);
  if (!c) throw new NotFoundError(PROCESSO_NAO_ENCONTRADO);
  return c;
}

async function faseDoCaso(db: Db, processoId: number, idFase: number): Promise<void> {
  const [f] = await db
    .select({ id: processoFases.id })
    .from(processoFases)
    .where(and(eq(processoFases.processoId, processoId), eq(processoFases.idFase, idFase)))
    .limit(1);
  if (!f) throw new NotFoundError(FASE_NAO_ENCONTRADA);
}

async function entregaDe(db: Db, processoId: number, idFase: number): Promise<Entrega | undefined> {
  const [e] = await db
    .select()
    .from(entregas)
    .where(and(eq(entregas.processoId, processoId), eq(entregas.idFase, idFase)))
    .limit(1);
  return e;
}

/**
 * Whether a phase has its deliverable: a published entrega, or a file sent as the phase's document
 * (documentos.tipo 'arquivo' with that id_fase) by someone who may deliver it (the perito or an admin).
 * Phase completion asks this.
 */
export async function faseTemEntrega(db: Db, processoId: number, idFase: number): Promise<boolean> {
  const [publicada] = await db
    .select({ id: entregas.id })
    .from(entregas)
    .where(and(eq(entregas.processoId, processoId), eq(entregas.idFase, idFase), eq(entregas.status, 'publicada')))
    .limit(1);
  if (publicada) return true;
  return arquivoEntregue(db, processoId, idFase);
}

async function arquivoEntregue(db: Db, processoId: number, idFase: number): Promise<boolean> {
  const [arquivo] = await db
    .select({ id: documentos.id })
    .from(documentos)
    .innerJoin(processos, eq(processos.id, documentos.processoId))
    .where(and(eq(documentos.processoId, processoId), eq(documentos.idFase, idFase), eq(documentos.tipo, 'arquivo'), documentoDeQuemEntrega()))
    .limit(1);
  return Boolean(arquivo);
}

/** Whether the case's quesitos are locked by its Fase 2 deliverable (the rule: quesitosTravados in lib/domain/entregas). */
export async function quesitosTravadosNoCaso(db: Db, processoId: number): Promise<boolean> {
  const e = await entregaDe(db, processoId, 2);
  // A deliverable published in the system decides alone: the file query only runs when it can matter.
  return quesitosTravados(e, !e?.publicadaEm && (await arquivoEntregue(db, processoId, 2)));
}

async function quesitosDoCaso(db: Db, processoId: number): Promise<string[]> {
  const rows = await db
    .select({ description: quesitos.description })
    .from(quesitos)
    .where(eq(quesitos.processoId, processoId))
    .orderBy(asc(quesitos.createdAt), asc(quesitos.id));
  return rows.map((r) => r.description);
}

export type EntregaDocumento = { id: number; nome: string; mime: string; download_url: string };

export type EntregaView = {
  id: number | null;
  id_processo: number;
  id_fase: number;
  titulo: string;
  /** 'nova': nothing saved yet (the content is the phase's template). */
  status: 'nova' | 'rascunho' | 'publicada';
  versao: number;
  conteudo: EntregaDoc;
  atualizada_em: string | null;
  publicada_em: string | null;
  pode_escrever: boolean;
  /** Published, and the user may write it: 'Corrigir entrega' reopens it as a draft. */
  pode_corrigir: boolean;
  documentos: EntregaDocumento[];
};

async function documentosDaEntrega(db: Db, e: Entrega): Promise<EntregaDocumento[]> {
  const ids = [e.documentoPdfId, e.documentoDocxId].filter((id): id is number => id !== null);
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: documentos.id, nome: documentos.nomeArquivo, mime: documentos.mime })
    .from(documentos)
    .where(and(eq(documentos.processoId, e.processoId), inArray(documentos.id, ids)));
  return ids
    .map((id) => rows.find((r) => r.id === id))
    .filter((r): r is { id: number; nome: string | null; mime: string | null } => Boolean(r))
    .map((r) => ({ id: r.id, nome: r.nome ?? '', mime: r.mime ?? '', download_url: `/api/documentos/${r.id}/arquivo` }));
}

async function toView(db: Db, user: Usuario, caso: Caso, e: Entrega): Promise<EntregaView> {
  return {
    id: e.id,
    id_processo: e.processoId,
    id_fase: e.idFase,
    titulo: e.titulo,
    status: e.status,
    versao: e.versao,
    conteudo: e.conteudo as EntregaDoc,
    atualizada_em: e.updatedAt.toISOString(),
    publicada_em: e.publicadaEm?.toISOString() ?? null,
    pode_escrever: canWriteEntrega(user, caso) && e.status === 'rascunho',
    pode_corrigir: canWriteEntrega(user, caso) && e.status === 'publicada',
    documentos: e.status === 'publicada' ? await documentosDaEntrega(db, e) : [],
  };
}

/**
 * A phase's deliverable. Perito and admin: the draft (or, before the first save, the phase's template filled
 * with the case's data and quesitos); the owner advogado: only once published (else 404).
 */
export async function getEntrega(user: Usuario, processoId: number, idFase: number): Promise<EntregaView> {
  const db = await getDb();
  const caso = await casoVisivel(db, user, processoId);
  await faseDoCaso(db, processoId, idFase);
  const e = await entregaDe(db, processoId, idFase);
  if (e?.status === 'publicada') {
    enforce(canViewEntregaPublicada(user, caso));
    return toView(db, user, caso, e);
  }
  if (!canViewEntregaRascunho(user, caso)) throw new NotFoundError(ENTREGA_NAO_PUBLICADA);
  if (e) return toView(db, user, caso, e);
  return {
    id: null,
    id_processo: processoId,
    id_fase: idFase,
    titulo: tituloEntrega(idFase),
    status: 'nova',
    versao: 0,
    conteudo: modeloEntrega(idFase, { ...caso, quesitos: await quesitosDoCaso(db, processoId) }),
    atualizada_em: null,
    publicada_em: null,
    pode_escrever: canWriteEntrega(user, caso),
    pode_corrigir: false,
    documentos: [],
  };
}

export type EntregaResumo = {
  id_fase: number;
  titulo: string;
  status: 'nova' | 'rascunho' | 'publicada';
  versao: number;
  publicada_em: string | null;
  documentos: EntregaDocumento[];
};

/**
 * Every phase of the case with the state of its deliverable (drafts show as 'rascunho', never their content). A
 * deliverable reopened for correction ('rascunho' with `publicada_em`) keeps offering its last published files.
 */
export async function listEntregas(user: Usuario, processoId: number): Promise<EntregaResumo[]> {
  const db = await getDb();
  await casoVisivel(db, user, processoId);
  const [fases, rows] = await Promise.all([
    db.select({ idFase: processoFases.idFase }).from(processoFases).where(eq(processoFases.processoId, processoId)).orderBy(asc(processoFases.posicao)),
    db.select().from(entregas).where(eq(entregas.processoId, processoId)),
  ]);
  return Promise.all(
    fases.map(async ({ idFase }) => {
      const e = rows.find((r) => r.idFase === idFase);
      return {
        id_fase: idFase,
        titulo: e?.titulo ?? tituloEntrega(idFase),
        status: e?.status ?? 'nova',
        versao: e?.versao ?? 0,
        publicada_em: e?.publicadaEm?.toISOString() ?? null,
        documentos: e?.publicadaEm ? await documentosDaEntrega(db, e) : [],
      };
    }),
  );
}

/** The case of a phase the user may write the deliverable of (perito or admin: else 403; unseen case or phase: 404). */
async function casoParaEscrever(db: Db, user: Usuario, processoId: number, idFase: number): Promise<Caso> {
  const caso = await casoVisivel(db, user, processoId);
  enforce(canWriteEntrega(user, caso), 'Somente o perito designado ou um administrador escreve a entrega da fase.');
  await faseDoCaso(db, processoId, idFase);
  return caso;
}

async function paraEscrever(db: Db, user: Usuario, processoId: number, idFase: number): Promise<{ caso: Caso; e: Entrega | undefined }> {
  const caso = await casoParaEscrever(db, user, processoId, idFase);
  const e = await entregaDe(db, processoId, idFase);
  if (e?.status === 'publicada') throw new ConflictError(MSG_ENTREGA_PUBLICADA);
  return { caso, e };
}

const mesmoConteudo = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Saves the draft (autosave or 'Salvar versão'). Every save is kept as a version; an autosave within
 * JANELA_AUTOSAVE_MS of the latest autosave by the same author updates that version instead (so typing does
 * not make hundreds). An unchanged document adds nothing.
 */
export async function salvarEntrega(user: Usuario, processoId: number, idFase: number, input: EntregaSalvarInput, now = new Date()): Promise<EntregaView> {
  const db = await getDb();
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const { caso, e: atual } = await paraEscrever(tx, user, processoId, idFase);
    let e = atual;
    if (!e) {
      [e] = await tx
        .insert(entregas)
        .values({ processoId, idFase, titulo: tituloEntrega(idFase), conteudo: input.conteudo, autorId: user.id, versao: 0 })
        .onConflictDoNothing()
        .returning();
      if (!e) e = (await entregaDe(tx, processoId, idFase))!;
    }
    // Locks the row against a concurrent save or publication of the same entrega.
    const [locked] = await tx.select().from(entregas).where(eq(entregas.id, e.id)).for('update');
    if (locked.status === 'publicada') throw new ConflictError(MSG_ENTREGA_PUBLICADA);
    const [ultima] = await tx.select().from(entregaVersoes).where(eq(entregaVersoes.entregaId, e.id)).orderBy(desc(entregaVersoes.numero)).limit(1);
    if (ultima && mesmoConteudo(ultima.conteudo, input.conteudo)) return toView(tx, user, caso, locked);

    const absorve =
      !input.nova_versao &&
      ultima !== undefined &&
      ultima.origem === 'autosave' &&
      ultima.autorId === user.id &&
      now.getTime() - ultima.updatedAt.getTime() < JANELA_AUTOSAVE_MS;
    let versao = locked.versao;
    if (absorve) {
      await tx.update(entregaVersoes).set({ conteudo: input.conteudo, updatedAt: now }).where(eq(entregaVersoes.id, ultima.id));
    } else {
      versao = locked.versao + 1;
      await tx.insert(entregaVersoes).values({
        entregaId: e.id,
        numero: versao,
        conteudo: input.conteudo,
        autorId: user.id,
        origem: input.nova_versao ? 'manual' : 'autosave',
        createdAt: now,
        updatedAt: now,
      });
    }
    const [saved] = await tx
      .update(entregas)
      .set({ conteudo: input.conteudo, versao, autorId: user.id, updatedAt: now })
      .where(eq(entregas.id, e.id))
      .returning();
    return toView(tx, user, caso, saved);
  });
}

export type VersaoItem = { numero: number; autor: string | null; origem: string; restaurada_de: number | null; criada_em: string; atualizada_em: string };

/** The saved versions of a draft, newest first (perito and admin). */
export async function listVersoes(user: Usuario, processoId: number, idFase: number): Promise<VersaoItem[]> {
  const db = await getDb();
  const caso = await casoVisivel(db, user, processoId);
  if (!canViewEntregaRascunho(user, caso)) throw new NotFoundError(ENTREGA_NAO_PUBLICADA);
  await faseDoCaso(db, processoId, idFase);
  const e = await entregaDe(db, processoId, idFase);
  if (!e) return [];
  const rows = await db
    .select({ v: entregaVersoes, autor: users.nome })
    .from(entregaVersoes)
    .leftJoin(users, eq(users.id, entregaVersoes.autorId))
    .where(eq(entregaVersoes.entregaId, e.id))
    .orderBy(desc(entregaVersoes.numero));
  return rows.map(({ v, autor }) => ({
    numero: v.numero,
    autor,
    origem: v.origem,
    restaurada_de: v.restauradaDe,
    criada_em: v.createdAt.toISOString(),
    atualizada_em: v.updatedAt.toISOString(),
  }));
}

/** Restores a version: its content becomes the draft, kept as a new version ('restaurada da versão N'). */
export async function restaurarVersao(user: Usuario, processoId: number, idFase: number, numero: number): Promise<EntregaView> {
  const db = await getDb();
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const { caso, e } = await paraEscrever(tx, user, processoId, idFase);
    if (!e) throw new NotFoundError('Versão não encontrada.');
    const [locked] = await tx.select().from(entregas).where(eq(entregas.id, e.id)).for('update');
    if (locked.status === 'publicada') throw new ConflictError(MSG_ENTREGA_PUBLICADA);
    const [v] = await tx
      .select()
      .from(entregaVersoes)
      .where(and(eq(entregaVersoes.entregaId, e.id), eq(entregaVersoes.numero, numero)))
      .limit(1);
    if (!v) throw new NotFoundError('Versão não encontrada.');
    const now = new Date();
    const versao = locked.versao + 1;
    await tx.insert(entregaVersoes).values({
      entregaId: e.id,
      numero: versao,
      conteudo: v.conteudo,
      autorId: user.id,
      origem: 'restauracao',
      restauradaDe: numero,
      createdAt: now,
      updatedAt: now,
    });
    const [saved] = await tx
      .update(entregas)
      .set({ conteudo: v.conteudo, versao, autorId: user.id, updatedAt: now })
      .where(eq(entregas.id, e.id))
      .returning();
    return toView(tx, user, caso, saved);
  });
}

/** A file name safe everywhere: ASCII letters, digits and dashes. */
function nomeSeguro(texto: string): string {
  return texto
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

export function processoDoTimbrado(c: { numero: string | null; requerente: string }): string {
  return c.numero ? `Processo nº ${formatCnj(c.numero)}` : `Processo de ${c.requerente} (sem número)`;
}

/** The PDF and the DOCX of a document with the firm's letterhead (also used by 'Exportar quesitos'). */
export async function renderizar(doc: EntregaDoc, titulo: string, caso: { numero: string | null; requerente: string }): Promise<{ pdf: Buffer; docx: Buffer }> {
  const timbrado: Timbrado = {
    firma: await firmaDoTimbrado(),
    titulo,
    processo: processoDoTimbrado(caso),
    emitidoEm: `Emitido em ${formatDate(todayInBrazil())}`,
  };
  const [pdf, docx] = await Promise.all([renderEntregaPdf(doc, timbrado), renderEntregaDocx(doc, timbrado)]);
  return { pdf, docx };
}

export function nomesDosArquivos(titulo: string, caso: { numero: string | null; requerente: string }): { pdf: string; docx: string } {
  const base = nomeSeguro(`${titulo} ${caso.numero ?? caso.requerente}`) || 'documento';
  return { pdf: `${base}.pdf`, docx: `${base}.docx` };
}

const MIME_PDF = 'application/pdf';
const MIME_DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export const MSG_ENTREGA_NAO_PUBLICADA_CORRIGIR = 'Só uma entrega publicada pode ser reaberta para correção.';

/**
 * 'Corrigir entrega': the perito (or an admin) reopens a published deliverable as a draft, with a reason kept in
 * the Cronologia. Its PDF and DOCX stay with the case (and the phase stays delivered) until it is published
 * again; then they are kept as the replaced version and the owner advogado is told of the correction.
 */
export async function corrigirEntrega(user: Usuario, processoId: number, idFase: number, motivo: string): Promise<EntregaView> {
  const db = await getDb();
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const caso = await casoParaEscrever(tx, user, processoId, idFase);
    const [e] = await tx
      .select()
      .from(entregas)
      .where(and(eq(entregas.processoId, processoId), eq(entregas.idFase, idFase)))
      .for('update');
    if (e?.status !== 'publicada') throw new ConflictError(MSG_ENTREGA_NAO_PUBLICADA_CORRIGIR);
    const now = new Date();
    const [saved] = await tx.update(entregas).set({ status: 'rascunho', autorId: user.id, updatedAt: now }).where(eq(entregas.id, e.id)).returning();
    const evento = `Entrega reaberta para correção: ${e.titulo} (${rotuloServico(idFase)} – ${nomeFase(idFase)}). Motivo: ${motivo}`;
    await recordEvent({ processoId, userId: user.id, evento, tipo: 'documento' }, tx);
    return toView(tx, user, caso, saved);
  });
}

/**
 * 'Publicar': the draft becomes the phase's documents — a PDF and a DOCX with the firm's letterhead, stored
 * encrypted through lib/storage as files of the phase (documentos, id_fase) — and changes only through
 * 'Corrigir entrega' (corrigirEntrega), which reopens it as a draft. The
 * Cronologia records it; the owner advogado is told in the app and by e-mail.
 */
export async function publicarEntrega(user: Usuario, processoId: number, idFase: number): Promise<EntregaView> {
  const db = await getDb();
  const { caso, e } = await paraEscrever(db, user, processoId, idFase);
  if (!e) throw new ConflictError('Escreva e salve a entrega antes de publicá-la.');
  const conteudo = e.conteudo as EntregaDoc;
  if (documentoVazio(conteudo)) throw new ConflictError(MSG_ENTREGA_VAZIA);

  const { pdf, docx } = await renderizar(conteudo, e.titulo, caso);
  const nomes = nomesDosArquivos(e.titulo, caso);
  const chaves: string[] = [];
  try {
    chaves.push(await putPlain(Readable.from([pdf])));
    chaves.push(await putPlain(Readable.from([docx])));
    const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
    const now = new Date();
    const publicado = await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const [locked] = await tx.select().from(entregas).where(eq(entregas.id, e.id)).for('update');
      if (locked.status === 'publicada') throw new ConflictError(MSG_ENTREGA_PUBLICADA);
      if (!mesmoConteudo(locked.conteudo, conteudo)) throw new ConflictError('A entrega mudou durante a publicação. Tente publicar de novo.');
      const titulo = `${e.titulo} (${rotuloServico(idFase)})`;
      // A correction (published before): the previous PDF and DOCX stay with the case, named as replaced.
      const correcao = locked.publicadaEm !== null;
      const anteriores = [locked.documentoPdfId, locked.documentoDocxId].filter((id): id is number => id !== null);
      if (anteriores.length) {
        await tx
          .update(documentos)
          .set({ titulo: sql`${documentos.titulo} || ${` (versão substituída em ${formatDate(todayInBrazil(now))})`}` })
          .where(and(eq(documentos.processoId, processoId), inArray(documentos.id, anteriores)));
      }
      const [docPdf, docDocx] = await tx
        .insert(documentos)
        .values([
          { processoId, autorId: user.id, titulo: `${titulo} – PDF`, tipo: 'arquivo' as const, storageKey: chaves[0], mime: MIME_PDF, tamanho: pdf.length, sha256: sha(pdf), nomeArquivo: nomes.pdf, idFase },
          { processoId, autorId: user.id, titulo: `${titulo} – DOCX`, tipo: 'arquivo' as const, storageKey: chaves[1], mime: MIME_DOCX, tamanho: docx.length, sha256: sha(docx), nomeArquivo: nomes.docx, idFase },
        ])
        .returning();
      const [saved] = await tx
        .update(entregas)
        .set({ status: 'publicada', publicadaEm: now, publicadaPor: user.id, documentoPdfId: docPdf.id, documentoDocxId: docDocx.id, updatedAt: now })
        .where(eq(entregas.id, e.id))
        .returning();
      const acao = correcao ? 'Entrega corrigida e republicada' : 'Entrega publicada';
      const evento = `${acao}: ${e.titulo} (${rotuloServico(idFase)} – ${nomeFase(idFase)})`;
      await recordEvent({ processoId, userId: user.id, evento, tipo: 'documento' }, tx);
      await notifyCase({ processoId, actorId: user.id, tipo: 'entrega', mensagem: `${acao}: ${e.titulo}` }, tx);
      await emitirEvento(tx, 'entrega.publicada', processoId, { entregaId: e.id, idFase, correcao, publicadaEm: now.toISOString() });
      return { view: await toView(tx, user, caso, saved), correcao };
    });
    await avisarAdvogado(caso, e.titulo, idFase, publicado.correcao).catch((err: Error) =>
      logger.error({ processoId, erro: err.message }, 'Falha ao enviar o e-mail de entrega publicada'),
    );
    return publicado.view;
  } catch (err) {
    await Promise.all(chaves.map((k) => deleteObject(k).catch(() => {})));
    throw err;
  }
}

async function avisarAdvogado(caso: Caso, titulo: string, idFase: number, correcao: boolean): Promise<void> {
  const db = await getDb();
  const [owner] = await db.select({ nome: users.nome, email: users.email, ativo: users.ativo }).from(users).where(eq(users.id, caso.ownerId));
  if (!owner?.ativo) return;
  const nome = nomeDoProcesso(caso);
  const link = `${env().APP_URL}/processo/${caso.id}?tab=documentos`;
  const fase = `${rotuloServico(idFase)} – ${nomeFase(idFase)}`;
  const foi = correcao ? 'corrigida e publicada de novo' : 'publicada';
  const disponivel = `O documento${correcao ? ' corrigido' : ''} está disponível em PDF e DOCX na aba Documentos do processo.`;
  const text = [
    `Olá, ${owner.nome}.`,
    '',
    `A entrega "${titulo}" (${fase}) do ${nome} foi ${foi}.`,
    disponivel,
    '',
    `Acesse: ${link}`,
  ].join('\n');
  const html = `<p>Olá, ${escapeHtml(owner.nome)}.</p><p>A entrega <strong>${escapeHtml(titulo)}</strong> (${escapeHtml(fase)}) do ${escapeHtml(nome)} foi ${foi}.</p><p>${disponivel}</p><p><a href="${escapeHtml(link)}">Abrir o processo</a></p>`;
  await sendMail({ to: owner.email, subject: `${correcao ? 'Entrega corrigida' : 'Entrega publicada'}: ${titulo} – ${nome}`, text, html });
}
