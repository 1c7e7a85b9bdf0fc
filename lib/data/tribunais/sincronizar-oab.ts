import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { processos, publicacoesSemProcesso, tribunaisAdvogados, tribunaisProcessos, users, type FalhaSincronizacao } from '@/lib/db/schema';
import type { ComunicacaoDjen } from '@/lib/tribunais/djen';
import { todayInBrazil } from '@/lib/domain/dates';
import { addDays } from '@/lib/domain/prazos';
import { numeroCnjConsulta } from '@/lib/domain/tribunais/aliases';
import { chaveOab, desdeOab, oabConsulta } from '@/lib/domain/tribunais/oab';
import { avisarPublicacoesNovas, guardarPublicacoes, LOTE_PUBLICACOES } from './guardar-publicacoes';
import { emLotes } from '@/lib/db/lotes';
import { causaDe, comunicacoesDjen } from './djen-paginas';

export type ResultadoOab = { advogados: number; publicacoesNovas: number; semProcessoNovas: number; falhas: FalhaSincronizacao[] };

type Opcoes = { now: Date; esperar: (ms: number) => Promise<void>; pausa: number };

/**
 * The sync by OAB (issue 26 item 8), part of every full run (daily or an admin's 'sync all'): DJEN is asked once per
 * active lawyer with an OAB (number + UF), the lawyers in sequence with the pause between them, a 429 waited out
 * like the cases' queries. Communications of a case registered here are stored on that case (once, by hash); the
 * others are kept once per lawyer as 'publicações sem processo cadastrado'. A lawyer whose query fails keeps their
 * date and is asked again on the next run.
 */
export async function sincronizarPorOab(db: Db, o: Opcoes, apenas?: number[]): Promise<ResultadoOab> {
  const hoje = todayInBrazil(o.now);
  const lidos = await db
    .select({ id: users.id, oabNumero: users.oabNumero, oabUf: users.oabUf, oab: tribunaisAdvogados.oab, djenDesde: tribunaisAdvogados.djenDesde })
    .from(users)
    .leftJoin(tribunaisAdvogados, eq(tribunaisAdvogados.userId, users.id))
    .where(and(eq(users.role, 'advogado'), eq(users.ativo, true), isNotNull(users.oabNumero), isNotNull(users.oabUf), apenas ? inArray(users.id, apenas) : undefined))
    .orderBy(users.id);
  const total: ResultadoOab = { advogados: 0, publicacoesNovas: 0, semProcessoNovas: 0, falhas: [] };
  for (const adv of lidos) {
    const consulta = oabConsulta(adv.oabNumero, adv.oabUf);
    if (!consulta) continue;
    total.advogados += 1;
    const chave = chaveOab(consulta);
    const desde = desdeOab(hoje, adv.oab && adv.djenDesde ? { oab: adv.oab, djenDesde: adv.djenDesde } : null, chave);
    try {
      const comunicacoes = await comunicacoesDjen(consulta, desde, o);
      const r = await guardarDoAdvogado(db, adv.id, comunicacoes);
      await db
        .insert(tribunaisAdvogados)
        .values({ userId: adv.id, oab: chave, djenDesde: addDays(hoje, -1), ultimaTentativa: o.now })
        .onConflictDoUpdate({ target: tribunaisAdvogados.userId, set: { oab: chave, djenDesde: addDays(hoje, -1), ultimaTentativa: o.now } });
      total.publicacoesNovas += r.publicacoesNovas;
      total.semProcessoNovas += r.semProcessoNovas;
    } catch (err) {
      // Nothing of this lawyer's query was stored; the next run asks again from the same date.
      total.falhas.push({ processoId: null, numero: `OAB ${chave}`, servico: 'djen_oab', causa: causaDe(err) });
    }
  }
  return total;
}

/**
 * One lawyer's communications: on registered cases, or kept for the lawyer. In short transactions (issue 36): each
 * case's communications, then the others in chunks of LOTE_PUBLICACOES, each committed on its own (a statement of
 * 10 000 rows passes PostgreSQL's 65 535-parameter limit, and a long transaction holds the embedded database). The
 * lawyer's cursor moves only after this returns, so a failure mid-way skips nothing; the unique keys keep a re-run
 * from storing anything twice.
 */
async function guardarDoAdvogado(db: Db, advogadoId: number, comunicacoes: readonly ComunicacaoDjen[]): Promise<{ publicacoesNovas: number; semProcessoNovas: number }> {
  // Only communications with a well-formed CNJ number can be tied to a case (or registered as one).
  const comNumero = comunicacoes.flatMap((c) => {
    const n = c.numeroProcesso ? numeroCnjConsulta(c.numeroProcesso) : null;
    return n ? [{ ...c, formatado: n.formatado }] : [];
  });
  if (comNumero.length === 0) return { publicacoesNovas: 0, semProcessoNovas: 0 };
  const numeros = [...new Set(comNumero.map((c) => c.formatado))];
  const casos = (
    await Promise.all(
      emLotes(numeros, 1000).map((lote) =>
        db
          .select({
            id: processos.id,
            numero: sql<string>`${processos.numeroProcesso}`,
            tipoJustica: processos.tipoJustica,
            comarca: processos.comarca,
            jaSincronizado: sql<boolean>`${tribunaisProcessos.processoId} is not null`,
          })
          .from(processos)
          .leftJoin(tribunaisProcessos, eq(tribunaisProcessos.processoId, processos.id))
          .where(inArray(processos.numeroProcesso, lote)),
      ),
    )
  ).flat();
  const porNumero = new Map(casos.map((c) => [c.numero, c]));
  let publicacoesNovas = 0;
  for (const caso of casos) {
    for (const lote of emLotes(
      comNumero.filter((c) => c.formatado === caso.numero),
      LOTE_PUBLICACOES,
    )) {
      publicacoesNovas += await db.transaction(async (tx) => {
        const novas = await guardarPublicacoes(tx, caso, lote);
        // Like the case's own sync: a case never synced gets its history quietly.
        if (caso.jaSincronizado) await avisarPublicacoesNovas(tx, caso.id, novas);
        return novas.length;
      });
    }
  }
  const semCaso = [...new Map(comNumero.filter((c) => !porNumero.has(c.formatado)).map((c) => [c.hash, c])).values()];
  let semProcessoNovas = 0;
  for (const lote of emLotes(semCaso, LOTE_PUBLICACOES)) {
    const novas = await db
      .insert(publicacoesSemProcesso)
      .values(
        lote.map((c) => ({
          advogadoId,
          hash: c.hash,
          numeroProcesso: c.formatado,
          tipoComunicacao: c.tipoComunicacao,
          siglaTribunal: c.siglaTribunal,
          dataDisponibilizacao: c.dataDisponibilizacao,
          dataOriginal: c.dataDisponibilizacao ? null : (c.dataOriginal ?? ''),
          orgao: c.orgao,
          texto: c.texto,
          link: c.link,
          nomeClasse: c.nomeClasse,
          partes: c.partes,
        })),
      )
      .onConflictDoNothing({ target: [publicacoesSemProcesso.advogadoId, publicacoesSemProcesso.hash] })
      .returning({ id: publicacoesSemProcesso.id });
    semProcessoNovas += novas.length;
  }
  return { publicacoesNovas, semProcessoNovas };
}
