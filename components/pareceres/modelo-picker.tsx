'use client';

import Link from 'next/link';
import { useState } from 'react';
import { Library } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/field';
import { notify } from '@/components/forms/notify';
import { ApiError, apiRequest } from '@/lib/api/client';
import { TIPO_ACAO_MODELO_LABELS, type TipoAcaoModelo } from '@/lib/domain/pareceres/modelos';

type Modelo = { id: number; titulo: string; tipoAcao: TipoAcaoModelo; especialidade: string | null; fonte: string; quesitos: string[] };

/**
 * 'Usar um modelo' on the case's quesitos tab (issue 37 item 1): pick a model of the library (those of the case's
 * kind of action first), see its quesitos and source, and fill the case's quesitos in one step
 * (POST /api/processo/{id}/quesitos/modelo). Each quesito is then edited like any other.
 */
export function ModeloPicker({
  processoId,
  tipoAcao,
  onAplicado,
  podeGerenciar = false,
}: {
  processoId: number;
  tipoAcao: TipoAcaoModelo | null;
  onAplicado: () => void;
  /** Admins and médicos also get a link to the library's page. */
  podeGerenciar?: boolean;
}) {
  const [aberto, setAberto] = useState(false);
  const [modelos, setModelos] = useState<Modelo[] | null>(null);
  const [escolhido, setEscolhido] = useState<number | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);

  const abrir = async () => {
    setAberto(true);
    setErro(null);
    try {
      const r = await apiRequest<Modelo[]>('/api/quesitos/modelos');
      const ordem = [...r.data].sort((a, b) => Number(b.tipoAcao === tipoAcao) - Number(a.tipoAcao === tipoAcao));
      setModelos(ordem);
      setEscolhido(ordem[0]?.id ?? null);
    } catch (e) {
      setErro(e instanceof ApiError ? e.message : 'Não foi possível carregar os modelos.');
    }
  };

  const aplicar = async () => {
    if (escolhido === null) return;
    setEnviando(true);
    setErro(null);
    try {
      const r = await apiRequest<unknown[]>(`/api/processo/${processoId}/quesitos/modelo`, { body: { modeloId: escolhido } });
      notify('success', `${r.data.length} quesitos adicionados do modelo.`);
      setAberto(false);
      onAplicado();
    } catch (e) {
      setErro(e instanceof ApiError ? e.message : 'Não foi possível usar o modelo.');
    } finally {
      setEnviando(false);
    }
  };

  if (!aberto) {
    return (
      <Button variant="secondary" onClick={abrir}>
        <Library className="size-4" aria-hidden />
        Usar um modelo
      </Button>
    );
  }
  const modelo = modelos?.find((m) => m.id === escolhido);
  return (
    <section aria-label="Preencher com um modelo de quesitos" className="w-full space-y-3 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      {erro && <Alert tone="error">{erro}</Alert>}
      {modelos === null ? (
        !erro && <p className="text-sm">Carregando modelos...</p>
      ) : (
        <>
          <div className="space-y-1">
            <label htmlFor="modelo-quesitos" className="block text-sm font-medium">
              Modelo de quesitos
            </label>
            <select id="modelo-quesitos" className={inputClass} value={escolhido ?? ''} onChange={(e) => setEscolhido(Number(e.target.value))}>
              {modelos.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.titulo} ({TIPO_ACAO_MODELO_LABELS[m.tipoAcao]}
                  {m.especialidade ? ` · ${m.especialidade}` : ''})
                </option>
              ))}
            </select>
          </div>
          {modelo && (
            <div className="space-y-2 text-sm">
              <p className="text-slate-600 dark:text-slate-400">
                <span className="font-medium">Fonte:</span> {modelo.fonte}
              </p>
              <ol className="list-decimal space-y-1 pl-5">
                {modelo.quesitos.map((q, i) => (
                  <li key={i}>{q}</li>
                ))}
              </ol>
            </div>
          )}
          <div className="flex gap-2">
            <Button onClick={aplicar} disabled={enviando || escolhido === null} aria-busy={enviando}>
              {enviando ? 'Adicionando...' : `Adicionar ${modelo?.quesitos.length ?? 0} quesitos ao processo`}
            </Button>
            <Button variant="ghost" disabled={enviando} onClick={() => setAberto(false)}>
              Cancelar
            </Button>
            {podeGerenciar && (
              <Link href="/sistema/quesitos-modelos" className="self-center text-sm font-medium text-brand-700 hover:underline dark:text-brand-300">
                Gerenciar modelos
              </Link>
            )}
          </div>
        </>
      )}
    </section>
  );
}
