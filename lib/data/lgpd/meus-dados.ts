import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { trocasEmail, users } from '@/lib/db/schema';
import { enabledRow } from '@/lib/data/auth/mfa/codes';
import { NotFoundError } from '@/lib/errors';
import type { Pessoa } from './pessoa';

/** Meus dados: the profile (art. 18 III), with an e-mail change waiting for its confirmation link. */
export type MeusDados = {
  id: number;
  nome: string;
  email: string;
  email_pendente: string | null;
  telefone: string | null;
  endereco: string | null;
  escritorio: string | null;
  /** The law office's CNPJ (digits): the nota fiscal's tomador when present (issue 39). */
  cnpj: string | null;
  /**
   * The address printed on the nota fiscal (issue 39), all null or all filled but the complemento: CEP as 8 digits,
   * UF as its letters, codigo_municipio the IBGE code derived from (uf, municipio) when saved.
   */
  cep: string | null;
  logradouro: string | null;
  numero: string | null;
  complemento: string | null;
  bairro: string | null;
  municipio: string | null;
  uf: string | null;
  codigo_municipio: string | null;
  role: string;
  /** Two-step verification on: an e-mail change asks for a code too. */
  mfa_ativa: boolean;
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
    cnpj: u.cnpj,
    cep: u.cep,
    logradouro: u.logradouro,
    numero: u.numero,
    complemento: u.complemento,
    bairro: u.bairro,
    municipio: u.municipio,
    uf: u.uf,
    codigo_municipio: u.codigoMunicipio,
    role: u.role,
    mfa_ativa: Boolean(await enabledRow(u.id)),
  };
}
