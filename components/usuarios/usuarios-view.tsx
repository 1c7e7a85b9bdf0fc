'use client';

import Form from 'next/form';
import Link from 'next/link';
import { useState } from 'react';
import { clsx } from 'clsx';
import { Search, UserPlus } from 'lucide-react';
import { Button, buttonClass } from '@/components/ui/button';
import { Input } from '@/components/ui/field';
import type { PublicUser } from '@/lib/data/users';
import { registroNaLista, type RegistroDoUsuario } from '@/lib/domain/registro-profissional';
import { roleLabel } from '@/lib/domain/roles';
import type { ConvitePendente } from '@/lib/data/users';
import { ConvitesPendentes } from './convites-pendentes';
import { CreditosDialog } from './creditos-dialog';
import { EditUserDialog } from './edit-user-dialog';
import { InviteDialog } from './invite-dialog';

type Props = {
  /** `convitePendente`: invited, has not set a password yet (not usable, e.g. not offered as perito). */
  users: (PublicUser & { convitePendente?: boolean })[];
  /** Each listed user's professional registration, by id (lib/data/users/registros-da-lista). */
  registros: Record<number, RegistroDoUsuario>;
  total: number;
  page: number;
  pageSize: number;
  termo: string;
  currentUserId: number;
  convites: ConvitePendente[];
};

function pageHref(termo: string, page: number) {
  const q = new URLSearchParams();
  if (termo) q.set('termo', termo);
  if (page > 1) q.set('page', String(page));
  const s = q.toString();
  return `/sistema/usuarios${s ? `?${s}` : ''}`;
}

/** A médico's CRM line or an advogado's OAB; what is missing stands out (who cannot publish yet); '—' for admins. */
function RegistroCelula({ role, registro }: { role: string; registro: RegistroDoUsuario | undefined }) {
  const r = registro ? registroNaLista(role, registro) : null;
  if (!r) {
    return (
      <>
        <span aria-hidden>—</span>
        <span className="sr-only">Não se aplica</span>
      </>
    );
  }
  if (!r.pendente) return <>{r.texto}</>;
  return (
    <span className="inline-flex rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-200">{r.texto}</span>
  );
}

/**
 * SPEC §2.12: users table (nome, e-mail, perfil, registro profissional, créditos, ativo) with search, pagination and
 * the edit modal.
 */
export function UsuariosView({ users, registros, total, page, pageSize, termo, currentUserId, convites }: Props) {
  const [editing, setEditing] = useState<PublicUser | null>(null);
  const [vendoCreditos, setVendoCreditos] = useState<PublicUser | null>(null);
  const [inviting, setInviting] = useState(false);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);

  return (
    <section aria-labelledby="titulo-pagina" className="mx-auto max-w-6xl">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 id="titulo-pagina" className="text-2xl font-semibold">
            Usuários
          </h1>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Perfis, créditos e acesso de quem usa o sistema.</p>
        </div>
        <Button onClick={() => setInviting(true)}>
          <UserPlus className="size-4" aria-hidden />
          Convidar usuário
        </Button>
      </div>

      <Form action="/sistema/usuarios" role="search" aria-label="Buscar usuários" className="mt-6 flex max-w-xl gap-2">
        <label htmlFor="busca-usuarios" className="sr-only">
          Buscar por nome ou e-mail
        </label>
        <Input id="busca-usuarios" name="termo" type="search" defaultValue={termo} placeholder="Buscar por nome ou e-mail" maxLength={100} />
        <Button type="submit" variant="secondary">
          <Search className="size-4" aria-hidden />
          Buscar
        </Button>
      </Form>

      {/* Issue 34 item 7: below md each user is a stacked card (labels inline), so 390 px has no sideways scrolling. */}
      <div className="mt-4 rounded-lg border border-slate-200 bg-white md:overflow-x-auto dark:border-slate-800 dark:bg-slate-900">
        <table className="block w-full text-left text-sm md:table md:min-w-[880px]">
          <caption className="sr-only">Usuários cadastrados{termo ? `, busca por “${termo}”` : ''}</caption>
          <thead className="hidden border-b md:table-header-group border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-600 dark:border-slate-800 dark:bg-slate-800/50 dark:text-slate-400">
            <tr>
              <th scope="col" className="px-4 py-3">Nome</th>
              <th scope="col" className="px-4 py-3">E-mail</th>
              <th scope="col" className="px-4 py-3">Perfil</th>
              <th scope="col" className="px-4 py-3">Registro profissional</th>
              <th scope="col" className="px-4 py-3 text-right">Créditos</th>
              <th scope="col" className="px-4 py-3">Ativo</th>
              <th scope="col" className="px-4 py-3"><span className="sr-only">Ações</span></th>
            </tr>
          </thead>
          <tbody className="block divide-y divide-slate-200 md:table-row-group dark:divide-slate-800">
            {users.length === 0 && (
              <tr className="block md:table-row">
                <td colSpan={7} className="block px-4 py-10 md:table-cell text-center text-slate-600 dark:text-slate-400">
                  Nenhum usuário encontrado
                </td>
              </tr>
            )}
            {users.map((u) => (
              <tr key={u.id} className="block py-2 md:table-row md:py-0">
                <th scope="row" className="block px-4 py-1 font-medium md:table-cell md:py-3">
                  {u.nome}
                  {u.id === currentUserId && <span className="ml-2 text-xs font-normal text-slate-500 dark:text-slate-400">(você)</span>}
                </th>
                <td className="block px-4 py-1 break-all md:table-cell md:py-3">
                  <span className="text-xs text-slate-500 md:hidden dark:text-slate-400">E-mail: </span>
                  {u.email}
                </td>
                <td className="block px-4 py-1 md:table-cell md:py-3">
                  <span className="text-xs text-slate-500 md:hidden dark:text-slate-400">Perfil: </span>
                  {roleLabel(u.role)}
                </td>
                <td className="block px-4 py-1 md:table-cell md:py-3">
                  <span className="text-xs text-slate-500 md:hidden dark:text-slate-400">Registro profissional: </span>
                  <RegistroCelula role={u.role} registro={registros[u.id]} />
                </td>
                <td className="block px-4 py-1 tabular-nums md:table-cell md:py-3 md:text-right">
                  <span className="text-xs text-slate-500 md:hidden dark:text-slate-400">Créditos: </span>
                  {u.creditos.toLocaleString('pt-BR')}
                </td>
                <td className="block px-4 py-1 md:table-cell md:py-3">
                  <span
                    className={clsx(
                      'inline-flex rounded-full px-2 py-0.5 text-xs font-medium',
                      u.ativo && u.convitePendente
                        ? 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200'
                        : u.ativo
                        ? 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-300'
                        : 'bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
                    )}
                  >
                    {u.ativo ? (u.convitePendente ? 'Convite pendente' : 'Ativo') : 'Inativo'}
                  </span>
                </td>
                <td className="block px-4 py-1 md:table-cell md:py-3 md:text-right">
                  <div className="flex gap-2 md:justify-end">
                    <Button size="sm" variant="ghost" onClick={() => setVendoCreditos(u)} aria-label={`Créditos de ${u.nome}`}>
                      Créditos
                    </Button>
                    <Button size="sm" variant="secondary" onClick={() => setEditing(u)} aria-label={`Editar ${u.nome}`}>
                      Editar
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <nav aria-label="Paginação" className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
        <p className="text-slate-600 dark:text-slate-400" aria-live="polite">
          {total === 0 ? '0 usuários' : `${from}–${to} de ${total} ${total === 1 ? 'usuário' : 'usuários'}`} · Página {page} de {pages}
        </p>
        <div className="flex gap-2">
          {page > 1 ? (
            <Link href={pageHref(termo, page - 1)} className={buttonClass('secondary', 'sm')}>
              Anterior
            </Link>
          ) : (
            <span aria-disabled="true" className={buttonClass('secondary', 'sm', 'opacity-50')}>
              Anterior
            </span>
          )}
          {page < pages ? (
            <Link href={pageHref(termo, page + 1)} className={buttonClass('secondary', 'sm')}>
              Próxima
            </Link>
          ) : (
            <span aria-disabled="true" className={buttonClass('secondary', 'sm', 'opacity-50')}>
              Próxima
            </span>
          )}
        </div>
      </nav>

      <ConvitesPendentes convites={convites} />

      {inviting && <InviteDialog onClose={() => setInviting(false)} />}
      {editing && <EditUserDialog user={editing} isSelf={editing.id === currentUserId} onClose={() => setEditing(null)} />}
      <CreditosDialog user={vendoCreditos} onOpenChange={(o) => !o && setVendoCreditos(null)} />
    </section>
  );
}
