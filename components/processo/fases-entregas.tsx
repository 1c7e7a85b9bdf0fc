import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'sonner';
import { CheckCircle2, Circle } from 'lucide-react';
import { apiRequest, errorMessage } from '@/lib/api/client';
import type { ProcessoDetalhe } from '@/lib/data/processos';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { MotivoDialog } from '@/components/trabalho/etapa-dialogs';
import { Card } from './detalhe-cards';
import { formatDate, formatDateTime } from './format';

/**
 * 'Fases e entregas': each phase with its delivery date and state, the way to its deliverable (`onEntrega`), and
 * completing or reopening it when the policy allows (the confirmations and the reason asked in dialogs).
 */
export function FasesEntregas({
  processo: p,
  podeConcluir,
  podeReabrir,
  onEntrega,
}: {
  processo: ProcessoDetalhe;
  podeConcluir: boolean;
  podeReabrir: boolean;
  onEntrega: (idFase: number) => void;
}) {
  const router = useRouter();
  const [concluindo, setConcluindo] = useState<number | null>(null);
  const [erroFase, setErroFase] = useState<string | null>(null);
  const [confirmar, setConfirmar] = useState<{ idFase: number; rotulo: string; nome: string } | null>(null);
  const [reabrir, setReabrir] = useState<{ idFase: number; rotulo: string } | null>(null);

  async function concluir(idFase: number, rotulo: string) {
    setErroFase(null);
    setConcluindo(idFase);
    try {
      await apiRequest(`/api/processo/${p.id}/fases/${idFase}/concluir`, { method: 'POST' });
      toast.success(`${rotulo} concluída`);
      setConfirmar(null);
      router.refresh();
    } catch (err) {
      setErroFase(errorMessage(err));
    } finally {
      setConcluindo(null);
    }
  }

  return (
    <>
      <Card titulo="Fases e entregas">
        {erroFase && (
          <Alert tone="error" className="mb-3">
            {erroFase}
          </Alert>
        )}
        {p.fases.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">Nenhuma fase cadastrada</p>
        ) : (
          <ul className="divide-y divide-slate-100 dark:divide-slate-800" aria-label="Fases do processo">
            {p.fases.map((f) => (
              <li key={f.id_fase} id={`fase-${f.id_fase}`} className="flex scroll-mt-24 flex-wrap items-center justify-between gap-3 py-3 target:bg-brand-50 dark:target:bg-brand-950">
                <div className="flex items-start gap-3">
                  {f.fase_concluida ? (
                    <CheckCircle2 className="mt-0.5 size-5 text-green-600" aria-hidden />
                  ) : (
                    <Circle className="mt-0.5 size-5 text-slate-400" aria-hidden />
                  )}
                  <div>
                    <p className="font-medium">
                      {f.rotulo} – {f.nome}
                    </p>
                    <p className="text-sm text-slate-600 dark:text-slate-400">
                      Entrega: {f.entrega_a_definir ?? formatDate(f.dataEntrega)} ·{' '}
                      {f.fase_concluida ? `Concluída${f.concluida_em ? ` em ${formatDateTime(f.concluida_em)}` : ''}` : 'Pendente'}
                    </p>
                  </div>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => onEntrega(f.id_fase)}
                  >
                    Entrega<span className="sr-only"> da {f.rotulo}</span>
                  </Button>
                  {podeConcluir && !f.fase_concluida && (
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={concluindo !== null}
                      onClick={() => setConfirmar({ idFase: f.id_fase, rotulo: f.rotulo, nome: f.nome })}
                      aria-label={`Marcar ${f.rotulo} como concluída`}
                    >
                      {concluindo === f.id_fase ? 'Salvando...' : 'Marcar como concluída'}
                    </Button>
                  )}
                  {podeReabrir && Boolean(f.fase_concluida) && (
                    <Button size="sm" variant="secondary" onClick={() => setReabrir({ idFase: f.id_fase, rotulo: f.rotulo })} aria-label={`Reabrir ${f.rotulo}`}>
                      Reabrir fase
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card>

      <ConfirmDialog
        open={confirmar !== null}
        onOpenChange={(o) => !o && setConfirmar(null)}
        title={confirmar ? `Concluir ${confirmar.rotulo}?` : ''}
        description={confirmar ? `Confirme que a fase "${confirmar.nome}" foi entregue. A conclusão fica registrada na Cronologia e avisa as pessoas do processo.` : ''}
        confirmLabel="Concluir fase"
        busyLabel="Salvando..."
        busy={concluindo !== null}
        onConfirm={() => confirmar && concluir(confirmar.idFase, confirmar.rotulo)}
      />
      <MotivoDialog
        open={reabrir !== null}
        onOpenChange={(o) => !o && setReabrir(null)}
        onDone={() => router.refresh()}
        title={reabrir ? `Reabrir ${reabrir.rotulo}` : ''}
        description="Informe o motivo: ele fica registrado na Cronologia do processo."
        submitLabel="Reabrir fase"
        endpoint={reabrir ? `/api/processo/${p.id}/fases/${reabrir.idFase}/reabrir` : ''}
        successMessage="Fase reaberta."
      />
    </>
  );
}
