import type { Metadata } from 'next';
import Link from 'next/link';
import { CheckCircle2, Clock, FolderOpen, Ticket } from 'lucide-react';
import { formatDate, formatDateTime } from '@/components/processo/format';
import { SituacaoBadge } from '@/components/processo/situacao-badge';
import { buttonClass } from '@/components/ui/button';
import { getPageUser } from '@/lib/auth/page';
import { lerPainel } from '@/lib/data/dashboard';
import { painelPublicacoesSemProcesso } from '@/lib/data/tribunais';
import { PublicacoesSemProcesso } from '@/components/tribunais/publicacoes-sem-processo';
import { PrazosPropostos } from '@/components/prazos/prazos-propostos';
import { listarPrazosPropostos } from '@/lib/data/prazos';

export const metadata: Metadata = { title: 'Dashboard' };

function Figura({ titulo, valor, icone, link }: { titulo: string; valor: number; icone: React.ReactNode; link?: { href: string; label: string } }) {
  return (
    <div className="flex items-center gap-4 rounded-lg border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
      <span className="rounded-full bg-brand-50 p-3 text-brand-700 dark:bg-brand-950 dark:text-brand-300" aria-hidden>
        {icone}
      </span>
      <div>
        <p className="text-sm text-slate-600 dark:text-slate-400">{titulo}</p>
        <p className="text-3xl font-semibold">{valor}</p>
        {link && (
          <Link href={link.href} className="text-sm text-brand-700 underline-offset-2 hover:underline dark:text-brand-300">
            {link.label}
          </Link>
        )}
      </div>
    </div>
  );
}

/** SPEC §2.7 (Visão Geral) with real figures over the caller's cases. */
export default async function Page() {
  const user = await getPageUser('/sistema');
  const d = await lerPainel(user);
  // DJEN communications found by the lawyer's OAB whose case is not registered here (issue 26 item 8).
  const semProcesso = user.role === 'advogado' ? await painelPublicacoesSemProcesso(user) : null;
  // Issue 34: DJEN intimações proposing a deadline nobody confirmed (the admin sees every case's).
  const propostos = await listarPrazosPropostos(user);

  return (
    <section aria-labelledby="titulo-pagina" className="mx-auto max-w-6xl space-y-6">
      <div>
        <h1 id="titulo-pagina" className="text-2xl font-semibold">
          Visão Geral
        </h1>
        <p className="text-sm text-slate-600 dark:text-slate-400">Olá, {user.nome}. Estes são os números dos seus processos.</p>
      </div>

      {propostos.length > 0 && <PrazosPropostos itens={propostos} />}

      <div className={d.creditos === null ? 'grid gap-4 sm:grid-cols-3' : 'grid gap-4 sm:grid-cols-2 lg:grid-cols-4'}>
        <Figura titulo="Processos ativos" valor={d.ativos} icone={<FolderOpen className="size-6" />} />
        <Figura titulo="Concluídos este mês" valor={d.concluidosMes} icone={<CheckCircle2 className="size-6" />} />
        <Figura titulo="Pendentes" valor={d.pendentes} icone={<Clock className="size-6" />} />
        {d.creditos !== null && (
          <Figura
            titulo="Créditos disponíveis"
            valor={d.creditos}
            icone={<Ticket className="size-6" />}
            link={{ href: '/sistema/orcamentos#creditos-titulo', label: 'Ver meus créditos' }}
          />
        )}
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="recentes" className="rounded-lg border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
          <h2 id="recentes" className="mb-4 text-lg font-semibold">
            Processos recentes
          </h2>
          {d.recentes.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">Nenhum processo encontrado</p>
          ) : (
            <ul className="divide-y divide-slate-100 dark:divide-slate-800">
              {d.recentes.map((r) => (
                <li key={r.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <div className="min-w-0">
                    <p className="font-medium whitespace-nowrap">{r.numero ?? 'Sem número'}</p>
                    <p className="text-sm text-slate-600 dark:text-slate-400">
                      {r.requerente} · {r.tipoAcao} · {formatDateTime(r.criadoEm)}
                    </p>
                  </div>
                  <div className="flex items-center gap-3">
                    <SituacaoBadge label={r.situacao} />
                    <Link
                      href={`/processo/${r.id}`}
                      className={buttonClass('secondary', 'sm')}
                      aria-label={`Ver Detalhes do processo ${r.numero ?? r.requerente}`}
                    >
                      Ver Detalhes
                    </Link>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="prazos" className="rounded-lg border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
          <h2 id="prazos" className="mb-4 text-lg font-semibold">
            Próximos prazos
          </h2>
          {d.prazos.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">Nenhum prazo em aberto.</p>
          ) : (
            <ul className="divide-y divide-slate-100 dark:divide-slate-800">
              {d.prazos.map((p, i) => (
                <li key={`${p.processoId}-${p.data}-${i}`} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <div className="min-w-0">
                    <p className="font-medium">
                      <time dateTime={p.data}>{formatDate(p.data)}</time> · {p.descricao}
                    </p>
                    <p className="text-sm text-slate-600 dark:text-slate-400">
                      <span className="whitespace-nowrap">{p.numero ?? 'Sem número'}</span> · {p.requerente}
                    </p>
                  </div>
                  <Link
                    href={`/processo/${p.processoId}`}
                    className={buttonClass('secondary', 'sm')}
                    aria-label={`Ver Detalhes do prazo de ${formatDate(p.data)} do processo ${p.numero ?? p.requerente}`}
                  >
                    Ver Detalhes
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      {semProcesso && <PublicacoesSemProcesso temOab={semProcesso.temOab} itens={semProcesso.itens} advogadoId={user.id} />}
    </section>
  );
}
