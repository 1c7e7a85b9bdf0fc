import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { processoFases, processos, type Etapa, type Situacao } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { enforce } from '@/lib/data/politica';
import { lerEntrada, type Entrada } from '@/lib/data/entrada';
import { canCreateProcesso } from '@/lib/domain/access';
import { registrarOcorrencia } from '@/lib/data/cronologia';
import { consumirCredito, travarSaldo } from '@/lib/data/creditos';
import { todayInBrazil } from '@/lib/domain/dates';
import { deliveryDate } from '@/lib/domain/deadlines';
import { TIPO_ACAO, TIPO_JUSTICA } from '@/lib/domain/labels';
import { centavosToReais } from '@/lib/domain/money';
import { casePriceCentavos, clampAnticipation } from '@/lib/domain/pricing';
import { processoSearchText } from '@/lib/domain/search';
import { rotuloServico } from '@/lib/domain/status';
import { ConflictError } from '@/lib/errors';
import { fasesDoCadastro, type ProcessoCreate } from '@/lib/validation/processo';
import { DUPLICADO, assertNumeroLivre, dadosColumns } from './shared';
import { isUniqueViolationOf } from '@/lib/db/pg-errors';
import { vincularPublicacoesSemProcesso } from '@/lib/data/tribunais/publicacoes-sem-processo/vincular-publicacoes';
import { tabelaVigente } from '@/lib/data/precos/vigente';

// ---------------------------------------------------------------------------------------------------
// Call 11: registration

export type ProcessoCriado = {
  id: number;
  numeroProcesso: string | null;
  /** SPEC's labels, as the request may have sent them (DESIGN §10). */
  tipoJustica: string;
  tipoAcao: string;
  comarca: string;
  dataDistribuicao: string;
  requerente: string;
  requerido: string;
  link: string | null;
  situacao: Situacao;
  etapa: Etapa;
  valorTotal: number;
  diasAntecipacao: number;
  fases: { id_fase: number; rotulo: string; fase_concluida: 0; dataEntrega: string }[];
  /** Whether a package's crédito paid for the case (then it starts em análise) and the balance left. */
  credito: { usado: true; saldo: number } | { usado: false };
};

/**
 * Registers a case for the caller (advogado or admin). Price and delivery dates are computed here from
 * SPEC §9, never taken from the client; the case starts 'pendente' (awaiting payment), etapa 'inicio', unless a
 * crédito of a paid package covers it (then it starts 'em_analise', paid).
 */
export async function criarProcesso(user: SessionUser, entrada: Entrada<ProcessoCreate>, now: Date = new Date()): Promise<ProcessoCriado> {
  enforce(canCreateProcesso(user));
  // The body is read only once the role may register a case (a médico gets 403 whatever it sent: lib/data/entrada.ts).
  const input = await lerEntrada(entrada);
  const db = await getDb();
  const fases = fasesDoCadastro(input.tipoJustica, input.fasesSelecionadas);
  // Issue 34 item 5: the table in force prices the case, and the case keeps its version.
  const precos = await tabelaVigente(db);
  const dias = clampAnticipation(input.diasAntecipacao ?? 0, fases.length, precos.tabela);
  const totalCentavos = casePriceCentavos(input.tipoJustica, fases, dias, precos.tabela);
  const today = todayInBrazil(now);
  const entregas = fases.map((idFase, i) => ({ idFase, posicao: i + 1, dataEntrega: deliveryDate(today, i + 1, dias) }));

  await assertNumeroLivre(db, input.numeroProcesso);
  let id: number;
  const pago: { credito: { loteId: number; saldo: number } | null } = { credito: null };
  try {
    id = await db.transaction(async (tx) => {
      await travarSaldo(tx, user.id);
      const [p] = await tx
        .insert(processos)
        .values({
          ...dadosColumns(input),
          comarca: input.comarca,
          tipoAcao: input.tipoAcao,
          dataDistribuicao: input.dataDistribuicao,
          requerente: input.requerente,
          requerido: input.requerido,
          tipoJustica: input.tipoJustica,
          ownerId: user.id,
          situacao: 'pendente',
          etapa: 'inicio',
          totalCentavos,
          diasAntecipacao: dias,
          precosVersao: precos.versao,
          busca: processoSearchText({ numero: input.numeroProcesso, requerente: input.requerente }),
        })
        .returning({ id: processos.id });
      await tx.insert(processoFases).values(entregas.map((e) => ({ ...e, processoId: p.id })));
      await registrarOcorrencia({ processoId: p.id, userId: user.id, evento: 'Processo cadastrado', tipo: 'criacao' }, tx);
      // DJEN communications found by OAB for this number (issue 26 item 8) move to the new case.
      if (input.numeroProcesso) {
        await vincularPublicacoesSemProcesso(tx, { id: p.id, numero: input.numeroProcesso, tipoJustica: input.tipoJustica, comarca: input.comarca });
      }
      // A package's crédito that covers this case pays for it: the case starts paid (em análise).
      pago.credito = await consumirCredito(tx, user, p.id, { tipoJustica: input.tipoJustica, fases, diasAntecipacao: dias }, now);
      if (pago.credito) {
        await tx.update(processos).set({ situacao: 'em_analise', situacaoDesde: now, updatedAt: now }).where(eq(processos.id, p.id));
      }
      return p.id;
    });
  } catch (err) {
    if (isUniqueViolationOf(err)) throw new ConflictError(DUPLICADO);
    throw err;
  }
  return {
    id,
    numeroProcesso: input.numeroProcesso,
    tipoJustica: TIPO_JUSTICA.api[input.tipoJustica],
    tipoAcao: TIPO_ACAO.api[input.tipoAcao],
    comarca: input.comarca,
    dataDistribuicao: input.dataDistribuicao,
    requerente: input.requerente,
    requerido: input.requerido,
    link: input.link,
    situacao: pago.credito ? 'em_analise' : 'pendente',
    etapa: 'inicio',
    valorTotal: centavosToReais(totalCentavos),
    credito: pago.credito ? { usado: true, saldo: pago.credito.saldo } : { usado: false },
    diasAntecipacao: dias,
    fases: entregas.map((e) => ({ id_fase: e.idFase, rotulo: rotuloServico(e.idFase), fase_concluida: 0, dataEntrega: e.dataEntrega })),
  };
}
