import { clsx } from 'clsx';
import type { CreditosApi } from '@/lib/data/creditos';
import { formatDateTime } from '@/lib/domain/dates';

/**
 * A user's créditos (prepaid processes): balance, what each lot with a balance covers, and the latest changes.
 * The lawyer's 'Meus créditos' (Orçamentos, the last 10 changes folded) and an admin's view of any user
 * (Usuários → Créditos, every change the API gives, open).
 */
export function CreditosResumo({
  creditos,
  titulo,
  semSaldo,
  historicoCompleto = false,
  className,
}: {
  creditos: CreditosApi;
  /** A heading of its own (omit inside a dialog that already names it). */
  titulo?: string;
  semSaldo: string;
  historicoCompleto?: boolean;
  className?: string;
}) {
  const comSaldo = creditos.lotes.filter((l) => l.saldo > 0);
  const movimentos = historicoCompleto ? creditos.movimentos : creditos.movimentos.slice(0, 10);
  const Container = titulo ? 'section' : 'div';
  return (
    <Container aria-labelledby={titulo ? 'creditos-titulo' : undefined} className={clsx('space-y-3', className)}>
      {titulo && (
        <h2 id="creditos-titulo" className="text-lg font-semibold">
          {titulo}
        </h2>
      )}
      <p className="text-sm">
        Saldo: <strong data-testid="saldo-creditos">{creditos.saldo}</strong> {creditos.saldo === 1 ? 'processo pré-pago' : 'processos pré-pagos'}
      </p>
      {creditos.pacotesPendentes > 0 && (
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {creditos.pacotesPendentes} {creditos.pacotesPendentes === 1 ? 'pacote aguarda' : 'pacotes aguardam'} a confirmação do pagamento.
        </p>
      )}
      {comSaldo.length > 0 ? (
        <ul className="space-y-1 text-sm">
          {comSaldo.map((l) => (
            <li key={l.id} className="flex justify-between gap-2">
              <span>{l.qualquer ? 'Concedidos pelo escritório' : `Pacote de ${formatDateTime(l.createdAt)}`}: {l.cobertura}</span>
              <span className="whitespace-nowrap tabular-nums">
                {l.saldo} de {l.quantidade}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">{semSaldo}</p>
      )}
      {movimentos.length > 0 ? (
        <details className="text-sm" open={historicoCompleto}>
          <summary className="cursor-pointer font-medium">Histórico</summary>
          <ul aria-label="Histórico de créditos" className="mt-2 space-y-1 text-slate-700 dark:text-slate-300">
            {movimentos.map((m) => (
              <li key={m.id}>
                {formatDateTime(m.createdAt)} · {m.tipoLabel}: {m.delta > 0 ? `+${m.delta}` : m.delta} ({m.saldoAntes} → {m.saldoDepois})
                {m.motivo ? ` · ${m.motivo}` : ''}
                {m.autor && m.tipo === 'ajuste' ? ` · por ${m.autor}` : ''}
              </li>
            ))}
          </ul>
        </details>
      ) : (
        historicoCompleto && <p className="text-sm text-slate-600 dark:text-slate-400">Nenhuma movimentação de créditos.</p>
      )}
    </Container>
  );
}
