'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'sonner';
import { ExternalLink } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useApiAction } from '@/components/forms/use-api-action';
import { apiRequest } from '@/lib/api/client';
import type { PublicacaoApi } from '@/lib/data/tribunais/publicacoes';
import { formatDate } from '@/lib/domain/dates';
import type { PrevisaoPrazo } from '@/lib/domain/tribunais/iniciar-prazo';
import { SincronizarProcesso } from './sincronizar-processo';

export type PublicacaoPainel = PublicacaoApi & { prazoIniciado: boolean; previsao: PrevisaoPrazo | null };

/**
 * The 'Publicações' tab: the case's DJEN communications with their text and certidão link, the publication date
 * and the day the deadline starts (Res. CNJ 455/2022 art. 11). On an intimação whoever has access to the case sees
 * 'Iniciar prazo' with what it will do, or, when it is addressed to the case's lawyer about the laudo or quesitos,
 * the proposed deadline and 'Confirmar prazo' (issue 34); nothing starts a deadline without that click.
 */
export function PublicacoesProcesso({
  processoId,
  itens,
  temNumero,
  podeSincronizar,
}: {
  processoId: number;
  itens: PublicacaoPainel[];
  temNumero: boolean;
  podeSincronizar: boolean;
}) {
  const router = useRouter();
  const [confirmar, setConfirmar] = useState<{ id: number; texto: string } | null>(null);
  const { busy, run } = useApiAction();

  async function iniciar(id = confirmar?.id) {
    if (!id) return;
    await run(async () => {
      const { data } = await apiRequest<{ message: string }>(`/api/tribunais/publicacoes/${id}/iniciar-prazo`, { method: 'POST' });
      toast.success(data.message);
      setConfirmar(null);
      router.refresh();
    });
  }

  return (
    <section aria-labelledby="titulo-publicacoes" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="titulo-publicacoes" className="font-semibold">
          Publicações no DJEN
        </h2>
        {podeSincronizar && temNumero && <SincronizarProcesso processoId={processoId} />}
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Comunicações do Diário de Justiça Eletrônico Nacional. A intimação considera-se feita no primeiro dia útil seguinte à disponibilização, e o prazo
        começa no dia útil seguinte (Res. CNJ 455/2022, art. 11).
      </p>
      {!temNumero && <Alert tone="info">Este processo ainda não tem número CNJ: cadastre o número para acompanhar as publicações.</Alert>}
      {itens.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Nenhuma publicação sincronizada ainda.</p>
      ) : (
        <ol className="space-y-3">
          {itens.map((p) => (
            <li key={p.id} className="space-y-2 rounded-md border border-slate-200 p-4 dark:border-slate-800">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="font-medium">
                  {p.tipoComunicacao}
                  {p.orgao ? <span className="font-normal text-slate-600 dark:text-slate-400"> · {p.orgao}</span> : null}
                </h3>
                {p.link && (
                  <a href={p.link} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 text-sm text-brand-700 underline dark:text-brand-300">
                    Certidão <ExternalLink aria-hidden className="size-3.5" />
                    <span className="sr-only">(abre em nova aba)</span>
                  </a>
                )}
              </div>
              <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
                <div>
                  <dt className="text-slate-600 dark:text-slate-400">Disponibilização</dt>
                  <dd>{p.dataDisponibilizacao ? formatDate(p.dataDisponibilizacao) : <span className="font-medium text-amber-700 dark:text-amber-400">Data inexistente enviada pelo DJEN ({p.dataOriginal}): confira no DJEN</span>}</dd>
                </div>
                <div>
                  <dt className="text-slate-600 dark:text-slate-400">Publicação</dt>
                  <dd>{formatDate(p.dataPublicacao)}</dd>
                </div>
                <div>
                  <dt className="text-slate-600 dark:text-slate-400">Início do prazo</dt>
                  <dd>{formatDate(p.inicioPrazo)}</dd>
                </div>
              </dl>
              <p className="whitespace-pre-line text-sm">{p.texto}</p>
              {p.prazoIniciado && <p className="text-sm font-medium text-green-800 dark:text-green-300">Prazo iniciado a partir desta intimação.</p>}
              {p.previsao?.podeIniciar && p.previsao.proposta ? (
                // Issue 34: an intimação of the case's lawyer for the laudo or quesitos proposes its deadline; one click confirms.
                <div className="flex flex-wrap items-center gap-3 rounded-md bg-amber-50 p-3 text-sm dark:bg-amber-950">
                  <span>
                    <strong>Prazo proposto:</strong> {p.previsao.texto}
                  </span>
                  <Button type="button" size="sm" disabled={busy} onClick={() => iniciar(p.id)}>
                    Confirmar prazo
                  </Button>
                </div>
              ) : p.previsao?.podeIniciar ? (
                <div className="flex flex-wrap items-center gap-3 rounded-md bg-slate-50 p-3 text-sm dark:bg-slate-900">
                  <span>{p.previsao.texto}</span>
                  <Button type="button" size="sm" onClick={() => p.previsao?.podeIniciar && setConfirmar({ id: p.id, texto: p.previsao.texto })}>
                    Iniciar prazo
                  </Button>
                </div>
              ) : p.previsao && !p.prazoIniciado && p.tipoComunicacao.toLowerCase().includes('intima') ? (
                <p className="text-sm text-slate-600 dark:text-slate-400">{p.previsao.motivo}</p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      <ConfirmDialog
        open={confirmar !== null}
        onOpenChange={(o) => !o && setConfirmar(null)}
        title="Iniciar prazo"
        description={confirmar ? `${confirmar.texto}. O prazo será aberto com a intimação na data da publicação; os lembretes do prazo passam a valer.` : undefined}
        confirmLabel="Iniciar prazo"
        busyLabel="Iniciando…"
        busy={busy}
        onConfirm={() => iniciar()}
      />
    </section>
  );
}
