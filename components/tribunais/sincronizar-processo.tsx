'use client';

import { useRouter } from 'next/navigation';
import { toast } from 'sonner';
import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useApiAction } from '@/components/forms/use-api-action';
import { apiRequest } from '@/lib/api/client';

type Resultado =
  | { processos: number; andamentosNovos: number; publicacoesNovas: number; falhas: number }
  | { status: 'em_andamento'; progresso: { processos: number; total: number; feitos: number; falhas: number } };

function plural(n: number, um: string, varios: string) {
  return `${n} ${n === 1 ? um : varios}`;
}

/** 'Sincronizar agora' of one case (owner advogado or admin): asks DataJud and DJEN now and reloads the tabs. */
export function SincronizarProcesso({ processoId, onDone }: { processoId: number; onDone?: () => void }) {
  const router = useRouter();
  const { busy, run } = useApiAction();
  const sincronizar = () =>
    run(async () => {
      const { data } = await apiRequest<Resultado>('/api/tribunais/sincronizar', { method: 'POST', body: { id_processo: processoId } });
      if ('status' in data) {
        toast.info('A sincronização deste processo já está em andamento. Os andamentos aparecem aqui quando ela terminar.');
        return;
      }
      if (data.falhas > 0) toast.error('Os tribunais não responderam agora. A próxima sincronização tenta de novo; nada do que já foi trazido se perde.');
      else toast.success(`Sincronizado: ${plural(data.andamentosNovos, 'andamento novo', 'andamentos novos')}, ${plural(data.publicacoesNovas, 'publicação nova', 'publicações novas')}.`);
      onDone?.();
      router.refresh();
    });
  return (
    <Button type="button" variant="secondary" size="sm" onClick={sincronizar} disabled={busy} aria-busy={busy}>
      <RefreshCw aria-hidden className={busy ? 'size-4 animate-spin' : 'size-4'} />
      {busy ? 'Sincronizando…' : 'Sincronizar agora'}
    </Button>
  );
}
