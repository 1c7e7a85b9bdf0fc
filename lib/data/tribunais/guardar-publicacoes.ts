import type { DbOrTx } from '@/lib/db/client';
import { publicacoes } from '@/lib/db/schema';
import { notificarCaso } from '@/lib/data/notificacoes';
import { calendarioDoCaso } from '@/lib/data/prazos';
import type { ComunicacaoDjen } from '@/lib/tribunais/djen';
import { datasDaPublicacao, isIntimacao } from '@/lib/domain/tribunais/datajud';
import { todayInBrazil } from '@/lib/domain/dates';
import { emLotes } from '@/lib/db/lotes';

/**
 * Communications per INSERT: 11 parameters a row, far below PostgreSQL's 65 535. The case's sync also commits each
 * chunk in its own short transaction (lib/data/tribunais/sincronizar.ts), so the embedded database is never held long.
 */
export const LOTE_PUBLICACOES = 250;

type CasoPublicacoes = { id: number; numero: string; tipoJustica: string; comarca: string };

/**
 * Stores DJEN communications on a case, each once (unique case + hash; a repeat is ignored), with the publication
 * and deadline-start dates of Res. CNJ 455 art. 11 counted on the case's calendar. Answers the ones that were new.
 * Used by the case's own sync, by the sync by OAB, and when a case is registered from a communication.
 */
export async function guardarPublicacoes(
  tx: DbOrTx,
  caso: CasoPublicacoes,
  comunicacoes: readonly Pick<ComunicacaoDjen, 'hash' | 'tipoComunicacao' | 'siglaTribunal' | 'dataDisponibilizacao' | 'dataOriginal' | 'orgao' | 'texto' | 'link'>[],
): Promise<{ tipoComunicacao: string; dataDisponibilizacao: string | null }[]> {
  if (comunicacoes.length === 0) return [];
  const datas = comunicacoes.flatMap((c) => (c.dataDisponibilizacao ? [c.dataDisponibilizacao] : []));
  const menor = datas.reduce((m, d) => (d < m ? d : m), datas[0] ?? todayInBrazil());
  const cal = await calendarioDoCaso(tx, { numero: caso.numero, tipoJustica: caso.tipoJustica, comarca: caso.comarca }, menor);
  const unicas = [...new Map(comunicacoes.map((c) => [c.hash, c])).values()];
  const novas: { tipoComunicacao: string; dataDisponibilizacao: string | null }[] = [];
  // In chunks (issue 36): 10 000 communications in one statement pass PostgreSQL's 65 535-parameter limit.
  for (const lote of emLotes(unicas, LOTE_PUBLICACOES)) {
    novas.push(
      ...(await tx
        .insert(publicacoes)
        .values(
          lote.map((c) => ({
            processoId: caso.id,
            hash: c.hash,
            tipoComunicacao: c.tipoComunicacao,
            siglaTribunal: c.siglaTribunal,
            dataDisponibilizacao: c.dataDisponibilizacao,
            // A day that does not exist (2024-02-30) is stored with the dates empty and the value as sent (issue 36).
            dataOriginal: c.dataDisponibilizacao ? null : (c.dataOriginal ?? ''),
            ...(c.dataDisponibilizacao ? datasDaPublicacao(c.dataDisponibilizacao, cal) : { dataPublicacao: null, inicioPrazo: null }),
            orgao: c.orgao,
            texto: c.texto,
            link: c.link,
          })),
        )
        .onConflictDoNothing({ target: [publicacoes.processoId, publicacoes.hash] })
        .returning({ tipoComunicacao: publicacoes.tipoComunicacao, dataDisponibilizacao: publicacoes.dataDisponibilizacao })),
    );
  }
  return novas;
}

/** Tells the case's owner and perito (in-app) that new communications of it were published in DJEN. */
export async function avisarPublicacoesNovas(tx: DbOrTx, processoId: number, novas: readonly { tipoComunicacao: string }[]): Promise<void> {
  if (novas.length === 0) return;
  const intimacoes = novas.filter((p) => isIntimacao(p.tipoComunicacao)).length;
  await notificarCaso(
    {
      processoId,
      actorId: null,
      tipo: 'publicacao',
      mensagem:
        intimacoes > 0
          ? `${intimacoes === 1 ? 'nova intimação publicada' : `${intimacoes} novas intimações publicadas`} no DJEN.`
          : `${novas.length === 1 ? 'nova comunicação publicada' : `${novas.length} novas comunicações publicadas`} no DJEN.`,
    },
    tx,
  );
}
