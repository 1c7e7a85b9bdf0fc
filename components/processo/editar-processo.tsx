'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { Pencil } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { ProcessoDetalhe } from '@/lib/data/processos';
import { ApiError, apiRequest, errorMessage } from '@/lib/api/client';
import { processoEditSchema } from '@/lib/validation/processo';
import { CampoLink, CampoNumero, CamposPartes, CamposProcesso, dadosParaEnvio, errosPorCampo, type DadosForm, type Erros } from './campos';

function dadosDe(p: ProcessoDetalhe): DadosForm {
  return {
    numeroProcesso: p.numero ?? '',
    comarca: p.comarca,
    varaJudicial: p.vara_judicial ?? '',
    tipoAcao: p.tipo_acao_codigo,
    dataDistribuicao: p.data_distribuicao,
    valorCausa: p.valor_causa ?? '',
    descricao: p.descricao ?? '',
    requerente: p.requerente,
    requerenteAdvogado: p.requerente_advogado ?? '',
    requerido: p.requerido,
    requeridoAdvogado: p.requerido_advogado ?? '',
    link: p.link ?? '',
  };
}

// The entity's zod schema, applied to the body the form will send (empty optional texts become null).
const editResolver: Resolver<DadosForm> = (values, context, options) =>
  zodResolver(processoEditSchema)(dadosParaEnvio(values) as never, context, options as never) as never;

/** 'Editar': the registration rules on the case data (PUT /api/processo/{id}), in a react-hook-form form. */
export function EditarProcesso({ processo }: { processo: ProcessoDetalhe }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [erro, setErro] = useState<string | null>(null);
  const {
    handleSubmit,
    reset,
    setError,
    setValue,
    control,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<DadosForm>({ resolver: editResolver, defaultValues: dadosDe(processo) });
  const dados = useWatch({ control }) as DadosForm;
  const erros: Erros = Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v?.message]));
  const set = (k: keyof DadosForm, v: string) => setValue(k, v, { shouldValidate: isSubmitted, shouldDirty: true });

  async function salvar(values: DadosForm) {
    setErro(null);
    try {
      await apiRequest(`/api/processo/${processo.id}`, { method: 'PUT', body: dadosParaEnvio(values) });
    } catch (err) {
      if (err instanceof ApiError) {
        const porCampo = err.status === 409 ? { numeroProcesso: err.message } : errosPorCampo(err.errors);
        for (const [k, v] of Object.entries(porCampo)) if (v && k in values) setError(k as keyof DadosForm, { type: 'server', message: v });
      }
      setErro(errorMessage(err));
      return;
    }
    toast.success('Processo atualizado com sucesso');
    setOpen(false);
    router.refresh();
  }

  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          reset(dadosDe(processo));
          setErro(null);
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
        <form onSubmit={handleSubmit(salvar)} className="space-y-4" noValidate>
          {erro && <Alert tone="error">{erro}</Alert>}
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="sm:col-span-2">
              <CampoNumero dados={dados} set={set} erros={erros} />
            </div>
            <CamposProcesso dados={dados} set={set} erros={erros} />
            <CamposPartes dados={dados} set={set} erros={erros} />
            <div className="sm:col-span-2">
              <CampoLink dados={dados} set={set} erros={erros} />
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
