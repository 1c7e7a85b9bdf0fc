import { asc, count, ilike, or, sql } from 'drizzle-orm';
import { getDb, toNumber } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { convitePendente, enforce } from '@/lib/data/politica';
import { canListUsers } from '@/lib/domain/access';
import { containsPattern } from '@/lib/domain/search';
import type { UserListQuery } from '@/lib/validation/users';
import { publicColumns, type PublicUser } from './public-user';


const ACCENTED = 'áàâãäéèêëíìîïóòôõöúùûüçñ';
const PLAIN = 'aaaaaeeeeiiiiooooouuuucn';

/** Call 4: admin only. Search by nome or e-mail (accent/case-insensitive contains), ordered by nome. */
export async function listarUsuarios(actor: SessionUser, q: UserListQuery): Promise<{ items: (PublicUser & { convitePendente: boolean })[]; total: number }> {
  enforce(canListUsers(actor));
  const db = await getDb();
  const termo = q.termo.trim();
  const like = containsPattern(termo);
  const where = termo
    ? or(
        sql`translate(lower(${users.nome}), ${ACCENTED}, ${PLAIN}) like ${like}`,
        ilike(users.email, like),
        ...(/\d/.test(termo) && termo.replace(/\D/g, '').length >= 3 ? [ilike(users.cpf, `%${termo.replace(/\D/g, '')}%`)] : []),
      )
    : undefined;
  const [items, [{ n }]] = await Promise.all([
    db
      .select({ ...publicColumns, convitePendente })
      .from(users)
      .where(where)
      .orderBy(asc(users.nome), asc(users.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { items, total: toNumber(n) };
}
