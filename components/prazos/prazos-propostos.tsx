'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { toast } from 'sonner';
import { useApiAction } from '@/components/forms/use-api-action';
import { Button, buttonClass } from '@/components/ui/button';
import { apiRequest } from '@/lib/api/client';
import type { PrazoProposto } from '@/lib/data/prazos';

/**
 * 'Prazos propostos pelo DJEN' (issue 34 item 2): intimações of the case's lawyer about the laudo or quesitos whose
 * deadline nobody has confirmed yet; one click confirms. The admin sees every case's.
 */
export function PrazosPropostos({ itens }: { itens: PrazoProposto[] }) {
  const router = useRouter();
  const { busy, run } = useApiAction();
  async function confirmar(id: number) {
    await run(async () => {
      const { data } = await apiRequest<{ message: string }>(`/api/tribunais/publicacoes/${id}/iniciar-prazo`, { method: 'POST' });
      toast.success(data.message);
      router.refresh();
    });
  }
  return (
    <section aria-labelledby="propostos" className="rounded-lg border border-amber-300 bg-amber-50 p-5 dark:border-amber-800 dark:bg-amber-950">
      <h2 id="propostos" className="mb-1 text-lg font-semibold">
        Prazos propostos pelo DJEN aguardando confirmação
      </h2>
      <p className="mb-3 text-sm text-slate-700 dark:text-slate-300">
        Intimações do advogado do processo sobre o laudo ou sobre quesitos. O prazo corre no tribunal desde a publicação, pago ou não o processo.
      </p>
      <ul className="divide-y divide-amber-200 dark:divide-amber-900">
        {itens.map((z) => (
          <li key={z.id_publicacao} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="font-medium whitespace-nowrap">{z.numero ?? 'Sem número'}</p>
              <p className="text-sm">{z.texto}</p>
            </div>
            <div className="flex items-center gap-2">
              <Link href={`/processo/${z.id_processo}`} className={buttonClass('secondary', 'sm')} aria-label={`Ver o processo ${z.numero ?? z.id_processo}`}>
                Ver processo
              </Link>
              <Button size="sm" disabled={busy} onClick={() => confirmar(z.id_publicacao)} aria-label={`Confirmar prazo do processo ${z.numero ?? z.id_processo}`}>
                Confirmar prazo
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
