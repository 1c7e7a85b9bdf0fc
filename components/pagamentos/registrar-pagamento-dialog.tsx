'use client';

import { useRouter } from 'next/navigation';
import type { z } from 'zod';
import { useApiForm } from '@/components/forms/use-api-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, Input, inputClass } from '@/components/ui/field';
import { FORMA_RECEBIMENTO_LABELS, FORMAS_RECEBIMENTO } from '@/lib/domain/pagamentos';
import { pagamentoManualFormSchema, type PagamentoManualFormIn } from '@/lib/validation/pagamentos';

type Saida = z.output<typeof pagamentoManualFormSchema>;

/** '1.235,00' for 123500 (what the amount field shows and parseValor reads back). */
function reais(centavos: number): string {
  return new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(centavos / 100);
}

/**
 * An admin records a payment received outside the provider (POST /api/pagamentos/manual): a case (`id_processo`) or
 * a package's pending purchase (`referencia`). The amount starts at what is due (the case's price or the package's
 * total) and may be more, never less; the day (default today), how, and the bank's or PIX's id are optional.
 */
export function RegistrarPagamentoDialog({
  alvo,
  valorCentavos,
  descricao,
  open,
  onOpenChange,
}: {
  alvo: { id_processo: number } | { referencia: string };
  /** What is due: the case's price or the package's total. */
  valorCentavos: number;
  /** What is being paid, e.g. 'o valor do processo' or 'o total do pacote'. */
  descricao: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const router = useRouter();
  const form = useApiForm<PagamentoManualFormIn, Saida, { message?: string } | null>({
    schema: pagamentoManualFormSchema,
    defaultValues: { ...alvo, motivo: '', valor: reais(valorCentavos), data_recebimento: '', meio_recebimento: 'pix', referencia_externa: '' },
    to: '/api/pagamentos/manual',
    messageWithFieldErrors: false,
    resetOnSuccess: true,
    fieldErrors: (err) => ({ valor: err.errors.valor_centavos }),
    success: (data) => data?.message ?? 'Pagamento registrado.',
    onSuccess: () => {
      onOpenChange(false);
      router.refresh();
    },
  });
  const erros = form.formState.errors;

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Registrar pagamento recebido"
      description="Use quando o pagamento chegou fora do Mercado Pago (transferência, PIX direto). Fica registrado quem, quando e por quê."
    >
      <form method="post" onSubmit={form.submit} noValidate className="space-y-4">
        <Field label="Valor recebido (R$)" hint={`Devido: R$ ${reais(valorCentavos)} (${descricao}). Pode ser maior, nunca menor.`} error={erros.valor?.message}>
          {(a) => <Input {...a} {...form.register('valor')} inputMode="decimal" autoComplete="off" />}
        </Field>
        <Field label="Data do recebimento" hint="Deixe em branco para hoje." error={erros.data_recebimento?.message}>
          {(a) => <input {...a} type="date" {...form.register('data_recebimento')} className={inputClass} />}
        </Field>
        <Field label="Forma de recebimento" error={erros.meio_recebimento?.message}>
          {(a) => (
            <select {...a} {...form.register('meio_recebimento')} className={inputClass}>
              {FORMAS_RECEBIMENTO.map((f) => (
                <option key={f} value={f}>
                  {FORMA_RECEBIMENTO_LABELS[f]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          label="Referência do recebimento"
          hint="O identificador do PIX ou da transferência no extrato: registrar a mesma referência de novo não muda nada."
          error={erros.referencia_externa?.message}
        >
          {(a) => <Input {...a} {...form.register('referencia_externa')} autoComplete="off" />}
        </Field>
        <Field label="Como o pagamento foi recebido?" error={erros.motivo?.message}>
          {(a) => <textarea {...a} {...form.register('motivo')} rows={3} className={inputClass} />}
        </Field>
        {form.formError && <Alert tone="error">{form.formError}</Alert>}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
            Cancelar
          </Button>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? 'Registrando...' : 'Confirmar pagamento'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
