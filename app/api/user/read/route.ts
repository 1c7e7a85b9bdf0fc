import { json, parseWith, route, searchParams } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { listarUsuarios } from '@/lib/data/users';
import { userListQuerySchema } from '@/lib/validation/users';

/** SPEC call 4 (admin only): an array of users; `?termo=&page=&pageSize=` search and paginate, X-Total-Count has the total. */
export const GET = route(async (req) => {
  const user = await requireUser(req.headers);
  const query = parseWith(userListQuerySchema, searchParams(req));
  const { items, total } = await listarUsuarios(user, query);
  return json(items, { headers: { 'X-Total-Count': String(total) } });
});
