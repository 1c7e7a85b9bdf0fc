import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { processos, users } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { enforce, peritosDesignaveis } from '@/lib/data/politica';
import { canAssignPerito, canEditProcesso, canSetSituacao } from '@/lib/domain/access';
import { registrarOcorrencia } from '@/lib/data/cronologia';
import { registrarAlteracoes } from '@/lib/data/alteracoes';
import { notificarCaso } from '@/lib/data/notificacoes';
import { processoSearchText } from '@/lib/domain/search';
import { SITUACAO_LABELS, canChangeSituacao } from '@/lib/domain/status';
import { ConflictError, ValidationError } from '@/lib/errors';
import { type ProcessoEdit } from '@/lib/validation/processo';
import { DADOS_KEYS, DUPLICADO, assertNumeroLivre, dadosColumns, findVisible } from './shared';
import { lerProcesso } from './detalhe';
import type { ProcessoDetalhe } from './detalhe-tipos';
import { emitirEvento } from '@/lib/data/webhooks/emitir';
import { isUniqueViolationOf } from '@/lib/db/pg-errors';
import { avisarEntregasEmRisco, recontarPrazosDoCaso } from '@/lib/data/prazos';
import { todayInBrazil } from '@/lib/domain/dates';

// ---------------------------------------------------------------------------------------------------
// Editar (PUT /api/processo/{id}): data fields (owner advogado, admin); perito and situação (admin)

export async function atualizarProcesso(user: SessionUser, id: number, input: ProcessoEdit): Promise<ProcessoDetalhe> {
  const db = await getDb();
  const current = await findVisible(db, user, id);
  const editsDados = DADOS_KEYS.some((k) => input[k] !== undefined);
  if (editsDados) enforce(canEditProcesso(user, current));
  if (input.peritoId !== undefined) enforce(canAssignPerito(user));
  if (input.situacao !== undefined) enforce(canSetSituacao(user));

  let novoPerito: { id: number; nome: string } | null | undefined;
  if (input.peritoId !== undefined && input.peritoId !== current.peritoId) {
    if (input.peritoId === null) novoPerito = null;
    else {
      const [m] = await db
        .select({ id: users.id, nome: users.nome })
        .from(users)
        .where(and(eq(users.id, input.peritoId), peritosDesignaveis()))
        .limit(1);
      if (!m) throw new ValidationError('Selecione um médico perito ativo.', { peritoId: 'Selecione um médico perito ativo.' });
      novoPerito = m;
    }
  }
  if (input.situacao !== undefined && input.situacao !== current.situacao && !canChangeSituacao(current.situacao, input.situacao)) {
    throw new ConflictError(
      `Não é possível mudar a situação de ${SITUACAO_LABELS[current.situacao]} para ${SITUACAO_LABELS[input.situacao]}.`,
    );
  }
  if (input.numeroProcesso !== undefined) await assertNumeroLivre(db, input.numeroProcesso, id);

  const changes: Partial<typeof processos.$inferInsert> = {};
  if (editsDados) {
    const cols = dadosColumns(input);
    for (const [k, v] of Object.entries(cols)) if (v !== undefined) (changes as Record<string, unknown>)[k] = v;
  }
  if (novoPerito !== undefined) changes.peritoId = novoPerito?.id ?? null;
  const mudaSituacao = input.situacao !== undefined && input.situacao !== current.situacao;
  if (mudaSituacao) {
    changes.situacao = input.situacao;
    changes.situacaoDesde = new Date();
  }

  // Issue 34 item 3: the number (its tribunal), the comarca or the justiça choose the calendar the deadlines count on.
  const mudaCalendario = (['numeroProcesso', 'comarca', 'tipoJustica'] as const).some((k) => changes[k] !== undefined && changes[k] !== current[k]);
  let alertas: number[] = [];
  if (Object.keys(changes).length > 0) {
    try {
      await db.transaction(async (t) => {
        let peritoNome: string | null = null;
        if (novoPerito !== undefined) peritoNome = novoPerito?.nome ?? null;
        else if (current.peritoId) {
          const [pp] = await t.select({ nome: users.nome }).from(users).where(eq(users.id, current.peritoId));
          peritoNome = pp?.nome ?? null;
        }
        const numero = changes.numeroProcesso !== undefined ? changes.numeroProcesso : current.numeroProcesso;
        const requerente = changes.requerente ?? current.requerente;
        changes.busca = processoSearchText({ numero, requerente, perito: peritoNome });
        changes.updatedAt = new Date();
        await t.update(processos).set(changes).where(eq(processos.id, id));

        // Field-level history (LGPD): each changed data field and the situação, old → new; the perito by name.
        const campos: Record<string, unknown> = { ...changes };
        for (const k of ['busca', 'updatedAt', 'situacaoDesde', 'peritoId']) delete campos[k];
        await registrarAlteracoes(t, 'processo', id, current, campos, user);
        if (novoPerito !== undefined) {
          let antigo: string | null = null;
          if (current.peritoId) {
            const [pp] = await t.select({ nome: users.nome }).from(users).where(eq(users.id, current.peritoId));
            antigo = pp?.nome ?? null;
          }
          await registrarAlteracoes(t, 'processo', id, { perito: antigo }, { perito: novoPerito?.nome ?? null }, user);
        }

        if (editsDados) await registrarOcorrencia({ processoId: id, userId: user.id, evento: 'Dados do processo editados', tipo: 'edicao' }, t);
        if (novoPerito !== undefined) {
          const evento = novoPerito ? `Perito designado: ${novoPerito.nome}` : 'Perito removido';
          await registrarOcorrencia({ processoId: id, userId: user.id, evento, tipo: 'perito' }, t);
          await notificarCaso({ processoId: id, actorId: user.id, tipo: 'perito', mensagem: evento }, t);
        }
        if (mudaSituacao) {
          const evento = `Situação alterada para ${SITUACAO_LABELS[input.situacao!]}`;
          await registrarOcorrencia({ processoId: id, userId: user.id, evento, tipo: 'situacao' }, t);
          await notificarCaso({ processoId: id, actorId: user.id, tipo: 'situacao', mensagem: evento }, t);
          await emitirEvento(t, 'processo.situacao', id, { situacao: input.situacao, situacaoAnterior: current.situacao });
        }
        if (mudaCalendario) {
          const now = new Date();
          alertas = (await recontarPrazosDoCaso(t, id, { today: todayInBrazil(now), now, actorId: user.id, motivo: 'dados do processo editados' })).alertas;
        }
      });
    } catch (err) {
      if (isUniqueViolationOf(err)) throw new ConflictError(DUPLICADO);
      throw err;
    }
    await avisarEntregasEmRisco(id, alertas);
  }
  return lerProcesso(user, id);
}
