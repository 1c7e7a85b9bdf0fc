import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { documentos, entregas } from '@/lib/db/schema';
import { enviarAvisoAgora, registrarAvisoEmail } from '@/lib/data/avisos-email';
import { registrarOcorrencia } from '@/lib/data/cronologia';
import { notificarCaso } from '@/lib/data/notificacoes';
import { formatDate, todayInBrazil } from '@/lib/domain/dates';
import { documentoVazio, msgOrientacoesPendentes, MSG_ENTREGA_PUBLICADA, MSG_ENTREGA_VAZIA, orientacoesPendentes, type EntregaDoc } from '@/lib/domain/entregas';
import { rotuloServico, tituloServico } from '@/lib/domain/status';
import { ConflictError } from '@/lib/errors';
import { deleteObject, putPlain } from '@/lib/storage';
import { mesmoConteudo, paraEscrever, type Usuario } from './caso';
import { toView, type EntregaView } from './vista';
import { autoriaDaEntrega } from './autoria';
import { assinarPdf } from '@/lib/entregas/assinar-pdf';
import { MIME_DOCX, MIME_PDF, nomesDosArquivos, renderizar } from './documento';
import { emitirEvento } from '@/lib/data/webhooks/emitir';
import { tabelasDaEntrega } from '@/lib/data/pareceres/tabelas-da-entrega';

/**
 * 'Publicar': the draft becomes the phase's documents — a PDF and a DOCX with the firm's letterhead and the perito's
 * signature block (name, CRM/UF, especialidade, RQE; the PDF signed with his A1 certificate when he keeps one), stored
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
  // Checked here to spare the rendering, and again on the locked row below (the rule that decides).
  semOrientacoes(conteudo);

  // The author (perito) named and, when he publishes with a certificate on file, signing the PDF (issue 28).
  const { autoria, certificado, local } = await autoriaDaEntrega(db, user, caso);
  // Issue 37: the parecer (Fase 3) opens with the quadro pericial, the impugnação (Fase 4) with the court laudo compared.
  const renderizado = await renderizar(conteudo, e.titulo, caso, autoria, await tabelasDaEntrega(db, processoId, idFase));
  const docx = renderizado.docx;
  const pdf = certificado
    ? await assinarPdf(renderizado.pdf, certificado.pfx, certificado.senha, { nome: certificado.titular, local, motivo: `${e.titulo} (${rotuloServico(idFase)})` })
    : renderizado.pdf;
  const nomes = nomesDosArquivos(e.titulo, caso);
  const chaves: string[] = [];
  try {
    chaves.push(await putPlain(Readable.from([pdf])));
    chaves.push(await putPlain(Readable.from([docx])));
    const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
    const now = new Date();
    const publicado = await db.transaction(async (tx) => {
      const [locked] = await tx.select().from(entregas).where(eq(entregas.id, e.id)).for('update');
      if (locked.status === 'publicada') throw new ConflictError(MSG_ENTREGA_PUBLICADA);
      if (!mesmoConteudo(locked.conteudo, conteudo)) throw new ConflictError('A entrega mudou durante a publicação. Tente publicar de novo.');
      semOrientacoes(locked.conteudo as EntregaDoc);
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
      const evento = `${acao}: ${e.titulo} (${tituloServico(idFase)})`;
      await registrarOcorrencia({ processoId, userId: user.id, evento, tipo: 'documento' }, tx);
      await notificarCaso({ processoId, actorId: user.id, tipo: 'entrega', mensagem: `${acao}: ${e.titulo}` }, tx);
      await emitirEvento(tx, 'entrega.publicada', processoId, { entregaId: e.id, idFase, correcao, publicadaEm: now.toISOString() });
      // The owner advogado is told by e-mail through the outbox, once per publication (its new PDF names it).
      const chave = `entrega:${e.id}:${docPdf.id}`;
      await registrarAvisoEmail(tx, { tipo: 'entrega_publicada', chave, processoId, refs: [e.id, correcao ? 1 : 0], userIds: [caso.ownerId] });
      return { view: await toView(tx, user, caso, saved), chave };
    });
    await enviarAvisoAgora('entrega_publicada', publicado.chave);
    return publicado.view;
  } catch (err) {
    await Promise.all(chaves.map((k) => deleteObject(k).catch(() => {})));
    throw err;
  }
}

/** A template's guidance left as written is never published: 409 naming the sections that still hold it. */
function semOrientacoes(conteudo: EntregaDoc): void {
  const secoes = orientacoesPendentes(conteudo);
  if (secoes.length) throw new ConflictError(msgOrientacoesPendentes(secoes));
}
