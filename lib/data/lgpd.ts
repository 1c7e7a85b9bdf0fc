import { createHash, randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { getDb, type Db } from '@/lib/db/client';
import {
  acessos,
  alteracoes,
  consentimentos,
  contactMessages,
  documentos,
  loginAttempts,
  notificacoes,
  cronologia,
  passwordResetTokens,
  pericias,
  processoFases,
  processos,
  quesitos,
  rateLimitHits,
  solicitacoesLgpd,
  trocasEmail,
  users,
  type SolicitacaoStatus,
} from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/session-users';
import { enforce } from '@/lib/data/access';
import { registrarAcessos, type Leitura } from '@/lib/data/acessos';
import { registrarAlteracoes } from '@/lib/data/alteracoes';
import { toApi as periciaApi } from '@/lib/data/pericias';
import { canAnswerSolicitacoes, canUseOwnDataRights } from '@/lib/domain/access';
import { EMAIL_TAKEN } from '@/lib/domain/accounts';
import { formatDate } from '@/lib/domain/dates';
import {
  ACESSO_OBJETO_LABELS,
  DOCUMENTO_CONSENTIMENTO_LABELS,
  EXCLUSAO_MANTIDOS,
  EXCLUSAO_REMOVIDOS,
  SOLICITACAO_STATUS_LABELS,
  SOLICITACAO_TIPO_LABELS,
  VALOR_ANONIMIZADO,
  VERSOES_VIGENTES,
  consentimentosPendentes,
  diasRestantes,
  emailAnonimo,
  nomeAnonimo,
  prazoResposta,
  type DocumentoConsentimento,
  type SolicitacaoTipo,
} from '@/lib/domain/lgpd';
import { SITUACAO_LABELS, TIPO_ACAO, TIPO_JUSTICA } from '@/lib/domain/labels';
import { processoSearchText } from '@/lib/domain/search';
import { env } from '@/lib/env';
import { ConflictError, NotFoundError, ValidationError } from '@/lib/errors';
import { logger } from '@/lib/log';
import { escapeHtml, sendMail } from '@/lib/mail';
import { hitRateLimit } from '@/lib/data/rate-limit';
import type { ConsentimentoInput, MeusDadosInput, SolicitacaoCreateInput, SolicitacaoRespostaInput } from '@/lib/validation/lgpd';

type Pessoa = Pick<SessionUser, 'id' | 'role'>;

// ---------------------------------------------------------------------------------------------------
// Consent (art. 8): registration, the interstitial, re-acceptance after a new version

/** Records acceptance of the current versions of `documentos` by `userId` (idempotent per version). */
export async function registrarConsentimento(
  db: Db,
  userId: number,
  documentos: readonly DocumentoConsentimento[] = ['termos', 'privacidade'],
  agora: Date = new Date(),
): Promise<void> {
  if (documentos.length === 0) return;
  await db
    .insert(consentimentos)
    .values(documentos.map((documento) => ({ userId, documento, versao: VERSOES_VIGENTES[documento], aceitoEm: agora })))
    .onConflictDoNothing();
}

/** The documents whose current version this user still has to accept (empty: nothing to ask). */
export async function consentimentosPendentesDe(userId: number): Promise<DocumentoConsentimento[]> {
  const db = await getDb();
  const rows = await db
    .select({ documento: consentimentos.documento, versao: consentimentos.versao, revogadoEm: consentimentos.revogadoEm })
    .from(consentimentos)
    .where(eq(consentimentos.userId, userId));
  return consentimentosPendentes(rows);
}

/** POST /api/lgpd/consentimentos: the interstitial's 'Aceito'. */
/** `input` is the schema's proof that both documents were ticked (termos: true, privacidade: true). */
export async function aceitarConsentimentos(user: Pessoa, input: ConsentimentoInput): Promise<{ pendentes: DocumentoConsentimento[] }> {
  if (!input.termos || !input.privacidade) throw new ValidationError('É preciso aceitar os Termos de Uso e a Política de Privacidade.');
  const db = await getDb();
  await registrarConsentimento(db, user.id);
  // A new acceptance replaces a revoked one of the same version.
  await db
    .update(consentimentos)
    .set({ revogadoEm: null })
    .where(and(eq(consentimentos.userId, user.id), or(...(['termos', 'privacidade'] as const).map((d) => and(eq(consentimentos.documento, d), eq(consentimentos.versao, VERSOES_VIGENTES[d]))))));
  return { pendentes: await consentimentosPendentesDe(user.id) };
}

// ---------------------------------------------------------------------------------------------------
// Meus dados: the profile and its correction (art. 18 III), e-mail confirmed by a link

export type MeusDados = {
  id: number;
  nome: string;
  email: string;
  email_pendente: string | null;
  telefone: string | null;
  endereco: string | null;
  escritorio: string | null;
  role: string;
};

export async function lerMeusDados(user: Pessoa): Promise<MeusDados> {
  const db = await getDb();
  const [u] = await db.select().from(users).where(eq(users.id, user.id));
  if (!u) throw new NotFoundError('Usuário não encontrado.');
  const [pendente] = await db
    .select({ novoEmail: trocasEmail.novoEmail })
    .from(trocasEmail)
    .where(and(eq(trocasEmail.userId, user.id), isNull(trocasEmail.usedAt), gt(trocasEmail.expiresAt, new Date())))
    .orderBy(desc(trocasEmail.createdAt))
    .limit(1);
  return {
    id: u.id,
    nome: u.nome,
    email: u.email,
    email_pendente: pendente?.novoEmail ?? null,
    telefone: u.telefone,
    endereco: u.endereco,
    escritorio: u.escritorio,
    role: u.role,
  };
}

export const EMAIL_TROCA_TTL_MS = 24 * 60 * 60 * 1000;
const hashToken = (t: string) => createHash('sha256').update(t, 'utf8').digest('hex');
export const LINK_EMAIL_INVALIDO = 'Link de confirmação inválido ou expirado. Peça a troca de e-mail novamente.';

/**
 * PUT /api/lgpd/meus-dados: nome, telefone, endereço and escritório change at once (with field-level history);
 * a different e-mail is only requested: a link goes to the new address, which becomes the account's when opened.
 */
export async function atualizarMeusDados(user: Pessoa, input: MeusDadosInput): Promise<{ dados: MeusDados; confirmacaoEnviada: boolean }> {
  enforce(canUseOwnDataRights(user, user.id));
  const db = await getDb();
  const [atual] = await db.select().from(users).where(eq(users.id, user.id));
  if (!atual) throw new NotFoundError('Usuário não encontrado.');
  const novoEmail = input.email !== atual.email ? input.email : null;
  if (novoEmail) {
    const [dono] = await db.select({ id: users.id }).from(users).where(eq(users.email, novoEmail)).limit(1);
    if (dono) throw new ConflictError(EMAIL_TAKEN);
    await hitRateLimit(`troca-email:${user.id}`, 5, 60 * 60 * 1000);
  }
  const campos = { nome: input.nome, telefone: input.telefone, endereco: input.endereco, escritorio: input.escritorio };
  let token: string | null = null;
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    await tx.update(users).set({ ...campos, updatedAt: new Date() }).where(eq(users.id, user.id));
    await registrarAlteracoes(tx, 'usuario', user.id, atual, campos, user);
    if (novoEmail) {
      token = randomBytes(32).toString('base64url');
      await tx.insert(trocasEmail).values({ userId: user.id, novoEmail, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + EMAIL_TROCA_TTL_MS) });
    }
  });
  if (novoEmail && token) {
    const link = `${env().APP_URL}/confirmar-email?token=${encodeURIComponent(token)}`;
    await sendMail({
      to: novoEmail,
      subject: 'Confirme o seu novo e-mail — Perícia Médica Judicial',
      text: `Olá, ${input.nome}.\n\nPara usar este endereço na sua conta do Perícia Médica Judicial, abra o link abaixo (válido por 24 horas):\n\n${link}\n\nSe você não pediu esta troca, ignore este e-mail.\n`,
      html: `<!doctype html><html lang="pt-BR"><body><p>Olá, ${escapeHtml(input.nome)}.</p><p>Para usar este endereço na sua conta do Perícia Médica Judicial, abra o link abaixo (válido por 24 horas):</p><p><a href="${escapeHtml(link)}">Confirmar novo e-mail</a></p><p style="word-break:break-all">${escapeHtml(link)}</p><p>Se você não pediu esta troca, ignore este e-mail.</p></body></html>`,
    });
  }
  return { dados: await lerMeusDados(user), confirmacaoEnviada: Boolean(novoEmail) };
}

/** POST /api/lgpd/email/confirmar { token }: the new address becomes the account's (one use, 24 h). */
export async function confirmarEmail(token: string): Promise<{ email: string }> {
  const db = await getDb();
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [troca] = await tx
      .select()
      .from(trocasEmail)
      .where(and(eq(trocasEmail.tokenHash, hashToken(token)), isNull(trocasEmail.usedAt), gt(trocasEmail.expiresAt, new Date())))
      .for('update');
    if (!troca) throw new ValidationError(LINK_EMAIL_INVALIDO);
    const [u] = await tx.select().from(users).where(eq(users.id, troca.userId));
    if (!u || !u.ativo) throw new ValidationError(LINK_EMAIL_INVALIDO);
    const [dono] = await tx.select({ id: users.id }).from(users).where(and(eq(users.email, troca.novoEmail), ne(users.id, u.id))).limit(1);
    if (dono) throw new ConflictError(EMAIL_TAKEN);
    await tx.update(users).set({ email: troca.novoEmail, updatedAt: new Date() }).where(eq(users.id, u.id));
    await tx.update(trocasEmail).set({ usedAt: new Date() }).where(eq(trocasEmail.userId, u.id));
    await registrarAlteracoes(tx, 'usuario', u.id, { email: u.email }, { email: troca.novoEmail }, u.id);
    return { email: troca.novoEmail };
  });
}

// ---------------------------------------------------------------------------------------------------
// Export (art. 18 II and V): everything about the person, never password material

const absoluto = (p: string) => `${env().APP_URL}${p}`;

export async function exportarDados(user: Pessoa, leitura?: Leitura) {
  enforce(canUseOwnDataRights(user, user.id));
  const db = await getDb();
  const [u] = await db.select().from(users).where(eq(users.id, user.id));
  if (!u) throw new NotFoundError('Usuário não encontrado.');
  const casos = await db.select().from(processos).where(eq(processos.ownerId, user.id)).orderBy(asc(processos.id));
  const ids = casos.map((c) => c.id);
  const none = sql`false`;
  const [fases, qs, docs, peris, logs, consents, pedidos, meusAcessos, alts] = await Promise.all([
    db.select().from(processoFases).where(ids.length ? inArray(processoFases.processoId, ids) : none).orderBy(asc(processoFases.posicao)),
    db
      .select({ q: quesitos, autor: users.nome })
      .from(quesitos)
      .leftJoin(users, eq(users.id, quesitos.autorId))
      .where(ids.length ? inArray(quesitos.processoId, ids) : none)
      .orderBy(asc(quesitos.createdAt), asc(quesitos.id)),
    db.select().from(documentos).where(ids.length ? inArray(documentos.processoId, ids) : none).orderBy(asc(documentos.createdAt), asc(documentos.id)),
    db.select().from(pericias).where(ids.length ? inArray(pericias.processoId, ids) : none).orderBy(asc(pericias.dataStart), asc(pericias.id)),
    db
      .select({ a: acessos, nome: users.nome })
      .from(acessos)
      .leftJoin(users, eq(users.id, acessos.userId))
      .where(ids.length ? inArray(acessos.processoId, ids) : none)
      .orderBy(desc(acessos.createdAt), desc(acessos.id)),
    db.select().from(consentimentos).where(eq(consentimentos.userId, user.id)).orderBy(asc(consentimentos.aceitoEm)),
    db.select().from(solicitacoesLgpd).where(eq(solicitacoesLgpd.userId, user.id)).orderBy(asc(solicitacoesLgpd.createdAt)),
    db.select().from(acessos).where(eq(acessos.userId, user.id)).orderBy(desc(acessos.createdAt), desc(acessos.id)).limit(5000),
    db
      .select()
      .from(alteracoes)
      .where(and(eq(alteracoes.entidade, 'usuario'), eq(alteracoes.entidadeId, user.id)))
      .orderBy(asc(alteracoes.createdAt), asc(alteracoes.id)),
  ]);
  if (leitura && ids.length) await registrarAcessos(db, user, leitura, ids.map((processoId) => ({ processoId, objeto: 'exportacao' as const })));
  const acessoApi = (a: typeof acessos.$inferSelect, nome: string | null) => ({
    usuario: nome,
    perfil: a.role,
    objeto: ACESSO_OBJETO_LABELS[a.objeto] ?? a.objeto,
    endereco: a.endereco,
    data: a.createdAt.toISOString(),
  });
  return {
    gerado_em: new Date().toISOString(),
    controlador: 'Perícia Médica Judicial',
    conta: {
      id: u.id,
      nome: u.nome,
      email: u.email,
      perfil: u.role,
      cpf: u.cpf,
      telefone: u.telefone,
      endereco: u.endereco,
      escritorio: u.escritorio,
      creditos: u.creditos,
      ativo: u.ativo,
      preferencias: u.settings,
      criado_em: u.createdAt.toISOString(),
      atualizado_em: u.updatedAt.toISOString(),
    },
    consentimentos: consents.map((c) => ({
      documento: DOCUMENTO_CONSENTIMENTO_LABELS[c.documento] ?? c.documento,
      versao: c.versao,
      aceito_em: c.aceitoEm.toISOString(),
      revogado_em: c.revogadoEm?.toISOString() ?? null,
    })),
    solicitacoes: pedidos.map((s) => ({
      id: s.id,
      tipo: s.tipo,
      mensagem: s.mensagem,
      status: s.status,
      prazo: s.prazo,
      resposta: s.resposta,
      criada_em: s.createdAt.toISOString(),
      respondida_em: s.respondidaEm?.toISOString() ?? null,
    })),
    historico_da_conta: alts.map((a) => ({ campo: a.campo, antes: a.antes, depois: a.depois, data: a.createdAt.toISOString() })),
    acessos_realizados: meusAcessos.map((a) => ({ processo_id: a.processoId, objeto: ACESSO_OBJETO_LABELS[a.objeto] ?? a.objeto, endereco: a.endereco, data: a.createdAt.toISOString() })),
    processos: casos.map((c) => ({
      id: c.id,
      numero: c.numeroProcesso,
      situacao: SITUACAO_LABELS[c.situacao],
      tipo_acao: TIPO_ACAO.label[c.tipoAcao],
      tipo_justica: TIPO_JUSTICA.label[c.tipoJustica],
      comarca: c.comarca,
      vara_judicial: c.varaJudicial,
      valor_causa_centavos: c.valorCausaCentavos,
      data_distribuicao: c.dataDistribuicao,
      descricao: c.descricao,
      requerente: c.requerente,
      requerente_advogado: c.requerenteAdvogado,
      requerente_oab: c.requerenteOab,
      requerido: c.requerido,
      requerido_advogado: c.requeridoAdvogado,
      requerido_oab: c.requeridoOab,
      tipo_pericia: c.tipoPericia,
      especialidade_medica: c.especialidadeMedica,
      data_pericia: c.dataPericia,
      local_pericia: c.localPericia,
      observacoes: c.observacoes,
      link: c.link,
      valor_total_centavos: c.totalCentavos,
      criado_em: c.createdAt.toISOString(),
      fases: fases.filter((f) => f.processoId === c.id).map((f) => ({ id_fase: f.idFase, concluida: f.concluida, data_entrega: f.dataEntrega })),
      quesitos: qs.filter((q) => q.q.processoId === c.id).map((q) => ({ id: q.q.id, quesito: q.q.description, autor: q.autor, data: q.q.createdAt.toISOString() })),
      pericias: peris.filter((p) => p.processoId === c.id).map(periciaApi),
      documentos: docs
        .filter((d) => d.processoId === c.id)
        .map((d) => ({
          id: d.id,
          titulo: d.titulo,
          tipo: d.tipo,
          nome_arquivo: d.nomeArquivo,
          url: d.tipo === 'link' ? d.url : null,
          download_url: d.tipo === 'arquivo' ? absoluto(`/api/documentos/${d.id}/arquivo`) : null,
          data: d.createdAt.toISOString(),
        })),
      acessos: logs.filter((l) => l.a.processoId === c.id).map((l) => acessoApi(l.a, l.nome)),
    })),
  };
}
export type ExportacaoLgpd = Awaited<ReturnType<typeof exportarDados>>;

// ---------------------------------------------------------------------------------------------------
// Requests (art. 18) and their answers within 15 days (art. 19)

export type SolicitacaoItem = {
  id: number;
  tipo: SolicitacaoTipo;
  tipo_label: string;
  mensagem: string;
  status: SolicitacaoStatus;
  status_label: string;
  prazo: string;
  prazo_label: string;
  dias_restantes: number;
  resposta: string | null;
  criada_em: string;
  respondida_em: string | null;
  usuario_id: number;
  usuario: string | null;
  usuario_email: string | null;
};

function toItem(s: typeof solicitacoesLgpd.$inferSelect, u: { nome: string | null; email: string | null } | null, agora = new Date()): SolicitacaoItem {
  const dias = diasRestantes(s.prazo, agora);
  return {
    id: s.id,
    tipo: s.tipo,
    tipo_label: SOLICITACAO_TIPO_LABELS[s.tipo],
    mensagem: s.mensagem,
    status: s.status,
    status_label: SOLICITACAO_STATUS_LABELS[s.status],
    prazo: s.prazo,
    prazo_label: `Responder até ${formatDate(s.prazo)}`,
    dias_restantes: dias,
    resposta: s.resposta,
    criada_em: s.createdAt.toISOString(),
    respondida_em: s.respondidaEm?.toISOString() ?? null,
    usuario_id: s.userId,
    usuario: u?.nome ?? null,
    usuario_email: u?.email ?? null,
  };
}

/** POST /api/lgpd/solicitacoes: any signed-in person, about their own data; limit 15 days from today. */
export async function criarSolicitacao(user: Pessoa, input: SolicitacaoCreateInput, agora: Date = new Date()): Promise<SolicitacaoItem> {
  enforce(canUseOwnDataRights(user, user.id));
  await hitRateLimit(`lgpd-solicitacao:${user.id}`, 10, 24 * 60 * 60 * 1000);
  const db = await getDb();
  const [row] = await db
    .insert(solicitacoesLgpd)
    .values({ userId: user.id, tipo: input.tipo, mensagem: input.mensagem, prazo: prazoResposta(agora), createdAt: agora })
    .returning();
  const [u] = await db.select({ nome: users.nome, email: users.email }).from(users).where(eq(users.id, user.id));
  return toItem(row, u ?? null, agora);
}

/** The person's own requests (Meus dados), newest first. */
export async function minhasSolicitacoes(user: Pessoa): Promise<SolicitacaoItem[]> {
  const db = await getDb();
  const rows = await db.select().from(solicitacoesLgpd).where(eq(solicitacoesLgpd.userId, user.id)).orderBy(desc(solicitacoesLgpd.createdAt), desc(solicitacoesLgpd.id));
  return rows.map((r) => toItem(r, null));
}

/** GET /api/lgpd/solicitacoes (admins): open ones first, by limit; then answered ones, newest first. */
export async function listarSolicitacoes(user: Pessoa): Promise<SolicitacaoItem[]> {
  enforce(canAnswerSolicitacoes(user));
  const db = await getDb();
  const rows = await db
    .select({ s: solicitacoesLgpd, nome: users.nome, email: users.email })
    .from(solicitacoesLgpd)
    .leftJoin(users, eq(users.id, solicitacoesLgpd.userId))
    .orderBy(sql`case when ${solicitacoesLgpd.status} = 'aberta' then 0 else 1 end`, asc(solicitacoesLgpd.prazo), desc(solicitacoesLgpd.id))
    .limit(500);
  return rows.map((r) => toItem(r.s, { nome: r.nome, email: r.email }));
}

export type ResultadoExclusao = { removidos: readonly string[]; mantidos: readonly { oque: string; motivo: string }[] };

export const SOLICITACAO_NAO_ENCONTRADA = 'Solicitação não encontrada.';
export const SOLICITACAO_JA_RESPONDIDA = 'Esta solicitação já foi respondida.';
export const SO_EXCLUSAO_EXECUTA = 'Somente uma solicitação de exclusão ou de revogação pode ser executada.';
export const NAO_EXCLUI_A_SI = 'Você não pode anonimizar a sua própria conta de administrador.';

/**
 * POST /api/lgpd/solicitacoes/{id}/responder (admins): records the answer and e-mails it to the person. With
 * `executar`, a deletion request anonymises the account (anonimizarConta) and a revocation revokes the
 * consents; the answer then states what was removed and what was kept and why.
 */
export async function responderSolicitacao(
  admin: Pessoa,
  id: number,
  input: SolicitacaoRespostaInput,
): Promise<{ solicitacao: SolicitacaoItem; exclusao: ResultadoExclusao | null }> {
  enforce(canAnswerSolicitacoes(admin));
  const db = await getDb();
  const result = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [s] = await tx.select().from(solicitacoesLgpd).where(eq(solicitacoesLgpd.id, id)).for('update');
    if (!s) throw new NotFoundError(SOLICITACAO_NAO_ENCONTRADA);
    if (s.status !== 'aberta') throw new ConflictError(SOLICITACAO_JA_RESPONDIDA);
    if (input.executar && s.tipo !== 'exclusao' && s.tipo !== 'revogacao') throw new ConflictError(SO_EXCLUSAO_EXECUTA);
    if (input.executar && s.tipo === 'exclusao' && s.userId === admin.id) throw new ConflictError(NAO_EXCLUI_A_SI);
    const [pessoa] = await tx.select({ nome: users.nome, email: users.email }).from(users).where(eq(users.id, s.userId));
    let exclusao: ResultadoExclusao | null = null;
    let resposta = input.resposta;
    if (input.executar && s.tipo === 'exclusao') {
      exclusao = await anonimizarConta(tx, s.userId);
      resposta = `${input.resposta}\n\n${textoExclusao(exclusao)}`;
    } else if (input.executar && s.tipo === 'revogacao') {
      await tx.update(consentimentos).set({ revogadoEm: new Date() }).where(and(eq(consentimentos.userId, s.userId), isNull(consentimentos.revogadoEm)));
    }
    const [row] = await tx
      .update(solicitacoesLgpd)
      .set({ status: input.executar ? 'executada' : 'respondida', resposta, respondidaPor: admin.id, respondidaEm: new Date() })
      .where(eq(solicitacoesLgpd.id, id))
      .returning();
    const [depois] = await tx.select({ nome: users.nome, email: users.email }).from(users).where(eq(users.id, s.userId));
    return { row, pessoa, exclusao, depois };
  });
  // The answer goes to the address the person had when they asked (after a deletion it is no longer stored).
  if (result.pessoa) {
    const { row } = result;
    try {
      await sendMail({
        to: result.pessoa.email,
        subject: `Resposta à sua solicitação (LGPD) — ${SOLICITACAO_TIPO_LABELS[row.tipo]}`,
        text: `Olá, ${result.pessoa.nome}.\n\nSua solicitação de ${SOLICITACAO_TIPO_LABELS[row.tipo].toLowerCase()} (nº ${row.id}) foi respondida:\n\n${row.resposta}\n\nPerícia Médica Judicial`,
        html: `<!doctype html><html lang="pt-BR"><body><p>Olá, ${escapeHtml(result.pessoa.nome)}.</p><p>Sua solicitação de ${escapeHtml(SOLICITACAO_TIPO_LABELS[row.tipo].toLowerCase())} (nº ${row.id}) foi respondida:</p><p style="white-space:pre-wrap">${escapeHtml(row.resposta ?? '')}</p><p>Perícia Médica Judicial</p></body></html>`,
      });
    } catch (err) {
      logger.error({ solicitacaoId: row.id, erro: (err as Error).name }, 'Falha ao enviar a resposta da solicitação LGPD por e-mail');
    }
  }
  return { solicitacao: toItem(result.row, result.depois ?? null), exclusao: result.exclusao };
}

export function textoExclusao(r: ResultadoExclusao): string {
  return [
    'Removido ou anonimizado:',
    ...r.removidos.map((t) => `- ${t}`),
    '',
    'Mantido, e por quê:',
    ...r.mantidos.map((m) => `- ${m.oque}: ${m.motivo}`),
  ].join('\n');
}

const CAMPOS_PESSOAIS = ['nome', 'email', 'cpf', 'telefone', 'endereco', 'escritorio'];

/**
 * Carries out a deletion (art. 18 VI) inside the caller's transaction: the account becomes an anonymous,
 * inactive record (sessions ended, password unusable), its personal data leaves every table, the free-text
 * fields of its cases (which may hold health data) are cleared, and what the law requires is kept
 * (EXCLUSAO_MANTIDOS). The person's name elsewhere (Cronologia, notifications, history, a case's lawyer
 * fields) is replaced by the anonymous name, so the records stay readable and consistent.
 */
export async function anonimizarConta(tx: Db, userId: number): Promise<ResultadoExclusao> {
  const [u] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!u) throw new NotFoundError('Usuário não encontrado.');
  const novoNome = nomeAnonimo(userId);
  // Lets this transaction overwrite personal values in the append-only history (see the migration's trigger).
  await tx.execute(sql`select set_config('lgpd.anonimizacao', 'on', true)`);

  await tx
    .update(users)
    .set({
      nome: novoNome,
      email: emailAnonimo(userId),
      cpf: null,
      telefone: null,
      endereco: null,
      escritorio: null,
      // Not a bcrypt hash: no password can ever match it.
      passwordHash: `!anonimizado:${randomBytes(16).toString('hex')}`,
      calendarSecret: null,
      settings: { emailNotifications: false, promoEmails: false },
      ativo: false,
      sessionVersion: sql`${users.sessionVersion} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
  await tx.delete(trocasEmail).where(eq(trocasEmail.userId, userId));
  await tx.delete(notificacoes).where(eq(notificacoes.userId, userId));
  await tx.delete(loginAttempts).where(eq(loginAttempts.email, u.email));
  await tx.delete(rateLimitHits).where(sql`right(${rateLimitHits.key}, ${u.email.length + 1}) = ${`:${u.email}`}`);
  await tx.delete(contactMessages).where(eq(contactMessages.email, u.email));
  await tx.update(solicitacoesLgpd).set({ mensagem: VALOR_ANONIMIZADO }).where(eq(solicitacoesLgpd.userId, userId));

  // Free text of the person's cases (may hold health data): cleared, and its past values in the history too.
  const casos = await tx.select({ id: processos.id }).from(processos).where(eq(processos.ownerId, userId));
  const ids = casos.map((c) => c.id);
  if (ids.length) {
    await tx.update(processos).set({ descricao: null, observacoes: null, updatedAt: new Date() }).where(inArray(processos.id, ids));
    await tx
      .update(alteracoes)
      .set({
        antes: sql`case when ${alteracoes.antes} is null then null else ${VALOR_ANONIMIZADO} end`,
        depois: sql`case when ${alteracoes.depois} is null then null else ${VALOR_ANONIMIZADO} end`,
      })
      .where(and(inArray(alteracoes.processoId, ids), inArray(alteracoes.campo, ['descricao', 'observacoes'])));
  }
  // The account's own history: personal values replaced.
  await tx
    .update(alteracoes)
    .set({
      antes: sql`case when ${alteracoes.antes} is null then null else ${VALOR_ANONIMIZADO} end`,
      depois: sql`case when ${alteracoes.depois} is null then null else ${VALOR_ANONIMIZADO} end`,
    })
    .where(and(eq(alteracoes.entidade, 'usuario'), eq(alteracoes.entidadeId, userId), inArray(alteracoes.campo, CAMPOS_PESSOAIS)));

  // The name wherever it was written as text: Cronologia, notifications, history values, the cases' lawyer fields.
  const nome = u.nome;
  if (nome.trim().length >= 3) {
    const troca = (col: AnyPgColumn) => sql<string>`replace(${col}, ${nome}, ${novoNome})`;
    const contem = `%${nome.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    await tx.update(cronologia).set({ evento: troca(cronologia.evento) }).where(sql`${cronologia.evento} like ${contem}`);
    await tx.update(notificacoes).set({ mensagem: troca(notificacoes.mensagem) }).where(sql`${notificacoes.mensagem} like ${contem}`);
    await tx.update(alteracoes).set({ antes: troca(alteracoes.antes) }).where(sql`${alteracoes.antes} like ${contem}`);
    await tx.update(alteracoes).set({ depois: troca(alteracoes.depois) }).where(sql`${alteracoes.depois} like ${contem}`);
    await tx.update(processos).set({ requerenteAdvogado: novoNome }).where(eq(processos.requerenteAdvogado, nome));
    await tx.update(processos).set({ requeridoAdvogado: novoNome }).where(eq(processos.requeridoAdvogado, nome));
  }
  // A perito's name is part of the search text of the cases assigned to them.
  const atribuidos = await tx
    .select({ id: processos.id, numero: processos.numeroProcesso, requerente: processos.requerente })
    .from(processos)
    .where(eq(processos.peritoId, userId));
  for (const c of atribuidos) {
    await tx.update(processos).set({ busca: processoSearchText({ numero: c.numero, requerente: c.requerente, perito: novoNome }) }).where(eq(processos.id, c.id));
  }
  return { removidos: EXCLUSAO_REMOVIDOS, mantidos: EXCLUSAO_MANTIDOS };
}
