'use client';

import { clsx } from 'clsx';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { deliveryDate } from '@/lib/domain/deadlines';
import { formatCentavos } from '@/lib/domain/money';
import { rotuloServico } from '@/lib/domain/status';
import { formatDate } from '../format';
import { ProgressoArquivos, type EnvioArquivo } from './arquivos';
import type { Servicos } from './modelo';

/** Whether a crédito of a paid package will pay for the case (then no checkout), or why not. */
export function AvisoCreditos({ saldo, usa }: { saldo: number; usa: boolean }) {
  if (saldo <= 0) return null;
  return (
    <p role="status" className={clsx('rounded-md p-3 text-sm', usa ? 'bg-green-50 text-green-900 dark:bg-green-950 dark:text-green-100' : 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100')}>
      {usa
        ? `Um crédito do seu pacote será usado neste processo, em vez do pagamento: ele já começa em análise. Saldo atual: ${saldo} ${saldo === 1 ? 'crédito' : 'créditos'}.`
        : `Você tem ${saldo} ${saldo === 1 ? 'crédito' : 'créditos'}, mas eles não cobrem este processo (serviços escolhidos ou antecipação): ele será cobrado normalmente.`}
    </p>
  );
}

type Props = {
  open: boolean;
  setOpen: (open: boolean) => void;
  enviando: boolean;
  hoje: string;
  servicos: Servicos;
  /** How many files step 4 will send once the case is created, and the one being sent. */
  arquivos?: number;
  envioArquivo?: EnvioArquivo | null;
  confirmar: () => void;
};

/** After 'Cadastrar Processo': the payment confirmation (or the use of a package's crédito), with dates and total. */
export function ConfirmarCadastro({ open, setOpen, enviando, hoje, servicos, arquivos = 0, envioArquivo = null, confirmar }: Props) {
  const { fases, diasValidos, totalCentavos, saldoCreditos, usaCredito } = servicos;
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !enviando && setOpen(o)}
      title={usaCredito ? 'Usar crédito do pacote' : 'Confirmar pagamento'}
      description={
        usaCredito
          ? `O processo será cadastrado e pago com 1 crédito do seu pacote (saldo atual: ${saldoCreditos}), sem nova cobrança. Ele já começa em análise.`
          : 'O processo será cadastrado e você seguirá para o pagamento no Mercado Pago. O trabalho começa após a confirmação do pagamento.'
      }
    >
      <dl className="space-y-1 text-sm">
        {fases.map((id, i) => (
          <div key={id} className="flex justify-between">
            <dt>{rotuloServico(id)}</dt>
            <dd>Entrega: {formatDate(deliveryDate(hoje, i + 1, diasValidos))}</dd>
          </div>
        ))}
        <div className="flex justify-between border-t border-slate-200 pt-2 text-base font-semibold dark:border-slate-700">
          <dt>Total</dt>
          <dd>{usaCredito ? '1 crédito do pacote' : formatCentavos(totalCentavos)}</dd>
        </div>
      </dl>
      {arquivos > 0 && (
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
          {arquivos === 1 ? '1 arquivo será enviado' : `${arquivos} arquivos serão enviados`} para a aba Documentos logo após o cadastro.
        </p>
      )}
      <ProgressoArquivos envio={envioArquivo} />
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="ghost" onClick={() => setOpen(false)} disabled={enviando}>
          Cancelar
        </Button>
        <Button onClick={confirmar} disabled={enviando} aria-busy={enviando}>
          {enviando ? 'Enviando...' : usaCredito ? 'Confirmar e usar crédito' : 'Confirmar pagamento'}
        </Button>
      </div>
    </Dialog>
  );
}
