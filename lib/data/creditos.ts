import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { getDb, type Db } from '@/lib/db/client';
import {
  creditosLotes,
  creditosMovimentos,
  notificacoes,
  pagamentos,
  users,
  type CreditoLote,
  type Pagamento,
  type PagamentoStatus,
} from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/session-users';
import { enforce } from '@/lib/data/access';
import { recordEvent } from '@/lib/data/cronologia';
import { canAdjustCreditos, canBuyPacote, canViewCreditos } from '@/lib/domain/access';
import {
  CREDITO_MOVIMENTO_LABELS,
  PACOTE_LABELS,
  descreverCobertura,
  distribuirAjuste,
  itensDoPacote,
  lotesQueCobrem,
  somaItens,
  termosDoPacote,
  type CasoCobertura,
  type CreditoMovimentoTipo,
  type PacoteEscolha,
  type PacoteTermos,
} from '@/lib/domain/creditos';
import { CHECKOUT_VALIDADE_HORAS, PAGAMENTO_STATUS_LABELS } from '@/lib/domain/pagamentos';
import { formatCentavos } from '@/lib/domain/money';
import { ConflictError, NotFoundError, ValidationError } from '@/lib/errors';
import { env } from '@/lib/env';
import { logger } from '@/lib/log';
import { escapeHtml, sendMail } from '@/lib/mail';
import { criarPreferencia, mercadoPagoConfigurado } from '@/lib/payments/mercadopago';
import { PAGAMENTO_NAO_CONFIGURADO, PaymentProviderError } from '@/lib/data/pagamentos';

type Actor = Pick<SessionUser, 'id' | 'role' | 'nome' | 'email'>;

export const PACOTE_VALOR_MUDOU = 'O valor do orçamento mudou. Confira o novo total antes de pagar.';
export const MOTIVO_OBRIGATORIO = 'Informe o motivo da alteração de créditos.';

// ---------------------------------------------------------------------------------------------------
// Buying a package (POST /api/pagamentos/pacote)

/**
 * Records a pending package payment at the price the server computes from the quote (SPEC §9) and opens a
 * Checkout Pro preference whose items are the quote's lines, offering only the chosen payment method.
 * `totalEsperadoCentavos`, when sent, is what the screen showed: a different server total answers 409.
 */
export async function criarCheckoutPacote(
  user: Actor,
  escolha: PacoteEscolha & { totalEsperadoCentavos?: number },
  now: Date = new Date(),
) {
  enforce(canBuyPacote(user), 'Somente advogados e administradores contratam pacotes.');
  const termos = termosDoPacote(escolha);
  if (escolha.totalEsperadoCentavos !== undefined && escolha.totalEsperadoCentavos !== termos.totalCentavos) {
    throw new ConflictError(PACOTE_VALOR_MUDOU);
  }
  if (!mercadoPagoConfigurado()) throw new PaymentProviderError(PAGAMENTO_NAO_CONFIGURADO, 503);
  const itens = itensDoPacote(termos);
  if (somaItens(itens) !== termos.totalCentavos) throw new Error('Itens do pacote não somam o total');

  const db = await getDb();
  const referencia = randomUUID();
  const expiraEm = new Date(now.getTime() + CHECKOUT_VALIDADE_HORAS * 3600_000);
  let pref: { id: string; initPoint: string };
  try {
    pref = await criarPreferencia({ referencia, itens, payerEmail: user.email, payerNome: user.nome, expiraEm, metodo: termos.pagamento });
  } catch (err) {
    logger.error({ userId: user.id, erro: (err as Error).message }, 'Mercado Pago: falha ao criar a preferência do pacote');
    throw new PaymentProviderError('Não foi possível iniciar o pagamento no Mercado Pago. Tente novamente em instantes.');
  }
  const [row] = await db
    .insert(pagamentos)
    .values({
      referencia,
      tipo: 'pacote',
      processoId: null,
      pacote: termos,
      userId: user.id,
      status: 'pendente',
      valorCentavos: termos.totalCentavos,
      moeda: 'BRL',
      meio: 'mercadopago',
      preferenceId: pref.id,
      initPoint: pref.initPoint,
      expiraEm,
    })
    .returning();
  return {
    id: row.id,
    referencia,
    init_point: pref.initPoint,
    status: row.status,
    totalCentavos: termos.totalCentavos,
    pacote: termos,
    itens: itens.map((i) => ({ titulo: i.title, quantidade: i.quantity, valorUnitarioCentavos: i.unitPriceCentavos })),
  };
}

// ---------------------------------------------------------------------------------------------------
// The ledger. Lock order everywhere: the user's row, then their lots (no deadlock between a purchase, a use
// and an admin's change). users.creditos is the sum of the lots' balances.

async function travarUsuario(tx: Db, userId: number): Promise<{ id: number; creditos: number; nome: string; email: string } | undefined> {
  const [u] = await tx
    .select({ id: users.id, creditos: users.creditos, nome: users.nome, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    // NO KEY UPDATE: the foreign keys of rows this transaction inserts (the new case, its pagamento) hold a KEY SHARE
    // lock on this row; FOR UPDATE would conflict with another registration's KEY SHARE and deadlock.
    .for('no key update');
  return u;
}

async function lotesTravados(tx: Db, userId: number): Promise<CreditoLote[]> {
  return tx
    .select()
    .from(creditosLotes)
    .where(eq(creditosLotes.userId, userId))
    .orderBy(creditosLotes.id)
    .for('update');
}

/**
 * Case registration takes the owner's row first, before its inserts (whose foreign keys share-lock that row), so an
 * admin changing the same user's créditos at that moment waits instead of deadlocking.
 */
export async function travarSaldo(tx: Db, userId: number): Promise<void> {
  await travarUsuario(tx, userId);
}

const soma = (lotes: readonly { saldo: number }[]) => lotes.reduce((s, l) => s + l.saldo, 0);

async function registrarMovimento(
  tx: Db,
  m: {
    userId: number;
    loteId: number | null;
    actorId: number | null;
    tipo: CreditoMovimentoTipo;
    delta: number;
    saldoAntes: number;
    motivo?: string | null;
    processoId?: number | null;
    pagamentoId?: number | null;
    now: Date;
  },
) {
  await tx.insert(creditosMovimentos).values({
    userId: m.userId,
    loteId: m.loteId,
    actorId: m.actorId,
    tipo: m.tipo,
    delta: m.delta,
    saldoAntes: m.saldoAntes,
    saldoDepois: m.saldoAntes + m.delta,
    motivo: m.motivo ?? null,
    processoId: m.processoId ?? null,
    pagamentoId: m.pagamentoId ?? null,
    createdAt: m.now,
  });
}

/**
 * The provider approved a package payment (inside the webhook's transaction): one lot with its terms, once per
 * payment (a replay finds the lot and changes nothing). Answers the new balance, or null when already credited.
 */
export async function creditarPacote(tx: Db, pagamento: Pagamento, now: Date): Promise<number | null> {
  const termos = pagamento.pacote as PacoteTermos;
  if (!pagamento.userId) return null;
  const u = await travarUsuario(tx, pagamento.userId);
  if (!u) return null;
  const lotes = await lotesTravados(tx, u.id);
  if (lotes.some((l) => l.pagamentoId === pagamento.id)) return null;
  const antes = soma(lotes);
  const [lote] = await tx
    .insert(creditosLotes)
    .values({
      userId: u.id,
      pagamentoId: pagamento.id,
      origem: 'pacote',
      qualquer: false,
      completo: termos.completo,
      fases: termos.fases,
      quantidade: termos.processos,
      saldo: termos.processos,
      precoUnitarioCentavos: termos.precoUnitarioCentavos,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: creditosLotes.id });
  const depois = antes + termos.processos;
  await tx.update(users).set({ creditos: depois, updatedAt: now }).where(eq(users.id, u.id));
  await registrarMovimento(tx, {
    userId: u.id,
    loteId: lote.id,
    actorId: null,
    tipo: 'compra',
    delta: termos.processos,
    saldoAntes: antes,
    motivo: `Pacote ${PACOTE_LABELS[termos.pacote]} pago (${formatCentavos(pagamento.valorCentavos)})`,
    pagamentoId: pagamento.id,
    now,
  });
  await tx.insert(notificacoes).values({
    userId: u.id,
    processoId: null,
    tipo: 'situacao',
    mensagem: `Pagamento do pacote ${PACOTE_LABELS[termos.pacote]} aprovado: ${termos.processos} ${termos.processos === 1 ? 'crédito' : 'créditos'} disponíveis (saldo ${depois}).`,
  });
  return depois;
}

/**
 * A package payment the provider did not approve (rejected, cancelled, …): the buyer is told in the app, so they can
 * pay again from Orçamentos; nothing is credited. (Approval and refunds tell them through the lot's own notices.)
 */
export async function avisarPacoteNaoAprovado(tx: Db, pagamento: Pagamento, status: PagamentoStatus): Promise<void> {
  if (!pagamento.userId || status === 'pendente' || status === 'substituido') return;
  const termos = pagamento.pacote as PacoteTermos;
  await tx.insert(notificacoes).values({
    userId: pagamento.userId,
    processoId: null,
    tipo: 'situacao',
    mensagem: `Pagamento do pacote ${PACOTE_LABELS[termos.pacote]} (${formatCentavos(pagamento.valorCentavos)}) ${PAGAMENTO_STATUS_LABELS[status].toLowerCase()} pelo Mercado Pago: nenhum crédito foi adicionado. Você pode tentar de novo em Orçamentos.`,
  });
}

/** A package refunded or charged back: what is left of its lot is removed (the créditos already used stay used). */
export async function estornarPacote(tx: Db, pagamento: Pagamento, status: PagamentoStatus, now: Date): Promise<void> {
  if (!pagamento.userId) return;
  const u = await travarUsuario(tx, pagamento.userId);
  if (!u) return;
  const lotes = await lotesTravados(tx, u.id);
  const lote = lotes.find((l) => l.pagamentoId === pagamento.id);
  if (!lote || lote.saldo === 0) return;
  const antes = soma(lotes);
  await tx.update(creditosLotes).set({ saldo: 0, updatedAt: now }).where(eq(creditosLotes.id, lote.id));
  await tx.update(users).set({ creditos: antes - lote.saldo, updatedAt: now }).where(eq(users.id, u.id));
  await registrarMovimento(tx, {
    userId: u.id,
    loteId: lote.id,
    actorId: null,
    tipo: 'estorno',
    delta: -lote.saldo,
    saldoAntes: antes,
    motivo: `Pagamento do pacote ${PAGAMENTO_STATUS_LABELS[status].toLowerCase()}`,
    pagamentoId: pagamento.id,
    now,
  });
}

/**
 * Case registration (inside its transaction): when one of the owner's lots covers the case, one crédito pays for
 * it. The user's row is locked first and the lot is decremented only while its balance is positive, so two
 * registrations at once can never spend the same crédito. Answers the lot used and the balance left, or null.
 */
export async function consumirCredito(
  tx: Db,
  owner: { id: number; nome: string },
  processoId: number,
  caso: CasoCobertura,
  now: Date,
): Promise<{ loteId: number; saldo: number } | null> {
  const u = await travarUsuario(tx, owner.id);
  if (!u || u.creditos <= 0) return null;
  const lotes = await lotesTravados(tx, owner.id);
  const candidatos = lotesQueCobrem(
    lotes.map((l) => ({ ...l, fases: l.fases ?? [] })),
    caso,
  );
  for (const lote of candidatos) {
    const usado = await tx
      .update(creditosLotes)
      .set({ saldo: sql`${creditosLotes.saldo} - 1`, updatedAt: now })
      .where(and(eq(creditosLotes.id, lote.id), gt(creditosLotes.saldo, 0)))
      .returning({ id: creditosLotes.id });
    if (usado.length === 0) continue;
    const antes = soma(lotes);
    const saldo = antes - 1;
    await tx.update(users).set({ creditos: saldo, updatedAt: now }).where(eq(users.id, owner.id));
    const origem = lote.qualquer ? 'crédito concedido pelo escritório' : `crédito do pacote (lote nº ${lote.id})`;
    const [pg] = await tx
      .insert(pagamentos)
      .values({
        referencia: randomUUID(),
        tipo: 'processo',
        processoId,
        userId: owner.id,
        status: 'aprovado',
        valorCentavos: lote.precoUnitarioCentavos,
        moeda: 'BRL',
        meio: 'credito',
        motivo: `Pago com 1 ${origem}`,
        aprovadoEm: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: pagamentos.id });
    await registrarMovimento(tx, {
      userId: owner.id,
      loteId: lote.id,
      actorId: owner.id,
      tipo: 'consumo',
      delta: -1,
      saldoAntes: antes,
      processoId,
      pagamentoId: pg.id,
      now,
    });
    await recordEvent({ processoId, userId: owner.id, evento: `Pago com 1 ${origem}; saldo restante: ${saldo}`, tipo: 'situacao' }, tx);
    await recordEvent({ processoId, userId: owner.id, evento: 'Situação alterada para Em análise', tipo: 'situacao' }, tx);
    return { loteId: lote.id, saldo };
  }
  return null;
}

/**
 * An admin's change of a user's créditos (inside a transaction that may already hold the user's row): the new
 * total is spread over the lots (distribuirAjuste) and every lot touched is logged with who, when, old → new and
 * why. The total before is the sum of the lots.
 */
export async function aplicarAjuste(
  tx: Db,
  actor: Pick<Actor, 'id'>,
  userId: number,
  novoTotal: number,
  motivo: string | undefined,
  now: Date,
): Promise<{ antes: number; depois: number }> {
  const u = await travarUsuario(tx, userId);
  if (!u) throw new NotFoundError('Usuário não encontrado.');
  const lotes = await lotesTravados(tx, userId);
  const antes = soma(lotes);
  if (novoTotal === antes) {
    if (u.creditos !== antes) await tx.update(users).set({ creditos: antes }).where(eq(users.id, userId));
    return { antes, depois: antes };
  }
  const razao = motivo?.trim();
  if (!razao) throw new ValidationError(MOTIVO_OBRIGATORIO, { motivo: MOTIVO_OBRIGATORIO });
  const partes = distribuirAjuste(lotes, novoTotal - antes);
  if (!partes) throw new ConflictError('Não há créditos suficientes para essa redução.');
  let corrente = antes;
  for (const p of partes) {
    let loteId = p.id;
    if (loteId === null) {
      const [novo] = await tx
        .insert(creditosLotes)
        .values({ userId, origem: 'ajuste', qualquer: true, completo: false, fases: [1, 2, 3, 4], quantidade: p.delta, saldo: p.saldo, createdAt: now, updatedAt: now })
        .returning({ id: creditosLotes.id });
      loteId = novo.id;
    } else {
      await tx
        .update(creditosLotes)
        .set({
          saldo: p.saldo,
          updatedAt: now,
          ...(p.delta > 0 ? { quantidade: sql`${creditosLotes.quantidade} + ${p.delta}` } : {}),
        })
        .where(eq(creditosLotes.id, loteId));
    }
    await registrarMovimento(tx, { userId, loteId, actorId: actor.id, tipo: 'ajuste', delta: p.delta, saldoAntes: corrente, motivo: razao, now });
    corrente += p.delta;
  }
  await tx.update(users).set({ creditos: novoTotal, updatedAt: now }).where(eq(users.id, userId));
  logger.info({ userId, actorId: actor.id, antes, depois: novoTotal }, 'Créditos alterados por um administrador');
  return { antes, depois: novoTotal };
}

/** POST /api/creditos/ajuste: an admin sets a user's créditos, with a reason. */
export async function ajustarCreditos(actor: Actor, userId: number, novoTotal: number, motivo: string, now: Date = new Date()) {
  enforce(canAdjustCreditos(actor), 'Somente administradores alteram créditos.');
  const db = await getDb();
  const r = await db.transaction(async (txRaw) => aplicarAjuste(txRaw as unknown as Db, actor, userId, novoTotal, motivo, now));
  return { id_usuario: userId, saldoAnterior: r.antes, saldo: r.depois };
}

// ---------------------------------------------------------------------------------------------------
// Reading

export type LoteApi = {
  id: number;
  origem: 'pacote' | 'ajuste';
  qualquer: boolean;
  completo: boolean;
  fases: number[];
  cobertura: string;
  quantidade: number;
  saldo: number;
  precoUnitarioCentavos: number;
  createdAt: string;
};

export type MovimentoApi = {
  id: number;
  tipo: CreditoMovimentoTipo;
  tipoLabel: string;
  delta: number;
  saldoAntes: number;
  saldoDepois: number;
  motivo: string | null;
  autor: string | null;
  id_processo: number | null;
  createdAt: string;
};

export type CreditosApi = { id_usuario: number; saldo: number; lotes: LoteApi[]; movimentos: MovimentoApi[]; pacotesPendentes: number };

/** GET /api/creditos: a user's balance, lots (with what each covers) and latest changes. */
export async function lerCreditos(actor: Actor, userId: number): Promise<CreditosApi> {
  enforce(canViewCreditos(actor, userId), 'Você não pode ver os créditos deste usuário.');
  const db = await getDb();
  const [u] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!u) throw new NotFoundError('Usuário não encontrado.');
  const autor = alias(users, 'autor');
  const [lotes, movimentos, pendentes] = await Promise.all([
    db.select().from(creditosLotes).where(eq(creditosLotes.userId, userId)).orderBy(creditosLotes.id),
    db
      .select({ m: creditosMovimentos, autor: autor.nome })
      .from(creditosMovimentos)
      .leftJoin(autor, eq(autor.id, creditosMovimentos.actorId))
      .where(eq(creditosMovimentos.userId, userId))
      .orderBy(desc(creditosMovimentos.createdAt), desc(creditosMovimentos.id))
      .limit(50),
    db
      .select({ id: pagamentos.id })
      .from(pagamentos)
      .where(and(eq(pagamentos.userId, userId), eq(pagamentos.tipo, 'pacote'), inArray(pagamentos.status, ['pendente']))),
  ]);
  return {
    id_usuario: userId,
    saldo: soma(lotes),
    lotes: lotes.map((l) => ({
      id: l.id,
      origem: l.origem,
      qualquer: l.qualquer,
      completo: l.completo,
      fases: l.fases,
      cobertura: descreverCobertura(l),
      quantidade: l.quantidade,
      saldo: l.saldo,
      precoUnitarioCentavos: l.precoUnitarioCentavos,
      createdAt: l.createdAt.toISOString(),
    })),
    movimentos: movimentos.map(({ m, autor: nome }) => ({
      id: m.id,
      tipo: m.tipo,
      tipoLabel: CREDITO_MOVIMENTO_LABELS[m.tipo],
      delta: m.delta,
      saldoAntes: m.saldoAntes,
      saldoDepois: m.saldoDepois,
      motivo: m.motivo,
      autor: nome,
      id_processo: m.processoId,
      createdAt: m.createdAt.toISOString(),
    })),
    pacotesPendentes: pendentes.length,
  };
}

/** The receipt of a paid package (after the webhook's transaction). */
export async function enviarReciboPacote(pagamentoId: number, provedorId: string): Promise<void> {
  const db = await getDb();
  const [r] = await db
    .select({ valorCentavos: pagamentos.valorCentavos, pacote: pagamentos.pacote, email: users.email, nome: users.nome, saldo: users.creditos })
    .from(pagamentos)
    .innerJoin(users, eq(users.id, pagamentos.userId))
    .where(eq(pagamentos.id, pagamentoId));
  if (!r?.pacote) return;
  const t = r.pacote;
  const valor = formatCentavos(r.valorCentavos);
  const link = `${env().APP_URL}/sistema/orcamentos`;
  const cobre = descreverCobertura(t);
  const linhas = [
    `Olá, ${r.nome}.`,
    '',
    `Recebemos o pagamento de ${valor} do pacote ${PACOTE_LABELS[t.pacote]}.`,
    `Identificação no Mercado Pago: ${provedorId}.`,
    `Você tem ${t.processos} ${t.processos === 1 ? 'crédito' : 'créditos'} para processos (${cobre}); saldo atual: ${r.saldo}.`,
    'Cada processo que você cadastrar e que o pacote cubra usa um crédito, sem nova cobrança.',
    '',
    `Acompanhe em: ${link}`,
  ];
  const html = `<p>Olá, ${escapeHtml(r.nome)}.</p><p>Recebemos o pagamento de <strong>${escapeHtml(valor)}</strong> do pacote ${escapeHtml(PACOTE_LABELS[t.pacote])}.</p><p>Identificação no Mercado Pago: ${escapeHtml(provedorId)}.</p><p>Você tem ${t.processos} crédito(s) para processos (${escapeHtml(cobre)}); saldo atual: ${r.saldo}.</p><p><a href="${escapeHtml(link)}">Ver meus créditos</a></p>`;
  try {
    await sendMail({ to: r.email, subject: `Recibo de pagamento: pacote ${PACOTE_LABELS[t.pacote]}`, text: linhas.join('\n'), html });
  } catch (err) {
    logger.error({ pagamentoId, erro: (err as Error).message }, 'Falha ao enviar o recibo do pacote');
  }
}
