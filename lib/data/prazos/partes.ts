import { eq } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/lib/db/client';
import { prazosProcesso, processos, type PrazoStatus, type PrazoTipo } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { registrarAlteracoes } from '@/lib/data/alteracoes';
import { registrarOcorrencia } from '@/lib/data/cronologia';
import { notificarCaso } from '@/lib/data/notificacoes';
import { todayInBrazil } from '@/lib/domain/dates';
import { frasePrazoEmDobro, privilegioDaParteContraria, type PartesDoCaso } from '@/lib/domain/partes-prazo';
import { statusEfetivo } from '@/lib/domain/prazos-processo';
import { casoParaPrazo } from './caso';
import { avisarEntregasEmRisco } from './entregas';
import { recontarPrazosDoCaso } from './recontar';

/** The answer of PUT /api/processo/{id}/partes (and, with its older fields, of PUT .../prazo-em-dobro). */
export type PartesResultado = {
  id_processo: number;
  ladoCliente: PartesDoCaso['ladoCliente'];
  privilegioRequerente: PartesDoCaso['privilegioRequerente'];
  privilegioRequerido: PartesDoCaso['privilegioRequerido'];
  /** Issue 28's field: the privilege of the side opposite the client. */
  prazo_em_dobro: PartesDoCaso['privilegioRequerido'];
  /** 'Prazo simples: a parte com prazo em dobro é a parte contrária (INSS).' */
  frase_prazo: string;
  prazos: { id: number; tipo: PrazoTipo; inicio: string; fim: string; status: PrazoStatus; em_dobro: boolean }[];
  message: string;
};

type Ator = Pick<SessionUser, 'id' | 'role'>;

/**
 * Records the sides of a case (issue 34 item 1) inside `tx`: which side the firm's client is on and each side's
 * privilege. Every open deadline of the client is counted again from its start (in double only when the client's
 * side is privileged), the case's next deadline follows, the services feeding them are re-checked against the
 * 2 dias úteis rule, and the review flag of a case migrated from issue 28 is cleared (someone has now confirmed).
 * Returns the texts of the recounted deadlines and the phases at risk.
 */
async function gravarPartes(tx: DbOrTx, user: Ator, processoId: number, partes: PartesDoCaso, now: Date) {
  const today = todayInBrazil(now);
  const caso = await casoParaPrazo(tx, user, processoId, true);
  const antes: PartesDoCaso = { ladoCliente: caso.ladoCliente, privilegioRequerente: caso.privilegioRequerente, privilegioRequerido: caso.privilegioRequerido };
  await tx.update(processos).set({ ...partes, partesRevisar: false, updatedAt: now }).where(eq(processos.id, caso.id));
  await registrarAlteracoes(tx, 'processo', caso.id, antes, partes, user);

  // The one recount every change of a legal deadline goes through (issue 34 item 3): ends, next deadline, caps.
  const { recontados, alertas } = await recontarPrazosDoCaso(tx, caso.id, { today, now, actorId: user.id });
  const frase = frasePrazoEmDobro(partes);
  const texto = `Partes: o cliente do escritório é o ${partes.ladoCliente}. ${frase}${recontados.length ? ` Prazos recontados — ${recontados.join('; ')}.` : ''}`;
  await registrarOcorrencia({ processoId: caso.id, userId: user.id, evento: texto, tipo: 'prazo' }, tx);
  await notificarCaso({ processoId: caso.id, actorId: user.id, tipo: 'etapa', mensagem: texto }, tx);

  const prazos = await tx
    .select({ id: prazosProcesso.id, tipo: prazosProcesso.tipo, inicio: prazosProcesso.inicio, fim: prazosProcesso.fim, status: prazosProcesso.status, em_dobro: prazosProcesso.emDobro })
    .from(prazosProcesso)
    .where(eq(prazosProcesso.processoId, caso.id))
    .orderBy(prazosProcesso.fim, prazosProcesso.id);
  return {
    caso,
    alertas,
    resultado: {
      id_processo: caso.id,
      ...partes,
      prazo_em_dobro: privilegioDaParteContraria(partes),
      frase_prazo: frase,
      prazos: prazos.map((z) => ({ ...z, status: statusEfetivo(z.status, z.fim, today) })),
    },
  };
}

/**
 * PUT /api/processo/{id}/partes (issue 34): the owning advogado (or an admin) records the client's side and each
 * side's privilege; the open deadlines are recounted. Another's case is 404.
 */
export async function definirPartes(user: Ator, processoId: number, partes: PartesDoCaso, now: Date = new Date()): Promise<PartesResultado> {
  const db = await getDb();
  const { resultado, alertas } = await db.transaction((tx) => gravarPartes(tx, user, processoId, partes, now));
  await avisarEntregasEmRisco(processoId, alertas);
  return { ...resultado, message: `Partes salvas. ${resultado.frase_prazo}` };
}

/**
 * The older PUT /api/processo/{id}/prazo-em-dobro { parte } (issue 28), kept for API clients: `parte` is the
 * privilege of the side opposite the client (the client's side and its own privilege unchanged).
 */
export async function definirParteContraria(
  user: Ator,
  processoId: number,
  mudar: (atual: PartesDoCaso) => PartesDoCaso,
  now: Date = new Date(),
): Promise<PartesResultado> {
  const db = await getDb();
  const { resultado, alertas } = await db.transaction(async (tx) => {
    const caso = await casoParaPrazo(tx, user, processoId, true);
    return gravarPartes(tx, user, processoId, mudar(caso), now);
  });
  await avisarEntregasEmRisco(processoId, alertas);
  return { ...resultado, message: `${resultado.prazo_em_dobro ? 'Prazo em dobro registrado para a parte contrária' : 'Prazo em dobro da parte contrária removido'}. ${resultado.frase_prazo}` };
}
