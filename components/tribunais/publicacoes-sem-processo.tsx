'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { toast } from 'sonner';
import { Button, buttonClass } from '@/components/ui/button';
import { useApiAction } from '@/components/forms/use-api-action';
import { apiRequest } from '@/lib/api/client';
import { formatDate } from '@/lib/domain/dates';
import type { PublicacaoSemProcessoApi } from '@/lib/data/tribunais';

/**
 * The lawyer's dashboard block 'Publicações sem processo cadastrado' (issue 26 item 8): DJEN communications found
 * by the lawyer's OAB whose case is not registered here, with 'Cadastrar' (the wizard pre-filled from the
 * communication and DataJud) and 'Dispensar'. Hidden with an explanation when the lawyer has no OAB.
 */
export function PublicacoesSemProcesso({ temOab, itens, advogadoId }: { temOab: boolean; itens: PublicacaoSemProcessoApi[]; advogadoId: number }) {
  const router = useRouter();
  const { pendente: dispensando, run } = useApiAction<number>();
  const busca = useApiAction();

  // 'Buscar agora': DJEN asked now by this lawyer's OAB (issue 36 item 2), within the sync's limits.
  const buscarAgora = () =>
    busca.run(async () => {
      const { data } = await apiRequest<{ publicacoesSemProcesso?: number; falhas: number }>('/api/tribunais/sincronizar', { method: 'POST', body: { advogado_id: advogadoId } });
      if (data.falhas > 0) toast.error('O DJEN não respondeu agora. Tente de novo em alguns minutos; a sincronização diária também busca.');
      else {
        const n = data.publicacoesSemProcesso ?? 0;
        toast.success(n === 0 ? 'Nenhuma publicação nova pela sua OAB.' : n === 1 ? '1 publicação nova pela sua OAB.' : `${n} publicações novas pela sua OAB.`);
      }
      router.refresh();
    });

  const dispensar = (id: number) =>
    run(async () => {
      const { data } = await apiRequest<{ message: string }>(`/api/tribunais/publicacoes-sem-processo/${id}/dispensar`, { method: 'POST' });
      toast.success(data.message);
      router.refresh();
    }, id);

  return (
    <section aria-labelledby="sem-processo" className="rounded-lg border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
      <h2 id="sem-processo" className="mb-1 text-lg font-semibold">
        Publicações sem processo cadastrado
      </h2>
      {!temOab ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Informe o número e a UF da sua OAB em{' '}
          <Link href="/sistema/configuracoes/meus-dados" className="text-brand-700 underline dark:text-brand-300">
            Meus dados
          </Link>{' '}
          para que a sincronização diária busque no DJEN as publicações em seu nome e mostre aqui as de processos ainda não cadastrados.
        </p>
      ) : (
        <>
          <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-slate-600 dark:text-slate-400">Comunicações do DJEN em nome da sua OAB de processos que ainda não estão cadastrados aqui.</p>
            <Button type="button" variant="secondary" onClick={buscarAgora} disabled={busca.busy}>
              {busca.busy ? 'Buscando no DJEN…' : 'Buscar agora pela minha OAB'}
            </Button>
          </div>
          {itens.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">Nenhuma publicação sem processo cadastrado.</p>
          ) : (
            <ul className="divide-y divide-slate-100 dark:divide-slate-800">
              {itens.map((p) => (
                <li key={p.id} className="space-y-2 py-3" aria-label={`Publicação do processo ${p.numeroProcesso}`}>
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <p className="font-medium whitespace-nowrap">{p.numeroProcesso}</p>
                    <p className="text-sm text-slate-600 dark:text-slate-400">
                      {[p.siglaTribunal, p.orgao].filter(Boolean).join(' · ')} · {p.dataDisponibilizacao ? <time dateTime={p.dataDisponibilizacao}>{formatDate(p.dataDisponibilizacao)}</time> : <span>data inexistente no DJEN ({p.dataOriginal})</span>} ·{' '}
                      {p.tipoComunicacao}
                    </p>
                  </div>
                  {p.trecho && <p className="text-sm">{p.trecho}</p>}
                  <div className="flex flex-wrap items-center gap-3">
                    <Link
                      href={`/processo/cadastro?publicacao=${p.id}`}
                      className={buttonClass('primary', 'sm')}
                      aria-label={`Cadastrar o processo ${p.numeroProcesso}`}
                    >
                      Cadastrar
                    </Link>
                    {p.link && (
                      <a href={p.link} target="_blank" rel="noopener noreferrer" className="text-sm text-brand-700 underline dark:text-brand-300">
                        Certidão no DJEN<span className="sr-only"> do processo {p.numeroProcesso} (abre em nova aba)</span>
                      </a>
                    )}
                    <Button
                      type="button"
                      variant="secondary"
                      size="sm"
                      onClick={() => dispensar(p.id)}
                      disabled={dispensando !== null}
                      aria-busy={dispensando === p.id}
                      aria-label={`Dispensar a publicação do processo ${p.numeroProcesso}`}
                    >
                      {dispensando === p.id ? 'Dispensando…' : 'Dispensar'}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
