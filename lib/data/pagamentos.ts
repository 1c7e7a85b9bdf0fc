import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, inArray, isNotNull, notExists, sql, type SQL } from 'drizzle-orm';
import { WebhookSignatureValidator, InvalidWebhookSignatureError } from 'mercadopago';
import { getDb, type Db } from '@/lib/db/client';
import {
  pagamentos,
  pagamentosProvedor,
  processoFases,
  processos,
  users,
  type PagamentoStatus,
} from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/session-users';
import type { TipoJustica } from '@/lib/domain/labels';
import { enforce, visibleProcessos } from '@/lib/data/access';
import { canListPagamentos, canPayProcesso, canRecordManualPayment, canViewCreditos } from '@/lib/domain/access';
import { logger } from '@/lib/log';
import { recordEvent } from '@/lib/data/cronologia';
import { notifyCase } from '@/lib/data/notificacoes';
import {
  CHECKOUT_VALIDADE_HORAS,
  PAGAMENTO_STATUS_LABELS,
  divergencia,
  itensDoProcesso,
  statusFromProvider,
  type CheckoutItem,
  type ProviderPayment,
} from '@/lib/domain/pagamentos';
import { formatCentavos } from '@/lib/domain/money';
import {
  AppError,
  ConflictError,
  NotFoundError,
  UnauthorizedError,
  ValidationError,
} from '@/lib/errors';
import { env } from '@/lib/env';
import { escapeHtml, sendMail } from '@/lib/mail';
import { buscarPagamento, criarPreferencia, mercadoPagoConfigurado } from '@/lib/payments/mercadopago';
import { avisarPacoteNaoAprovado, creditarPacote, enviarReciboPacote, estornarPacote } from '@/lib/data/creditos';
import { PACOTE_LABELS, type PacoteTermos } from '@/lib/domain/creditos';
import { emitirEvento } from '@/lib/data/webhooks/emitir';

type Actor = Pick<SessionUser, 'id' | 'role' | 'nome' | 'email'>;

export const PAGAMENTO_NAO_CONFIGURADO =
  'O pagamento online não está configurado. O escritório confirmará o seu pagamento e o processo seguirá em seguida.';
export const PROCESSO_JA_PAGO = 'Este processo já está pago.';
const PROCESSO_NAO_ENCONTRADO = 'Processo não encontrado.';

/** The provider or its configuration failed us: not the caller's fault, and nothing was charged. */
export class PaymentProviderError extends AppError {
  constructor(message: string, status = 502) {
    super(message, status);
  }
}

export type PagamentoApi = {
  id: number;
  referencia: string;
  id_processo: number | null;
  tipo: 'processo' | 'pacote';
  /** A package's terms (tipo 'pacote'). */
  pacote: PacoteTermos | null;
  status: PagamentoStatus;
  statusLabel: string;
  valor: number;
  valorCentavos: number;
  meio: 'mercadopago' | 'manual' | 'credito';
  init_point: string | null;
  expiraEm: string | null;
  divergencia: string | null;
  motivo: string | null;
  registradoPor: string | null;
  aprovadoEm: string | null;
  createdAt: string;
  tentativas: { id: string; status: string; metodo: string | null; valorCentavos: number; divergencia: string | null }[];
};

/** The case as the payer may act on it: visible (else 404) and theirs to pay (owner advogado or admin; else 403). */
async function processoPagavel(db: Db, user: Actor, idProcesso: number) {
  const [p] = await db
    .select({
      id: processos.id,
      numero: processos.numeroProcesso,
      requerente: processos.requerente,
      ownerId: processos.ownerId,
      peritoId: processos.peritoId,
      situacao: processos.situacao,
      totalCentavos: processos.totalCentavos,
      tipoJustica: processos.tipoJustica,
      diasAntecipacao: processos.diasAntecipacao,
    })
    .from(processos)
    .where(and(eq(processos.id, idProcesso), visibleProcessos(user)));
  if (!p) throw new NotFoundError(PROCESSO_NAO_ENCONTRADO);
  enforce(canPayProcesso(user, p), 'Somente o advogado do processo ou um administrador cuida do pagamento.');
  return p;
}

/** Items at the case's stored total: SPEC §9 items when they add up to it, else one line with the total. */
function itensCobrados(p: { totalCentavos: number; tipoJustica: TipoJustica; diasAntecipacao: number }, fases: number[]): CheckoutItem[] {
  const itens = itensDoProcesso(p.tipoJustica, fases, p.diasAntecipacao);
  const soma = itens.reduce((s, i) => s + i.unitPriceCentavos * i.quantity, 0);
  if (soma === p.totalCentavos) return itens;
  return [{ id: 'servicos', title: 'Serviços de assistência técnica pericial', quantity: 1, unitPriceCentavos: p.totalCentavos }];
}

/** Pending checkouts of a case that never saw a provider payment: replaced by a newer one. */
function checkoutsSemUso(idProcesso: number): SQL {
  return and(
    eq(pagamentos.processoId, idProcesso),
    eq(pagamentos.status, 'pendente'),
    notExists(
      sql`(select 1 from ${pagamentosProvedor} where ${pagamentosProvedor.pagamentoId} = ${pagamentos.id})`,
    ),
  )!;
}

/**
 * POST /api/pagamentos/checkout: records a pending payment at the price the server computed and opens a Checkout
 * Pro preference for it. An earlier unused checkout of the same case is replaced.
 */
export async function criarCheckout(user: Actor, idProcesso: number, now: Date = new Date()) {
  const db = await getDb();
  const p = await processoPagavel(db, user, idProcesso);
  if (p.situacao !== 'pendente') throw new ConflictError(PROCESSO_JA_PAGO);
  if (p.totalCentavos <= 0) throw new ConflictError('Este processo não tem valor a pagar.');
  if (!mercadoPagoConfigurado()) throw new PaymentProviderError(PAGAMENTO_NAO_CONFIGURADO, 503);

  const fases = await db
    .select({ idFase: processoFases.idFase })
    .from(processoFases)
    .where(eq(processoFases.processoId, p.id))
    .orderBy(processoFases.posicao);
  const [payer] = await db.select({ email: users.email, nome: users.nome }).from(users).where(eq(users.id, p.ownerId));
  const referencia = randomUUID();
  const expiraEm = new Date(now.getTime() + CHECKOUT_VALIDADE_HORAS * 3600_000);

  let pref: { id: string; initPoint: string };
  try {
    pref = await criarPreferencia({
      referencia,
      itens: itensCobrados(p, fases.map((f) => f.idFase)),
      payerEmail: payer.email,
      payerNome: payer.nome,
      expiraEm,
    });
  } catch (err) {
    logger.error({ processoId: p.id, erro: (err as Error).message }, 'Mercado Pago: falha ao criar a preferência');
    throw new PaymentProviderError('Não foi possível iniciar o pagamento no Mercado Pago. Tente novamente em instantes.');
  }

  const criado = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    await tx.update(pagamentos).set({ status: 'substituido', updatedAt: now }).where(checkoutsSemUso(p.id));
    const [row] = await tx
      .insert(pagamentos)
      .values({
        referencia,
        processoId: p.id,
        userId: user.id,
        status: 'pendente',
        valorCentavos: p.totalCentavos,
        moeda: 'BRL',
        meio: 'mercadopago',
        preferenceId: pref.id,
        initPoint: pref.initPoint,
        expiraEm,
      })
      .returning();
    return row;
  });
  return { id: criado.id, referencia, init_point: pref.initPoint, status: criado.status };
}

// ---------------------------------------------------------------------------------------------------
// Webhook: the provider's notification is only a hint; the payment is fetched and checked before anything changes.

export type WebhookInput = {
  dataId: string | null;
  tipo: string | null;
  xSignature: string | null;
  xRequestId: string | null;
};

export type WebhookResultado =
  | { resultado: 'ignorado'; motivo: string }
  | { resultado: 'desconhecido' }
  | { resultado: 'repetido' }
  | { resultado: 'divergente'; divergencia: string }
  | { resultado: 'registrado'; status: PagamentoStatus };

/** Seconds a signed notification may be off our clock (replays of old notifications are refused). */
export const WEBHOOK_TOLERANCIA_SEGUNDOS = 300;

export function verificarAssinatura(input: WebhookInput, now: () => number = Date.now): void {
  const secret = env().MERCADOPAGO_WEBHOOK_SECRET;
  if (!secret) throw new PaymentProviderError('Pagamento online não configurado.', 503);
  try {
    WebhookSignatureValidator.validate({
      xSignature: input.xSignature,
      xRequestId: input.xRequestId,
      dataId: input.dataId,
      secret,
      toleranceSeconds: WEBHOOK_TOLERANCIA_SEGUNDOS,
      now,
    });
  } catch (err) {
    const reason = err instanceof InvalidWebhookSignatureError ? err.reason : 'erro';
    logger.warn({ reason, requestId: input.xRequestId }, 'Mercado Pago: notificação com assinatura inválida recusada');
    throw new UnauthorizedError('Assinatura da notificação inválida.');
  }
}

export async function processarWebhook(input: WebhookInput, now: Date = new Date()): Promise<WebhookResultado> {
  verificarAssinatura(input, () => now.getTime());
  if (input.tipo !== 'payment') return { resultado: 'ignorado', motivo: `tipo ${input.tipo ?? 'ausente'}` };
  if (!input.dataId || !/^\d{1,20}$/.test(input.dataId)) throw new ValidationError('Identificador de pagamento inválido.');

  let pago: ProviderPayment;
  try {
    pago = await buscarPagamento(input.dataId);
  } catch (err) {
    const status = (err as { status?: number }).status;
    if (status === 404) {
      logger.warn({ provedorId: input.dataId }, 'Mercado Pago: pagamento notificado não existe no provedor');
      return { resultado: 'desconhecido' };
    }
    logger.error({ provedorId: input.dataId, erro: (err as Error).message }, 'Mercado Pago: falha ao consultar o pagamento');
    // 502 makes the provider retry the notification later.
    throw new PaymentProviderError('Não foi possível consultar o pagamento no Mercado Pago.');
  }

  const db = await getDb();
  const [nosso] = pago.externalReference
    ? await db.select().from(pagamentos).where(eq(pagamentos.referencia, pago.externalReference))
    : [];
  if (!nosso) {
    logger.warn({ provedorId: pago.id, status: pago.status }, 'Mercado Pago: pagamento sem referência conhecida');
    return { resultado: 'desconhecido' };
  }

  const div = divergencia(nosso, pago);
  const status = statusFromProvider(pago.status);
  const efeitos: { aprovado: boolean } = { aprovado: false };

  const resultado = await db.transaction(async (txRaw): Promise<WebhookResultado> => {
    const tx = txRaw as unknown as Db;
    const [antes] = await tx
      .select({ status: pagamentosProvedor.status, divergencia: pagamentosProvedor.divergencia })
      .from(pagamentosProvedor)
      .where(eq(pagamentosProvedor.provedorId, pago.id))
      .for('update');
    if (antes && antes.status === pago.status && antes.divergencia === div) return { resultado: 'repetido' };

    const linha = {
      provedorId: pago.id,
      pagamentoId: nosso.id,
      status: pago.status,
      valorCentavos: pago.amountCentavos,
      moeda: pago.currency,
      metodo: pago.method,
      divergencia: div,
      updatedAt: now,
    };
    await tx
      .insert(pagamentosProvedor)
      .values(linha)
      .onConflictDoUpdate({ target: pagamentosProvedor.provedorId, set: linha });

    if (div) {
      await tx.update(pagamentos).set({ divergencia: div, updatedAt: now }).where(eq(pagamentos.id, nosso.id));
      logger.warn({ pagamentoId: nosso.id, provedorId: pago.id }, 'Mercado Pago: pagamento divergente sinalizado para o administrador');
      return { resultado: 'divergente', divergencia: div };
    }

    const [atual] = await tx.select({ status: pagamentos.status }).from(pagamentos).where(eq(pagamentos.id, nosso.id)).for('update');
    const mudanca = proximoStatus(atual.status, status);
    if (!mudanca) return { resultado: 'registrado', status: atual.status };

    await tx
      .update(pagamentos)
      .set({
        status: mudanca,
        updatedAt: now,
        ...(mudanca === 'aprovado' ? { aprovadoEm: now } : {}),
        ...(mudanca === 'reembolsado' || mudanca === 'estornado'
          ? { divergencia: `${PAGAMENTO_STATUS_LABELS[mudanca]} após a aprovação: verifique o processo.` }
          : {}),
      })
      .where(eq(pagamentos.id, nosso.id));

    if (nosso.tipo === 'pacote' || nosso.processoId === null) {
      if (mudanca === 'aprovado') {
        await creditarPacote(tx, nosso, now);
        efeitos.aprovado = true;
      } else if (mudanca === 'reembolsado' || mudanca === 'estornado') {
        await estornarPacote(tx, nosso, mudanca, now);
      } else {
        await avisarPacoteNaoAprovado(tx, nosso, mudanca);
      }
      return { resultado: 'registrado', status: mudanca };
    }
    const processoId: number = nosso.processoId;
    const valor = formatCentavos(nosso.valorCentavos);
    if (mudanca === 'aprovado') {
      const movido = await tx
        .update(processos)
        .set({ situacao: 'em_analise', updatedAt: now })
        .where(and(eq(processos.id, processoId), eq(processos.situacao, 'pendente')))
        .returning({ id: processos.id });
      await recordEvent({ processoId: processoId, userId: null, evento: `Pagamento aprovado (Mercado Pago): ${valor}`, tipo: 'situacao' }, tx);
      if (movido.length > 0) {
        await recordEvent({ processoId: processoId, userId: null, evento: 'Situação alterada para Em análise', tipo: 'situacao' }, tx);
        await emitirEvento(tx, 'processo.situacao', processoId, { situacao: 'em_analise', situacaoAnterior: 'pendente' });
      }
      await emitirEvento(tx, 'pagamento.aprovado', processoId, { pagamentoId: nosso.id, valorCentavos: nosso.valorCentavos, meio: 'mercadopago' });
      await notifyCase({ processoId: processoId, actorId: null, tipo: 'situacao', mensagem: `Pagamento de ${valor} aprovado; o processo está em análise.` }, tx);
      efeitos.aprovado = true;
    } else {
      const evento = `Pagamento ${PAGAMENTO_STATUS_LABELS[mudanca].toLowerCase()} (Mercado Pago): ${valor}`;
      await recordEvent({ processoId: processoId, userId: null, evento, tipo: 'situacao' }, tx);
      await notifyCase({ processoId: processoId, actorId: null, tipo: 'situacao', mensagem: evento }, tx);
    }
    return { resultado: 'registrado', status: mudanca };
  });

  if (efeitos.aprovado) await (nosso.tipo === 'pacote' ? enviarReciboPacote(nosso.id, pago.id) : enviarRecibo(nosso.id, pago.id));
  return resultado;
}

/**
 * The next status of our record, or null when the provider's report changes nothing: a payment already approved is
 * not undone by a rejected retry, only by a refund or chargeback.
 */
function proximoStatus(atual: PagamentoStatus, reportado: PagamentoStatus): PagamentoStatus | null {
  if (reportado === atual) return null;
  if (atual === 'aprovado') return reportado === 'reembolsado' || reportado === 'estornado' ? reportado : null;
  if (atual === 'reembolsado' || atual === 'estornado') return reportado === 'estornado' ? reportado : null;
  if (reportado === 'pendente') return null;
  return reportado;
}

async function enviarRecibo(pagamentoId: number, provedorId: string): Promise<void> {
  const db = await getDb();
  const [r] = await db
    .select({
      valorCentavos: pagamentos.valorCentavos,
      aprovadoEm: pagamentos.aprovadoEm,
      processoId: processos.id,
      numero: processos.numeroProcesso,
      requerente: processos.requerente,
      email: users.email,
      nome: users.nome,
    })
    .from(pagamentos)
    .innerJoin(processos, eq(processos.id, pagamentos.processoId))
    .innerJoin(users, eq(users.id, processos.ownerId))
    .where(eq(pagamentos.id, pagamentoId));
  if (!r) return;
  const caso = r.numero ? `processo ${r.numero}` : `processo de ${r.requerente}`;
  const valor = formatCentavos(r.valorCentavos);
  const link = `${env().APP_URL}/processo/${r.processoId}`;
  const text = [
    `Olá, ${r.nome}.`,
    '',
    `Recebemos o pagamento de ${valor} referente ao ${caso}.`,
    `Identificação no Mercado Pago: ${provedorId}.`,
    'O processo está agora em análise pela nossa equipe.',
    '',
    `Acompanhe em: ${link}`,
  ].join('\n');
  const html = `<p>Olá, ${escapeHtml(r.nome)}.</p><p>Recebemos o pagamento de <strong>${escapeHtml(valor)}</strong> referente ao ${escapeHtml(caso)}.</p><p>Identificação no Mercado Pago: ${escapeHtml(provedorId)}.</p><p>O processo está agora em análise pela nossa equipe.</p><p><a href="${escapeHtml(link)}">Acompanhar o processo</a></p>`;
  try {
    await sendMail({ to: r.email, subject: `Recibo de pagamento: ${caso}`, text, html });
  } catch (err) {
    logger.error({ pagamentoId, erro: (err as Error).message }, 'Falha ao enviar o recibo de pagamento');
  }
}

// ---------------------------------------------------------------------------------------------------
// Reading and manual confirmation

async function toApi(db: Db, rows: (typeof pagamentos.$inferSelect)[]): Promise<PagamentoApi[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [tentativas, autores] = await Promise.all([
    db.select().from(pagamentosProvedor).where(inArray(pagamentosProvedor.pagamentoId, ids)),
    db
      .select({ id: users.id, nome: users.nome })
      .from(users)
      .where(inArray(users.id, rows.map((r) => r.userId).filter((v): v is number => v !== null).concat(-1))),
  ]);
  const nomes = new Map(autores.map((a) => [a.id, a.nome]));
  return rows.map((r) => ({
    id: r.id,
    referencia: r.referencia,
    id_processo: r.processoId,
    tipo: r.tipo,
    pacote: r.pacote,
    status: r.status,
    statusLabel: PAGAMENTO_STATUS_LABELS[r.status],
    valor: r.valorCentavos / 100,
    valorCentavos: r.valorCentavos,
    meio: r.meio,
    init_point: r.status === 'pendente' ? r.initPoint : null,
    expiraEm: r.expiraEm?.toISOString() ?? null,
    divergencia: r.divergencia,
    motivo: r.motivo,
    registradoPor: r.userId ? (nomes.get(r.userId) ?? null) : null,
    aprovadoEm: r.aprovadoEm?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    tentativas: tentativas
      .filter((t) => t.pagamentoId === r.id)
      .map((t) => ({ id: t.provedorId, status: t.status, metodo: t.metodo, valorCentavos: t.valorCentavos, divergencia: t.divergencia })),
  }));
}

/** GET /api/pagamentos?id_processo=: the case's payments, newest first (owner advogado, admin). */
export async function listarPagamentosDoProcesso(user: Actor, idProcesso: number): Promise<PagamentoApi[]> {
  const db = await getDb();
  await processoPagavel(db, user, idProcesso);
  const rows = await db
    .select()
    .from(pagamentos)
    .where(eq(pagamentos.processoId, idProcesso))
    .orderBy(desc(pagamentos.createdAt), desc(pagamentos.id));
  return toApi(db, rows);
}

export type PagamentoAdminItem = PagamentoApi & { numeroProcesso: string | null; requerente: string | null; descricao: string; pagador: string | null };

/** The admin's Pagamentos page: every payment, filtered by status or only the flagged ones. */
export async function listarTodosPagamentos(
  user: Actor,
  filtro: { status?: PagamentoStatus; divergentes?: boolean; page: number; pageSize: number },
): Promise<{ items: PagamentoAdminItem[]; total: number }> {
  enforce(canListPagamentos(user));
  const db = await getDb();
  const where = and(
    filtro.status ? eq(pagamentos.status, filtro.status) : undefined,
    filtro.divergentes ? isNotNull(pagamentos.divergencia) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ p: pagamentos, numero: processos.numeroProcesso, requerente: processos.requerente, pagador: users.nome })
      .from(pagamentos)
      .leftJoin(processos, eq(processos.id, pagamentos.processoId))
      .leftJoin(users, eq(users.id, pagamentos.userId))
      .where(where)
      .orderBy(desc(pagamentos.createdAt), desc(pagamentos.id))
      .limit(filtro.pageSize)
      .offset((filtro.page - 1) * filtro.pageSize),
    db.select({ total: count() }).from(pagamentos).where(where),
  ]);
  const api = await toApi(db, rows.map((r) => r.p));
  return {
    items: api.map((a, i) => ({
      ...a,
      numeroProcesso: rows[i].numero,
      requerente: rows[i].requerente,
      pagador: rows[i].pagador,
      descricao: a.pacote
        ? `Pacote ${PACOTE_LABELS[a.pacote.pacote]}: ${a.pacote.processos} ${a.pacote.processos === 1 ? 'processo' : 'processos'}`
        : (rows[i].numero ?? 'Sem número'),
    })),
    total: Number(total),
  };
}

/**
 * POST /api/pagamentos/manual: an admin records a payment received outside the provider (who, when, why). The case
 * moves from pendente to em análise like an approved checkout.
 */
export async function registrarPagamentoManual(user: Actor, idProcesso: number, motivo: string, now: Date = new Date()) {
  enforce(canRecordManualPayment(user));
  const db = await getDb();
  const p = await processoPagavel(db, user, idProcesso);
  if (p.situacao !== 'pendente') throw new ConflictError(PROCESSO_JA_PAGO);
  const row = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const movido = await tx
      .update(processos)
      .set({ situacao: 'em_analise', updatedAt: now })
      .where(and(eq(processos.id, p.id), eq(processos.situacao, 'pendente')))
      .returning({ id: processos.id });
    if (movido.length === 0) throw new ConflictError(PROCESSO_JA_PAGO);
    await tx.update(pagamentos).set({ status: 'substituido', updatedAt: now }).where(checkoutsSemUso(p.id));
    const [r] = await tx
      .insert(pagamentos)
      .values({
        referencia: randomUUID(),
        processoId: p.id,
        userId: user.id,
        status: 'aprovado',
        valorCentavos: p.totalCentavos,
        moeda: 'BRL',
        meio: 'manual',
        motivo,
        aprovadoEm: now,
      })
      .returning();
    const evento = `Pagamento de ${formatCentavos(p.totalCentavos)} confirmado manualmente por ${user.nome}: ${motivo}`;
    await recordEvent({ processoId: p.id, userId: user.id, evento, tipo: 'situacao' }, tx);
    await recordEvent({ processoId: p.id, userId: user.id, evento: 'Situação alterada para Em análise', tipo: 'situacao' }, tx);
    await notifyCase({ processoId: p.id, actorId: user.id, tipo: 'situacao', mensagem: 'Pagamento confirmado; o processo está em análise.' }, tx);
    await emitirEvento(tx, 'pagamento.aprovado', p.id, { pagamentoId: r.id, valorCentavos: r.valorCentavos, meio: 'manual' });
    await emitirEvento(tx, 'processo.situacao', p.id, { situacao: 'em_analise', situacaoAnterior: 'pendente' });
    return r;
  });
  const [api] = await toApi(db, [row]);
  return api;
}

/**
 * The return pages: what we recorded for the payment the query names, shown only to someone who may see the case
 * (the query string itself proves nothing).
 */
export async function pagamentoDoRetorno(user: Actor, referencia: string) {
  const db = await getDb();
  const [pacote] = await db
    .select({ status: pagamentos.status, userId: pagamentos.userId, pacote: pagamentos.pacote })
    .from(pagamentos)
    .where(and(eq(pagamentos.referencia, referencia), eq(pagamentos.tipo, 'pacote')));
  if (pacote) {
    // A package: shown to its buyer and admins (the same people who see the créditos it buys).
    if (!pacote.userId || !pacote.pacote || !canViewCreditos(user, pacote.userId)) throw new NotFoundError('Pagamento não encontrado.');
    const t = pacote.pacote;
    return {
      status: pacote.status,
      statusLabel: PAGAMENTO_STATUS_LABELS[pacote.status],
      processo: null,
      pacote: { descricao: `pacote ${PACOTE_LABELS[t.pacote]}: ${t.processos} ${t.processos === 1 ? 'processo' : 'processos'}` },
    };
  }
  const [r] = await db
    .select({
      status: pagamentos.status,
      processoId: processos.id,
      numero: processos.numeroProcesso,
      requerente: processos.requerente,
      situacao: processos.situacao,
      ownerId: processos.ownerId,
      peritoId: processos.peritoId,
    })
    .from(pagamentos)
    .innerJoin(processos, eq(processos.id, pagamentos.processoId))
    .where(and(eq(pagamentos.referencia, referencia), visibleProcessos(user)));
  if (!r || !canPayProcesso(user, r)) throw new NotFoundError('Pagamento não encontrado.');
  return {
    status: r.status,
    statusLabel: PAGAMENTO_STATUS_LABELS[r.status],
    processo: { id: r.processoId, numero: r.numero, requerente: r.requerente, situacao: r.situacao },
    pacote: null,
  };
}
