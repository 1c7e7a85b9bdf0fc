import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { empresa } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { enforce } from '@/lib/data/politica';
import { canEditEmpresa } from '@/lib/domain/access';
import { EMPRESA_VAZIA, type EmpresaPublica } from '@/lib/domain/empresa';
import { logger } from '@/lib/log';
import type { EmpresaInput } from '@/lib/validation/empresa';
import { lerEntrada, type Entrada } from '@/lib/data/entrada';

function toPublic(row: typeof empresa.$inferSelect | undefined): EmpresaPublica {
  if (!row) return { ...EMPRESA_VAZIA, depoimentos: [] };
  return {
    razaoSocial: row.razaoSocial,
    nomeFantasia: row.nomeFantasia,
    cnpj: row.cnpj,
    endereco: row.endereco,
    cidade: row.cidade,
    cep: row.cep,
    telefone: row.telefone,
    whatsapp: row.whatsapp,
    email: row.email,
    horario: row.horario,
    banco: row.banco,
    agencia: row.agencia,
    conta: row.conta,
    pix: row.pix,
    dpoNome: row.dpoNome,
    dpoContato: row.dpoContato,
    pagamentoOnline: row.pagamentoOnline,
    depoimentos: row.depoimentos ?? [],
  };
}

/** GET /api/empresa (anyone): the firm's identity; every field null (and no testimonials) until an admin fills it. */
export async function lerEmpresa(): Promise<EmpresaPublica> {
  const db = await getDb();
  const [row] = await db.select().from(empresa).where(eq(empresa.id, 1)).limit(1);
  return toPublic(row);
}

/**
 * For the prerendered public pages. During `next build` there is no database to read (the image is built
 * before any database exists), so the build renders no firm data; the running server regenerates the pages
 * (ISR: the (site) layout's `revalidate`, and at once after every save through PUT /api/empresa).
 */
export async function lerEmpresaParaPaginas(): Promise<EmpresaPublica> {
  if (process.env.NEXT_PHASE === 'phase-production-build') return { ...EMPRESA_VAZIA, depoimentos: [] };
  try {
    return await lerEmpresa();
  } catch (err) {
    // A public page must still render (without the firm's blocks) if the database is briefly unavailable.
    logger.error({ err }, 'Falha ao ler os dados da empresa para as páginas públicas');
    return { ...EMPRESA_VAZIA, depoimentos: [] };
  }
}

/** PUT /api/empresa (admins): a partial update of the single row (created on first save). */
export async function atualizarEmpresa(actor: SessionUser, entrada: Entrada<EmpresaInput>): Promise<EmpresaPublica> {
  enforce(canEditEmpresa(actor));
  const input = await lerEntrada(entrada);
  const db = await getDb();
  const values = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as Partial<typeof empresa.$inferInsert>;
  const [row] = await db
    .insert(empresa)
    .values({ id: 1, ...values, updatedBy: actor.id, updatedAt: new Date() })
    .onConflictDoUpdate({ target: empresa.id, set: { ...values, updatedBy: actor.id, updatedAt: new Date() } })
    .returning();
  logger.info({ by: actor.id, campos: Object.keys(values) }, 'Dados da empresa atualizados');
  return toPublic(row);
}
