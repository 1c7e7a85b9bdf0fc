'use client';

import type { ComponentProps } from 'react';
import { BuscarDadosCnj } from '@/components/tribunais/buscar-dados-cnj';
import { Field, inputClass } from '@/components/ui/field';
import { TIPOS_JUSTICA, TIPO_JUSTICA, type TipoJustica } from '@/lib/domain/labels';
import { formatCentavos } from '@/lib/domain/money';
import { CampoLink, CampoNumero, CamposProcesso } from '../campos';
import { ArquivosCadastro } from './arquivos';
import { AvisoCreditos } from './confirmacao';
import type { Servicos } from './modelo';

type Campos = ComponentProps<typeof CampoNumero>;

/** Step 1: the case number, the justice type (which may fix the services) and the case's data. */
export function PassoProcesso({
  campos,
  tipoJustica,
  erro,
  escolherJustica,
  daPublicacao = false,
}: {
  campos: Campos;
  tipoJustica: TipoJustica | '';
  erro?: string;
  escolherJustica: (valor: string) => void;
  /** Opened by 'Cadastrar' on a DJEN communication: say so, and ask DataJud at once. */
  daPublicacao?: boolean;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        {daPublicacao && (
          <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">
            Número, vara e partes vieram da publicação do DJEN; os demais dados, do CNJ (DataJud). Confira e complete: todos os campos são editáveis.
          </p>
        )}
        <CampoNumero {...campos} />
        <BuscarDadosCnj
          numero={campos.dados.numeroProcesso}
          tipoAcaoAtual={campos.dados.tipoAcao}
          comarcaAtual={campos.dados.comarca}
          set={campos.set}
          escolherJustica={escolherJustica}
          autoBuscar={daPublicacao}
        />
      </div>
      <Field label="Tipo de Justiça *" error={erro}>
        {(p) => (
          <select {...p} name="tipoJustica" required className={inputClass} value={tipoJustica} onChange={(e) => escolherJustica(e.target.value)}>
            <option value="">Selecione</option>
            {TIPOS_JUSTICA.map((t) => (
              <option key={t} value={t}>
                {TIPO_JUSTICA.label[t]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <CamposProcesso {...campos} />
    </div>
  );
}

/** Step 4: files to upload (sent after the case is created), the Google Drive link, the total and whether a crédito pays. */
export function PassoDocumentos({
  campos,
  servicos,
  arquivos,
}: {
  campos: Campos;
  servicos: Servicos;
  arquivos: ComponentProps<typeof ArquivosCadastro>;
}) {
  return (
    <div className="space-y-4">
      <ArquivosCadastro {...arquivos} />
      <CampoLink {...campos} />
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Total a pagar: <strong className="text-slate-900 dark:text-slate-100">{formatCentavos(servicos.totalCentavos)}</strong>
      </p>
      <AvisoCreditos saldo={servicos.saldoCreditos} usa={servicos.usaCredito} />
    </div>
  );
}
