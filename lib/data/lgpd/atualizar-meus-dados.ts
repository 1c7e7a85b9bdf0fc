import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { trocasEmail, users } from '@/lib/db/schema';
import { enforce } from '@/lib/data/politica';
import { registrarAlteracoes } from '@/lib/data/alteracoes';
import { hitRateLimit } from '@/lib/data/requisicoes';
import { canUseOwnDataRights } from '@/lib/domain/access';
import { EMAIL_TAKEN } from '@/lib/domain/accounts';
import { codigoMunicipioIbge } from '@/lib/domain/municipios';
import { env } from '@/lib/env';
import { ConflictError, NotFoundError, ValidationError } from '@/lib/errors';
import { sendMail } from '@/lib/mail';
import { confirmarNovoEmailMail } from '@/lib/mail/templates/confirmar-novo-email';
import type { MeusDadosInput } from '@/lib/validation/lgpd';
import { lerMeusDados, type MeusDados } from './meus-dados';
import type { Pessoa } from './pessoa';
import { EMAIL_TROCA_TTL_MS, hashToken } from './troca-email';
import { exigirSenhaParaTrocarEmail } from './senha-troca-email';

/**
 * The columns of the address for the nota fiscal to write (issue 39): none when the body left it out (a client that
 * never heard of it keeps it), all null when it came empty, else its parts with the municipality's IBGE code. The
 * schema already refused a partly filled address; a municipality the UF does not have is a 400 naming it.
 */
function enderecoParaGravar(input: MeusDadosInput) {
  const { cep, logradouro, numero, complemento, bairro, municipio, uf } = input;
  const partes = [cep, logradouro, numero, complemento, bairro, municipio, uf];
  if (partes.every((p) => p === undefined)) return {};
  if (partes.every((p) => !p)) return { cep: null, logradouro: null, numero: null, complemento: null, bairro: null, municipio: null, uf: null, codigoMunicipio: null };
  if (!cep || !logradouro || !numero || !bairro || !municipio || !uf) throw new ValidationError('Endereço da nota fiscal incompleto: informe CEP, logradouro, número, bairro, município e UF.');
  const codigoMunicipio = codigoMunicipioIbge(uf, municipio);
  if (!codigoMunicipio) {
    const mensagem = `Município não encontrado em ${uf}: confira o nome.`;
    throw new ValidationError(mensagem, { municipio: mensagem });
  }
  return { cep, logradouro, numero, complemento: complemento ?? null, bairro, municipio, uf, codigoMunicipio };
}

/**
 * PUT /api/lgpd/meus-dados (correction, art. 18 III): nome, telefone, endereço, escritório, its CNPJ and the address
 * for the nota fiscal change at once (with field-level history); a different e-mail is only requested: a link goes to
 * the new address, which becomes the account's when opened. Changing the e-mail needs the current password (`senha`)
 * and, with two-step verification on, a `code`; the other fields do not.
 */
export async function atualizarMeusDados(
  user: Pessoa,
  input: MeusDadosInput,
  sessaoId: string | null = null,
): Promise<{ dados: MeusDados; confirmacaoEnviada: boolean }> {
  enforce(canUseOwnDataRights(user, user.id));
  // Checked first: a refused address costs no e-mail-change attempt and saves nothing.
  const endereco = enderecoParaGravar(input);
  const db = await getDb();
  const [atual] = await db.select().from(users).where(eq(users.id, user.id));
  if (!atual) throw new NotFoundError('Usuário não encontrado.');
  const novoEmail = input.email !== atual.email ? input.email : null;
  if (novoEmail) {
    // A session alone cannot move the account to another mailbox (issue 27): the password, and a code with MFA on.
    await exigirSenhaParaTrocarEmail(atual, input.senha, input.code);
    const [dono] = await db.select({ id: users.id }).from(users).where(eq(users.email, novoEmail)).limit(1);
    if (dono) throw new ConflictError(EMAIL_TAKEN);
    await hitRateLimit(`troca-email:${user.id}`, 5, 60 * 60 * 1000);
  }
  // The office's CNPJ (the nota fiscal's tomador, issue 39) changes only when sent: a client that never heard of it keeps it.
  const campos = { nome: input.nome, telefone: input.telefone, endereco: input.endereco, escritorio: input.escritorio, ...(input.cnpj !== undefined ? { cnpj: input.cnpj } : {}), ...endereco };
  let token: string | null = null;
  await db.transaction(async (tx) => {
    await tx.update(users).set({ ...campos, updatedAt: new Date() }).where(eq(users.id, user.id));
    await registrarAlteracoes(tx, 'usuario', user.id, atual, campos, user);
    if (novoEmail) {
      token = randomBytes(32).toString('base64url');
      await tx.insert(trocasEmail).values({ userId: user.id, novoEmail, sessaoId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + EMAIL_TROCA_TTL_MS) });
    }
  });
  if (novoEmail && token) {
    const link = `${env().APP_URL}/confirmar-email?token=${encodeURIComponent(token)}`;
    await sendMail({ to: novoEmail, ...confirmarNovoEmailMail({ nome: input.nome, link }) });
  }
  return { dados: await lerMeusDados(user), confirmacaoEnviada: Boolean(novoEmail) };
}
