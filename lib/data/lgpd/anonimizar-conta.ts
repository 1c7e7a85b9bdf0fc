import { randomBytes } from 'node:crypto';
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/lib/db/client';
import {
  avisosEmail,
  alteracoes,
  certificadosAssinatura,
  contactMessages,
  creditosMovimentos,
  cronologia,
  documentos,
  loginAttempts,
  notificacoes,
  passwordResetTokens,
  processos,
  rateLimitHits,
  solicitacoesLgpd,
  trocasEmail,
  users,
} from '@/lib/db/schema';
import { EXCLUSAO_MANTIDOS, EXCLUSAO_REMOVIDOS, VALOR_ANONIMIZADO, emailAnonimo, nomeAnonimo } from '@/lib/domain/lgpd';
import { processoSearchText } from '@/lib/domain/search';
import { NotFoundError } from '@/lib/errors';
import { logger } from '@/lib/log';
import { deleteObject, ObjectNotFoundError } from '@/lib/storage';

export type ResultadoExclusao = { removidos: readonly string[]; mantidos: readonly { oque: string; motivo: string }[] };

/** A deletion carried out: what the answer says, and the stored objects to delete once the transaction commits. */
export type Anonimizacao = { exclusao: ResultadoExclusao; objetosApagar: string[] };

/**
 * Deletes the account's stored objects (the A1 certificate) after the deletion committed: before the commit, a
 * rollback would leave a row whose file is gone. A failure is logged (the key, never the person) and leaves an orphan
 * object, unreadable without its deleted row and sealed password.
 */
export async function apagarObjetosDaConta(objetos: readonly string[]): Promise<void> {
  for (const key of objetos) {
    await deleteObject(key).catch((err: Error) => {
      if (err instanceof ObjectNotFoundError) return;
      logger.warn({ storageKey: key, erro: err.message }, 'Conta anonimizada: o certificado não foi apagado do armazenamento');
    });
  }
}

/** What a deletion removed and what it kept, and why: the closing part of the answer to the person. */
export function textoExclusao(r: ResultadoExclusao): string {
  return [
    'Removido ou anonimizado:',
    ...r.removidos.map((t) => `- ${t}`),
    '',
    'Mantido, e por quê:',
    ...r.mantidos.map((m) => `- ${m.oque}: ${m.motivo}`),
  ].join('\n');
}

const CAMPOS_PESSOAIS = ['nome', 'email', 'cpf', 'telefone', 'endereco', 'escritorio', 'cnpj', 'cep', 'logradouro', 'numero', 'complemento', 'bairro', 'municipio', 'uf', 'codigoMunicipio'];

/**
 * The person's values as they may be written in a text, each with what replaces it: the e-mail, the CPF (digits
 * and formatted), the name (also as a file name writes it: with '_', '-' or '.' for spaces). Longest first, so a
 * name inside the e-mail is not replaced before the e-mail is.
 */
function valoresPessoais(nome: string, email: string, cpf: string | null, novoNome: string): [string, string][] {
  const anon = VALOR_ANONIMIZADO;
  const pares: [string, string][] = [[email, anon]];
  const digitos = cpf?.replace(/\D/g, '') ?? '';
  if (digitos.length === 11) {
    pares.push([`${digitos.slice(0, 3)}.${digitos.slice(3, 6)}.${digitos.slice(6, 9)}-${digitos.slice(9)}`, anon], [digitos, anon]);
  }
  const n = nome.trim();
  if (n.length >= 3) {
    for (const sep of [' ', '_', '-', '.']) pares.push([n.replace(/\s+/g, sep), novoNome.replace(/\s+/g, sep)]);
  }
  const unicos = new Map(pares);
  return [...unicos.entries()].sort((a, b) => b[0].length - a[0].length);
}

/**
 * Carries out a deletion (art. 18 VI) inside the caller's transaction: the account becomes an anonymous,
 * inactive record (sessions ended, password unusable), its personal data leaves every table, the free-text
 * fields of its cases (which may hold health data) are cleared, and what the law requires is kept
 * (EXCLUSAO_MANTIDOS). The person's name elsewhere (Cronologia, notifications, history, a case's lawyer
 * fields) is replaced by the anonymous name, so the records stay readable and consistent. The A1 certificate's row
 * goes here; its encrypted file is named in `objetosApagar` for the caller to delete after the commit
 * (apagarObjetosDaConta).
 */
export async function anonimizarConta(tx: DbOrTx, userId: number): Promise<Anonimizacao> {
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
      cnpj: null,
      // The address for the nota fiscal (issue 39); the notes already issued keep theirs (EXCLUSAO_MANTIDOS).
      cep: null,
      logradouro: null,
      numero: null,
      complemento: null,
      bairro: null,
      municipio: null,
      uf: null,
      codigoMunicipio: null,
      // Not a bcrypt hash: no password can ever match it.
      passwordHash: `!anonimizado:${randomBytes(16).toString('hex')}`,
      calendarSecret: null,
      // The professional registration (issue 28); deliverables already published keep what they printed.
      crm: null,
      crmUf: null,
      especialidade: null,
      rqe: null,
      oabNumero: null,
      oabUf: null,
      settings: { emailNotifications: false, promoEmails: false },
      ativo: false,
      sessionVersion: sql`${users.sessionVersion} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
  // The A1 certificate's row and sealed password go; its encrypted file is deleted once this transaction commits.
  const certificados = await tx
    .delete(certificadosAssinatura)
    .where(eq(certificadosAssinatura.userId, userId))
    .returning({ storageKey: certificadosAssinatura.storageKey });
  await tx.delete(trocasEmail).where(eq(trocasEmail.userId, userId));
  await tx.delete(notificacoes).where(eq(notificacoes.userId, userId));
  // E-mails not sent yet would go to an address that no longer exists (the LGPD reply is written after this).
  await tx.delete(avisosEmail).where(and(eq(avisosEmail.userId, userId), eq(avisosEmail.status, 'pendente')));
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
  // The name, e-mail and CPF written into créditos reasons, document titles and stored file names (the file name
  // also goes out in Content-Disposition). Quesito and deliverable text are case content and stay (EXCLUSAO_MANTIDOS).
  const pessoais = valoresPessoais(u.nome, u.email, u.cpf, novoNome);
  if (pessoais.length) {
    const trocaTudo = (col: AnyPgColumn) => pessoais.reduce<SQL>((acc, [de, para]) => sql`replace(${acc}, ${de}, ${para})`, sql`${col}`);
    const contemAlgum = (col: AnyPgColumn) => or(...pessoais.map(([de]) => sql`strpos(${col}, ${de}) > 0`))!;
    await tx.update(creditosMovimentos).set({ motivo: trocaTudo(creditosMovimentos.motivo) }).where(contemAlgum(creditosMovimentos.motivo));
    await tx.update(documentos).set({ titulo: trocaTudo(documentos.titulo) }).where(contemAlgum(documentos.titulo));
    await tx.update(documentos).set({ nomeArquivo: trocaTudo(documentos.nomeArquivo) }).where(contemAlgum(documentos.nomeArquivo));
  }
  // A perito's name is part of the search text of the cases assigned to them.
  const atribuidos = await tx
    .select({ id: processos.id, numero: processos.numeroProcesso, requerente: processos.requerente })
    .from(processos)
    .where(eq(processos.peritoId, userId));
  for (const c of atribuidos) {
    await tx.update(processos).set({ busca: processoSearchText({ numero: c.numero, requerente: c.requerente, perito: novoNome }) }).where(eq(processos.id, c.id));
  }
  return { exclusao: { removidos: EXCLUSAO_REMOVIDOS, mantidos: EXCLUSAO_MANTIDOS }, objetosApagar: certificados.map((c) => c.storageKey) };
}
