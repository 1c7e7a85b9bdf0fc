'use client';

import { clsx } from 'clsx';
import type { FieldErrors } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { deliveryDate } from '@/lib/domain/deadlines';
import { formatCentavos } from '@/lib/domain/money';
import { clampAnticipation, dicaAntecipacao } from '@/lib/domain/pricing/case';
import { precoFase, somaFases } from '@/lib/domain/pricing/tabela';
import { rotuloServico } from '@/lib/domain/status';
import { SERVICOS } from '@/lib/validation/processo';
import { formatDate } from '../format';
import type { CadastroForm, Servicos } from './modelo';

// SPEC's text, with 'Cívil' written 'Cível' (DESIGN §6).
const AVISO_FIXAS = 'Fases fixas para Justiça Estadual, Militar Eleitoral e Cível / Juizados Especiais.';

type Props = {
  hoje: string;
  servicos: Servicos;
  errors: FieldErrors<CadastroForm>;
  /** Ticks or unticks a service (phase 2 needs phase 1: lib/domain/fases). */
  alternar: (id: number, marcado: boolean) => void;
  selecionarTodos: () => void;
  mudarDias: (dias: number) => void;
};

/** Step 3: the services (fixed for some justice types), the anticipation days, and the dates and totals (SPEC §9). */
export function PassoServicos({ hoje, servicos, errors, alternar, selecionarTodos, mudarDias }: Props) {
  const { fixas, fases, maxDias, diasValidos, tabela, tipoJustica } = servicos;
  return (
    <div className="space-y-5">
      {fixas && <Alert tone="info">{AVISO_FIXAS}</Alert>}
      <fieldset className="space-y-2" aria-describedby={errors.fasesSelecionadas ? 'erro-fases' : undefined}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <legend className="text-sm font-medium">Serviços</legend>
          <Button variant="ghost" size="sm" disabled={fixas} onClick={selecionarTodos}>
            Selecionar Todos
          </Button>
        </div>
        {SERVICOS.map((s) => {
          const marcado = fases.includes(s.id);
          return (
            <label
              key={s.id}
              className={clsx(
                'flex items-center justify-between gap-3 rounded-md border px-3 py-2',
                marcado ? 'border-brand-500 bg-brand-50 dark:bg-brand-950' : 'border-slate-200 dark:border-slate-700',
                fixas && 'opacity-80',
              )}
            >
              <span className="flex items-center gap-3">
                <input type="checkbox" className="size-4" checked={marcado} disabled={fixas} onChange={(e) => alternar(s.id, e.target.checked)} />
                {s.nome}
              </span>
              {!fixas && <span className="text-sm text-slate-600 dark:text-slate-400">{formatCentavos(precoFase(tabela, s.id, tipoJustica))}</span>}
            </label>
          );
        })}
        {errors.fasesSelecionadas && (
          <p id="erro-fases" className="text-sm text-red-700 dark:text-red-400">
            {errors.fasesSelecionadas.message}
          </p>
        )}
      </fieldset>

      <Field
        label="Dias de antecipação"
        hint={dicaAntecipacao(maxDias, formatCentavos(tabela.antecipacaoPorDiaCentavos), tabela.antecipacaoMaxDiasPorFase)}
        error={errors.diasAntecipacao?.message}
      >
        {(p) => (
          <Input
            {...p}
            name="diasAntecipacao"
            type="number"
            min={0}
            max={maxDias}
            step={1}
            className="max-w-40"
            value={String(diasValidos)}
            onChange={(e) => mudarDias(clampAnticipation(Number(e.target.value), fases.length, tabela))}
          />
        )}
      </Field>

      <TabelaServicos hoje={hoje} servicos={servicos} />
    </div>
  );
}

/** 'Serviços e prazos de entrega': each service's delivery date, then services, anticipation and total. */
function TabelaServicos({ hoje, servicos: { fixas, fases, diasValidos, totalCentavos, tabela, tipoJustica } }: { hoje: string; servicos: Servicos }) {
  return (
    <div className="rounded-lg border border-slate-200 dark:border-slate-700">
      <h3 className="border-b border-slate-200 px-4 py-2 font-semibold dark:border-slate-700">Serviços e prazos de entrega</h3>
      {fases.length === 0 ? (
        <p className="px-4 py-3 text-sm text-slate-600 dark:text-slate-400">Nenhum serviço selecionado.</p>
      ) : (
        <ul aria-label="Serviços selecionados" className="divide-y divide-slate-100 dark:divide-slate-800">
          {fases.map((id, i) => (
            <li key={id} className="flex flex-wrap justify-between gap-2 px-4 py-2 text-sm">
              <span className="font-medium">{rotuloServico(id)}</span>
              <span>Entrega: {formatDate(deliveryDate(hoje, i + 1, diasValidos))}</span>
            </li>
          ))}
        </ul>
      )}
      <dl className="space-y-1 border-t border-slate-200 px-4 py-3 text-sm dark:border-slate-700">
        <div className="flex justify-between">
          <dt>{fixas ? 'Pacote completo de assistência técnica' : 'Serviços'}</dt>
          <dd>{formatCentavos(fixas ? tabela.pacoteCompletoCentavos : somaFases(tabela, fases, tipoJustica))}</dd>
        </div>
        <div className="flex justify-between">
          <dt>
            Antecipação ({diasValidos} {diasValidos === 1 ? 'dia' : 'dias'})
          </dt>
          <dd>{formatCentavos(diasValidos * tabela.antecipacaoPorDiaCentavos)}</dd>
        </div>
        <div className="flex justify-between text-base font-semibold">
          <dt>Total</dt>
          <dd aria-live="polite" data-testid="total">
            {formatCentavos(totalCentavos)}
          </dd>
        </div>
      </dl>
    </div>
  );
}
