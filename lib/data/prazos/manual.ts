import { getDb } from '@/lib/db/client';
import { prazosProcesso, type PrazoContagem } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { registrarOcorrencia } from '@/lib/data/cronologia';
import { notificarCaso } from '@/lib/data/notificacoes';
import { emitirEvento } from '@/lib/data/webhooks/emitir';
import { formatDate, todayInBrazil } from '@/lib/domain/dates';
import { contarPrazoProcessual, descreverRegra, dobraPrazo, rotuloPrazo, statusEfetivo, type RegraPrazo } from '@/lib/domain/prazos-processo';
import type { PrazoManualInput } from '@/lib/validation/prazos';
import { type PrazoAberto } from './abertos';
import { casoParaPrazo } from './caso';
import { calendarioDoCaso, refreshProximoPrazo } from './calendario';

export type PrazoManual = PrazoAberto & { descricao: string; dias: number; contagem: PrazoContagem; em_dobro: boolean; regra: string };

/**
 * POST /api/prazos/manual (issue 28): the owning advogado (or an admin) enters a deadline by hand: what it is
 * for, its start (the intimação), its days and whether they are dias úteis or corridos. The engine counts it with
 * the case's calendar (art. 224, holidays, recess, closures), in double when the case says a party has prazo em
 * dobro; it is then listed, reminded and met like the legal ones. Another's case is 404.
 */
export async function criarPrazoManual(user: Pick<SessionUser, 'id' | 'role'>, input: PrazoManualInput, now: Date = new Date()): Promise<PrazoManual> {
  const today = todayInBrazil(now);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const caso = await casoParaPrazo(tx, user, input.id_processo);
    const cal = await calendarioDoCaso(tx, caso, input.inicio);
    const regra: RegraPrazo = { dias: input.dias, contagem: input.contagem, emDobro: dobraPrazo('manual', caso) };
    const { fim } = contarPrazoProcessual(input.inicio, regra, cal);
    const [row] = await tx
      .insert(prazosProcesso)
      .values({
        processoId: caso.id,
        tipo: 'manual',
        descricao: input.descricao,
        dias: input.dias,
        contagem: input.contagem,
        emDobro: regra.emDobro,
        inicio: input.inicio,
        fim,
        status: statusEfetivo('aberto', fim, today),
        createdBy: user.id,
      })
      .returning();
    await refreshProximoPrazo(tx, [caso.id]);
    if (row.status === 'aberto') await emitirEvento(tx, 'prazo.aberto', caso.id, { prazoId: row.id, tipo: row.tipo, inicio: row.inicio, fim: row.fim });
    const texto = `${rotuloPrazo('manual', input.descricao)}: início em ${formatDate(input.inicio)}, prazo até ${formatDate(fim)} (${descreverRegra(regra)}).`;
    await registrarOcorrencia({ processoId: caso.id, userId: user.id, evento: texto, tipo: 'prazo' }, tx);
    await notificarCaso({ processoId: caso.id, actorId: user.id, tipo: 'etapa', mensagem: texto }, tx);
    return {
      id: row.id,
      id_processo: caso.id,
      numero: caso.numero,
      tipo: row.tipo,
      inicio: row.inicio,
      fim: row.fim,
      status: row.status,
      descricao: input.descricao,
      dias: input.dias,
      contagem: input.contagem,
      em_dobro: regra.emDobro,
      regra: descreverRegra(regra),
    };
  });
}
