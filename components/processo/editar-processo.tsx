'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'sonner';
import { Pencil } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { ProcessoDetalhe } from '@/lib/data/processos';
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

/** 'Editar': the registration rules on the case data (PUT /api/processo/{id}). */
export function EditarProcesso({ processo }: { processo: ProcessoDetalhe }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [dados, setDados] = useState<DadosForm>(() => dadosDe(processo));
  const [erros, setErros] = useState<Erros>({});
  const [erro, setErro] = useState<string | null>(null);
  const [salvando, setSalvando] = useState(false);
  const set = (k: keyof DadosForm, v: string) => setDados((d) => ({ ...d, [k]: v }));

  async function salvar(e: React.FormEvent) {
    e.preventDefault();
    setErro(null);
    const body = dadosParaEnvio(dados);
    const check = processoEditSchema.safeParse(body);
    if (!check.success) {
      setErros(errosPorCampo(check.error.issues));
      return;
    }
    setErros({});
    setSalvando(true);
    try {
      const res = await fetch(`/api/processo/${processo.id}`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      const data = (await res.json().catch(() => ({}))) as { message?: string; errors?: Record<string, string> };
      if (!res.ok) {
        if (data.errors) setErros(errosPorCampo(data.errors));
        if (res.status === 409) setErros({ numeroProcesso: data.message });
        throw new Error(data.message || 'Erro ao atualizar o processo');
      }
      toast.success('Processo atualizado com sucesso');
      setOpen(false);
      router.refresh();
    } catch (err) {
      setErro(err instanceof Error ? err.message : 'Erro ao atualizar o processo');
    } finally {
      setSalvando(false);
    }
  }

  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          setDados(dadosDe(processo));
          setErros({});
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
        <form onSubmit={salvar} className="space-y-4" noValidate>
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
            <Button variant="ghost" onClick={() => setOpen(false)} disabled={salvando}>
              Cancelar
            </Button>
            <Button type="submit" disabled={salvando} aria-busy={salvando}>
              {salvando ? 'Salvando...' : 'Salvar alterações'}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
