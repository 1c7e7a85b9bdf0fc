import { and, eq, gte, isNotNull, lt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { pericias, prazosProcesso, processos, type LembreteKind, type PrazoTipo } from '@/lib/db/schema';
import { lembreteRecipients } from '@/lib/domain/access';
import { saoPauloInstant } from '@/lib/domain/dates';
import { addDays } from '@/lib/domain/prazos';
import { janelasLembrete, mensagemLembrete } from '@/lib/domain/prazos-processo';
import type { Novo } from './lembrete';

/** The people of the case this subject's reminder goes to, by the access policy (never a role list here). */
function destinatarios(assunto: PrazoTipo | 'pericia', caso: { ownerId: number; peritoId: number | null }): number[] {
  return lembreteRecipients(assunto, caso);
}

/**
 * The reminders due today (deadlines in a reminder window, perícias tomorrow), one per person of the case; the
 * ones that already exist are skipped later by their key. Two statements.
 */
export async function lembretesDevidos(db: DbOrTx, today: string): Promise<Novo[]> {
  const novos: Novo[] = [];
  const janelas = janelasLembrete(today);
  const kindSql = sql.join(
    [sql`case`, ...janelas.map((j) => sql`when ${prazosProcesso.fim} between ${j.fimDe} and ${j.fimAte} then ${j.kind}`), sql`end`],
    sql` `,
  );
  const prazosDevidos = await db
    .select({
      prazoId: prazosProcesso.id,
      tipo: prazosProcesso.tipo,
      descricao: prazosProcesso.descricao,
      fim: prazosProcesso.fim,
      processoId: processos.id,
      numero: processos.numeroProcesso,
      ownerId: processos.ownerId,
      peritoId: processos.peritoId,
      kind: sql<LembreteKind>`${kindSql}`,
    })
    .from(prazosProcesso)
    .innerJoin(processos, eq(processos.id, prazosProcesso.processoId))
    .where(
      and(
        eq(prazosProcesso.status, 'aberto'),
        gte(prazosProcesso.fim, today),
        lte(prazosProcesso.fim, janelas[janelas.length - 1].fimAte),
        eq(processos.ativo, true),
      ),
    );
  for (const z of prazosDevidos) {
    for (const userId of destinatarios(z.tipo, z)) {
      novos.push({
        chave: `prazo:${z.prazoId}:${z.kind}:${userId}`,
        kind: z.kind,
        prazoId: z.prazoId,
        periciaId: null,
        processoId: z.processoId,
        userId,
        dataAlvo: z.fim,
        mensagem: mensagemLembrete({ kind: z.kind, tipo: z.tipo, descricao: z.descricao, dataAlvo: z.fim, numero: z.numero }, today),
        emailStatus: 'desativado',
      });
    }
  }

  const amanha = addDays(today, 1);
  const periciasAmanha = await db
    .select({
      periciaId: pericias.id,
      processoId: processos.id,
      numero: processos.numeroProcesso,
      ownerId: processos.ownerId,
      peritoId: processos.peritoId,
    })
    .from(pericias)
    .innerJoin(processos, eq(processos.id, pericias.processoId))
    .where(and(gte(pericias.dataStart, saoPauloInstant(amanha)), lt(pericias.dataStart, saoPauloInstant(addDays(amanha, 1))), isNotNull(pericias.processoId)));
  for (const p of periciasAmanha) {
    for (const userId of destinatarios('pericia', p)) {
      novos.push({
        chave: `pericia:${p.periciaId}:pericia_d1:${userId}`,
        kind: 'pericia_d1',
        prazoId: null,
        periciaId: p.periciaId,
        processoId: p.processoId,
        userId,
        dataAlvo: amanha,
        mensagem: mensagemLembrete({ kind: 'pericia_d1', tipo: null, dataAlvo: amanha, numero: p.numero }, today),
        emailStatus: 'desativado',
      });
    }
  }
  return novos;
}
