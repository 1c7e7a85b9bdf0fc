'use client';

import Form from 'next/form';
import Link from 'next/link';
import { useState } from 'react';
import { clsx } from 'clsx';
import { Search, UserPlus } from 'lucide-react';
import { Button, buttonClass } from '@/components/ui/button';
import { Input } from '@/components/ui/field';
import { TabelaEmpilhada } from '@/components/ui/tabela-empilhada';
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
      <TabelaEmpilhada
        className="mt-4"
        larguraMinima="md:min-w-[880px]"
        legenda={`Usuários cadastrados${termo ? `, busca por “${termo}”` : ''}`}
        itens={users}
        chave={(u) => u.id}
        vazio="Nenhum usuário encontrado"
        colunas={[
          {
            titulo: 'Nome',
            semRotulo: true,
            cabecalhoDaLinha: true,
            celula: (u) => (
              <>
                {u.nome}
                {u.id === currentUserId && <span className="ml-2 text-xs font-normal text-slate-500 dark:text-slate-400">(você)</span>}
              </>
            ),
          },
          { titulo: 'E-mail', classe: 'break-all', celula: (u) => u.email },
          { titulo: 'Perfil', celula: (u) => roleLabel(u.role) },
          { titulo: 'Registro profissional', celula: (u) => <RegistroCelula role={u.role} registro={registros[u.id]} /> },
          { titulo: 'Créditos', classeTitulo: 'text-right', classe: 'tabular-nums md:text-right', celula: (u) => u.creditos.toLocaleString('pt-BR') },
          {
            titulo: 'Ativo',
            semRotulo: true,
            celula: (u) => (
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
            ),
          },
          {
            titulo: 'Ações',
            tituloOculto: true,
            semRotulo: true,
            classe: 'md:text-right',
            celula: (u) => (
              <div className="flex gap-2 md:justify-end">
                <Button size="sm" variant="ghost" onClick={() => setVendoCreditos(u)} aria-label={`Créditos de ${u.nome}`}>
                  Créditos
                </Button>
                <Button size="sm" variant="secondary" onClick={() => setEditing(u)} aria-label={`Editar ${u.nome}`}>
                  Editar
                </Button>
              </div>
            ),
          },
        ]}
      />

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
