import type { Metadata } from 'next';
import { UsuariosView } from '@/components/usuarios/usuarios-view';
import { ErrorScreen } from '@/components/ui/error-screen';
import { getPageUser } from '@/lib/auth/page';
import { listarConvitesPendentes, listarUsuarios, registrosDaLista } from '@/lib/data/users';
import { userListQuerySchema } from '@/lib/validation/users';

export const metadata: Metadata = { title: 'Usuários' };

const PAGE_SIZE = 20;

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const user = await getPageUser('/sistema/usuarios');
  const raw = await searchParams;
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const parsed = userListQuerySchema.safeParse({ termo: first(raw.termo), page: first(raw.page), pageSize: String(PAGE_SIZE) });
  if (!parsed.success) return <ErrorScreen status={400} />;
  const query = parsed.data;
  let { items, total } = await listarUsuarios(user, query);
  let page = query.page;
  // A page past the end (e.g. after a narrower search): show the last page.
  if (items.length === 0 && total > 0) {
    page = Math.ceil(total / PAGE_SIZE);
    ({ items, total } = await listarUsuarios(user, { ...query, page }));
  }
  const [convites, registros] = await Promise.all([listarConvitesPendentes(user), registrosDaLista(user, items.map((u) => u.id))]);
  return (
    <UsuariosView
      users={items}
      registros={registros}
      total={total}
      page={page}
      pageSize={PAGE_SIZE}
      termo={query.termo}
      currentUserId={user.id}
      convites={convites}
    />
  );
}
