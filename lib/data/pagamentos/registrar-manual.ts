import { enfileirarNotaFiscal } from '@/lib/data/nfse/enfileirar';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/lib/db/client';
import { pagamentos, processos, type Pagamento } from '@/lib/db/schema';
import { isUniqueViolationOf } from '@/lib/db/pg-errors';
import { enforce } from '@/lib/data/politica';
import { lerEntrada, type Entrada } from '@/lib/data/entrada';
import { registrarAlteracoes } from '@/lib/data/alteracoes';
import { registrarOcorrencia } from '@/lib/data/cronologia';
import { notificarCaso } from '@/lib/data/notificacoes';
import { creditarPacote, enviarReciboPacote } from '@/lib/data/creditos';
import { enviarRecibo, registrarRecibo } from './enviar-recibo';
import { canRecordManualPayment } from '@/lib/domain/access';
import { todayInBrazil } from '@/lib/domain/dates';
import { formatCentavos } from '@/lib/domain/money';
import { FORMA_RECEBIMENTO_LABELS, PAGAMENTO_STATUS_LABELS } from '@/lib/domain/pagamentos';
import { ConflictError, NotFoundError, ValidationError } from '@/lib/errors';
import type { PagamentoManualInput } from '@/lib/validation/pagamentos';
import type { Actor } from './actor';
import { toApi, type PagamentoApi } from './api';
import { checkoutsSemUso } from './checkouts-sem-uso';
import { PROCESSO_JA_PAGO, processoPagavel } from './processo-pagavel';
import { emitirEvento } from '@/lib/data/webhooks/emitir';

export const DATA_RECEBIMENTO_FUTURA = 'A data do recebimento não pode ser no futuro.';
export const PACOTE_JA_PAGO = 'Este pacote já está pago.';
const REFERENCIA_USADA = 'Esta referência de recebimento já foi registrada em outro pagamento.';

type Resultado = { pagamento: PagamentoApi; repetido: boolean };

/**
 * POST /api/pagamentos/manual: an admin records a payment received outside the provider (who, when, how much, how,
 * the bank's id, why). A case moves from pendente to em análise and a package's pending checkout becomes créditos,
 * exactly as the provider's approval does; the change is written to alterações. Idempotent: the same
 * `referencia_externa` for the same target answers the payment already recorded (`repetido`), changing nothing.
 */
export async function registrarPagamentoManual(user: Actor, entrada: Entrada<PagamentoManualInput>, now: Date = new Date()): Promise<Resultado> {
  enforce(canRecordManualPayment(user));
  // The body is read only once the role may do this (403 before 400: lib/data/entrada.ts).
  const input = await lerEntrada(entrada);
  const hoje = todayInBrazil(now);
  if (input.data_recebimento && input.data_recebimento > hoje) {
    throw new ValidationError(DATA_RECEBIMENTO_FUTURA, { data_recebimento: DATA_RECEBIMENTO_FUTURA });
  }
  const db = await getDb();
  const repetido = await jaRegistrado(db, input);
  if (repetido) return { pagamento: (await toApi(db, [repetido]))[0], repetido: true };
  try {
    const row = input.referencia ? await pacoteManual(db, user, input, now) : await processoManual(db, user, input, now);
    // Committed: the receipt's first attempt (the queue retries a failure).
    await (input.referencia ? enviarReciboPacote(row.id) : enviarRecibo(row.id));
    return { pagamento: (await toApi(db, [row]))[0], repetido: false };
  } catch (err) {
    // Two admins recording the same bank id at once: the second finds the first's record.
    if (isUniqueViolationOf(err, 'pagamentos_referencia_externa_unique')) {
      const r = await jaRegistrado(db, input);
      if (r) return { pagamento: (await toApi(db, [r]))[0], repetido: true };
    }
    throw err;
  }
}

/** The payment already recorded under this bank id for this target; another target's → 409. */
async function jaRegistrado(db: DbOrTx, input: PagamentoManualInput): Promise<Pagamento | null> {
  if (!input.referencia_externa) return null;
  const [r] = await db.select().from(pagamentos).where(eq(pagamentos.referenciaExterna, input.referencia_externa));
  if (!r) return null;
  const mesmoAlvo = input.referencia ? r.referencia === input.referencia : r.processoId === input.id_processo && r.tipo === 'processo';
  if (!mesmoAlvo) throw new ConflictError(REFERENCIA_USADA);
  return r;
}

function recebido(input: PagamentoManualInput, devido: number, hoje: string) {
  const valor = input.valor_centavos ?? devido;
  if (valor < devido) {
    const message = `O valor recebido (${formatCentavos(valor)}) é menor que o devido (${formatCentavos(devido)}).`;
    throw new ValidationError(message, { valor_centavos: message });
  }
  return {
    valorCentavos: valor,
    recebidoEm: input.data_recebimento ?? hoje,
    formaRecebimento: input.meio_recebimento ?? null,
    referenciaExterna: input.referencia_externa ?? null,
  };
}

/** The history rows of a recorded payment (alterações, entidade 'pagamento'). */
function historico(r: ReturnType<typeof recebido>) {
  return {
    statusPagamento: PAGAMENTO_STATUS_LABELS.aprovado,
    valorCentavos: String(r.valorCentavos),
    recebidoEm: r.recebidoEm,
    formaRecebimento: r.formaRecebimento ? FORMA_RECEBIMENTO_LABELS[r.formaRecebimento] : null,
    referenciaExterna: r.referenciaExterna,
  };
}

async function processoManual(db: DbOrTx, user: Actor, input: PagamentoManualInput, now: Date): Promise<Pagamento> {
  const p = await processoPagavel(db, user, input.id_processo!);
  if (p.situacao !== 'pendente') throw new ConflictError(PROCESSO_JA_PAGO);
  const dados = recebido(input, p.totalCentavos, todayInBrazil(now));
  return db.transaction(async (tx) => {
    const movido = await tx
      .update(processos)
      .set({ situacao: 'em_analise', updatedAt: now })
      .where(and(eq(processos.id, p.id), eq(processos.situacao, 'pendente')))
      .returning({ id: processos.id });
    if (movido.length === 0) throw new ConflictError(PROCESSO_JA_PAGO);
    await tx.update(pagamentos).set({ status: 'substituido', updatedAt: now }).where(checkoutsSemUso(p.id));
    const [r] = await tx
      .insert(pagamentos)
      .values({ referencia: randomUUID(), processoId: p.id, userId: user.id, status: 'aprovado', moeda: 'BRL', meio: 'manual', motivo: input.motivo, aprovadoEm: now, ...dados })
      .returning();
    await registrarAlteracoes(tx, 'pagamento', r.id, {}, historico(dados), user, p.id, input.motivo);
    await registrarRecibo(tx, r.id, p.id);
    await registrarAlteracoes(tx, 'processo', p.id, { situacao: 'pendente' }, { situacao: 'em_analise' }, user, p.id, input.motivo);
    const evento = `Pagamento de ${formatCentavos(dados.valorCentavos)} confirmado manualmente por ${user.nome}: ${input.motivo}`;
    await registrarOcorrencia({ processoId: p.id, userId: user.id, evento, tipo: 'situacao' }, tx);
    await registrarOcorrencia({ processoId: p.id, userId: user.id, evento: 'Situação alterada para Em análise', tipo: 'situacao' }, tx);
    await notificarCaso({ processoId: p.id, actorId: user.id, tipo: 'situacao', mensagem: 'Pagamento confirmado; o processo está em análise.' }, tx);
    await emitirEvento(tx, 'pagamento.aprovado', p.id, { pagamentoId: r.id, valorCentavos: r.valorCentavos, meio: 'manual' });
    await enfileirarNotaFiscal(tx, r.id);
    await emitirEvento(tx, 'processo.situacao', p.id, { situacao: 'em_analise', situacaoAnterior: 'pendente' });
    return r;
  });
}

/** A package's pending checkout paid outside the provider (PIX, transfer): approved and credited as the webhook does. */
async function pacoteManual(db: DbOrTx, user: Actor, input: PagamentoManualInput, now: Date): Promise<Pagamento> {
  const [nosso] = await db.select().from(pagamentos).where(and(eq(pagamentos.referencia, input.referencia!), eq(pagamentos.tipo, 'pacote')));
  if (!nosso) throw new NotFoundError('Pacote não encontrado.');
  if (nosso.status === 'aprovado') throw new ConflictError(PACOTE_JA_PAGO);
  const dados = recebido(input, nosso.valorCentavos, todayInBrazil(now));
  return db.transaction(async (tx) => {
    const [r] = await tx
      .update(pagamentos)
      .set({ status: 'aprovado', aprovadoEm: now, motivo: input.motivo, updatedAt: now, ...dados, valorCentavos: nosso.valorCentavos })
      .where(and(eq(pagamentos.id, nosso.id), eq(pagamentos.status, nosso.status)))
      .returning();
    if (!r) throw new ConflictError(PACOTE_JA_PAGO);
    await creditarPacote(tx, r, now);
    await registrarAlteracoes(tx, 'pagamento', r.id, {}, historico(dados), user, null, input.motivo);
    await enfileirarNotaFiscal(tx, r.id);
    return r;
  });
}
