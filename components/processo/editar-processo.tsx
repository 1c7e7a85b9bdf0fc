'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Pencil } from 'lucide-react';
import { useApiForm } from '@/components/forms/use-api-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { ProcessoDetalhe } from '@/lib/data/processos';
import { formatCentavos } from '@/lib/domain/money';
import { processoEditSchema } from '@/lib/validation/processo';
import { CampoLink, CampoNumero, CamposPartes, CamposProcesso, dadosParaEnvio, useCampos, type DadosForm } from './campos';

function dadosDe(p: ProcessoDetalhe): DadosForm {
  return {
    numeroProcesso: p.numero ?? '',
    comarca: p.comarca,
    varaJudicial: p.vara_judicial ?? '',
    tipoAcao: p.tipo_acao_codigo,
    dataDistribuicao: p.data_distribuicao,
    // As the money mask writes it ('R$ 45.000,00', a plain space).
    valorCausa: p.valor_causa_centavos === null ? '' : formatCentavos(p.valor_causa_centavos).replace(/\u00a0/g, ' '),
    descricao: p.descricao ?? '',
    requerente: p.requerente,
    requerenteAdvogado: p.requerente_advogado ?? '',
    requerido: p.requerido,
    requeridoAdvogado: p.requerido_advogado ?? '',
    link: p.link ?? '',
  };
}

/** 'Editar': the registration rules on the case data (PUT /api/processo/{id}), in a react-hook-form form. */
export function EditarProcesso({ processo }: { processo: ProcessoDetalhe }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const form = useApiForm<DadosForm>({
    // The entity's schema judges the fields as typed; they are sent as typed (empty optional texts as null).
    rawSchema: processoEditSchema,
    defaultValues: dadosDe(processo),
    to: `/api/processo/${processo.id}`,
    method: 'PUT',
    body: dadosParaEnvio,
    fieldErrors: (err) => (err.status === 409 ? { numeroProcesso: err.message } : {}),
    success: 'Processo atualizado com sucesso',
    onSuccess: () => {
      setOpen(false);
      router.refresh();
    },
  });
  const campos = useCampos(form);
  const { isSubmitting } = form.formState;

  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          form.reset(dadosDe(processo));
          form.setFormError(null);
          setOpen(true);
        }}
      >
        <Pencil className="size-4" aria-hidden />
        Editar
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Editar processo"
        description="Tipo de justiça e serviços contratados não mudam após o cadastro."
        className="max-w-2xl"
      >
        <form method="post" onSubmit={form.submit} className="space-y-4" noValidate>
          {form.formError && <Alert tone="error">{form.formError}</Alert>}
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="sm:col-span-2">
              <CampoNumero {...campos} />
            </div>
            <CamposProcesso {...campos} />
            <CamposPartes {...campos} />
            <div className="sm:col-span-2">
              <CampoLink {...campos} />
            </div>
          </div>
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={() => setOpen(false)} disabled={isSubmitting}>
              Cancelar
            </Button>
            <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
              {isSubmitting ? 'Salvando...' : 'Salvar alterações'}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
