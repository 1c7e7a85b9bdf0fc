'use client';

import { useWatch, type Path, type PathValue, type UseFormReturn } from 'react-hook-form';
import { Field, Input, inputClass } from '@/components/ui/field';
import { CNJ_MASK, MONEY_BLOCKS, MONEY_MASK, MaskedInput } from '@/components/ui/masked-input';
import { TIPOS_ACAO, TIPO_ACAO } from '@/lib/domain/labels';

/** The text fields of a case as held by the registration and edit forms. */
export type DadosForm = {
  numeroProcesso: string;
  comarca: string;
  varaJudicial: string;
  tipoAcao: string;
  dataDistribuicao: string;
  valorCausa: string;
  descricao: string;
  requerente: string;
  requerenteAdvogado: string;
  requerido: string;
  requeridoAdvogado: string;
  link: string;
};

export const DADOS_VAZIOS: DadosForm = {
  numeroProcesso: '',
  comarca: '',
  varaJudicial: '',
  tipoAcao: '',
  dataDistribuicao: '',
  valorCausa: '',
  descricao: '',
  requerente: '',
  requerenteAdvogado: '',
  requerido: '',
  requeridoAdvogado: '',
  link: '',
};

export type Erros = Record<string, string | undefined>;
type Props = { dados: DadosForm; set: (k: keyof DadosForm, v: string) => void; erros: Erros };

export function CampoNumero({ dados, set, erros }: Props) {
  return (
    <Field label="Número do processo" hint="Se o processo ainda não foi ajuizado, deixe este campo em branco." error={erros.numeroProcesso}>
      {(p) => (
        <MaskedInput
          {...p}
          name="numeroProcesso"
          mask={CNJ_MASK}
          inputMode="numeric"
          autoComplete="off"
          placeholder="0000000-00.0000.0.00.0000"
          value={dados.numeroProcesso}
          onChange={(v) => set('numeroProcesso', v)}
        />
      )}
    </Field>
  );
}

export function CamposProcesso({ dados, set, erros }: Props) {
  return (
    <>
      <Field label="Comarca *" error={erros.comarca}>
        {(p) => <Input {...p} name="comarca" required value={dados.comarca} onChange={(e) => set('comarca', e.target.value)} />}
      </Field>
      <Field label="Vara judicial" error={erros.varaJudicial}>
        {(p) => <Input {...p} name="varaJudicial" value={dados.varaJudicial} onChange={(e) => set('varaJudicial', e.target.value)} />}
      </Field>
      <Field label="Tipo de Ação *" error={erros.tipoAcao}>
        {(p) => (
          <select {...p} name="tipoAcao" required className={inputClass} value={dados.tipoAcao} onChange={(e) => set('tipoAcao', e.target.value)}>
            <option value="">Selecione</option>
            {TIPOS_ACAO.map((t) => (
              <option key={t} value={t}>
                {TIPO_ACAO.label[t]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Data de distribuição *" error={erros.dataDistribuicao}>
        {(p) => (
          <Input
            {...p}
            name="dataDistribuicao"
            type="date"
            required
            value={dados.dataDistribuicao}
            onChange={(e) => set('dataDistribuicao', e.target.value)}
          />
        )}
      </Field>
      <Field label="Valor da causa" error={erros.valorCausa}>
        {(p) => (
          <MaskedInput
            {...p}
            name="valorCausa"
            mask={MONEY_MASK}
            blocks={MONEY_BLOCKS}
            inputMode="decimal"
            placeholder="R$ 0,00"
            value={dados.valorCausa}
            onChange={(v) => set('valorCausa', v)}
          />
        )}
      </Field>
      <Field label="Descrição" error={erros.descricao} className="sm:col-span-2">
        {(p) => (
          <textarea
            {...p}
            name="descricao"
            rows={4}
            maxLength={5000}
            className={inputClass}
            value={dados.descricao}
            onChange={(e) => set('descricao', e.target.value)}
          />
        )}
      </Field>
    </>
  );
}

export function CamposPartes({ dados, set, erros }: Props) {
  return (
    <>
      <Field label="Requerente *" error={erros.requerente}>
        {(p) => <Input {...p} name="requerente" required value={dados.requerente} onChange={(e) => set('requerente', e.target.value)} />}
      </Field>
      <Field label="Advogado do requerente" error={erros.requerenteAdvogado}>
        {(p) => (
          <Input {...p} name="requerenteAdvogado" value={dados.requerenteAdvogado} onChange={(e) => set('requerenteAdvogado', e.target.value)} />
        )}
      </Field>
      <Field label="Requerido *" error={erros.requerido}>
        {(p) => <Input {...p} name="requerido" required value={dados.requerido} onChange={(e) => set('requerido', e.target.value)} />}
      </Field>
      <Field label="Advogado do requerido" error={erros.requeridoAdvogado}>
        {(p) => (
          <Input {...p} name="requeridoAdvogado" value={dados.requeridoAdvogado} onChange={(e) => set('requeridoAdvogado', e.target.value)} />
        )}
      </Field>
    </>
  );
}

export function CampoLink({ dados, set, erros }: Props) {
  return (
    <Field
      label="Link da pasta no Google Drive"
      hint="Compartilhe a pasta com os documentos do processo (drive.google.com ou docs.google.com)."
      error={erros.link}
    >
      {(p) => (
        <Input
          {...p}
          name="link"
          type="url"
          placeholder="https://drive.google.com/..."
          value={dados.link}
          onChange={(e) => set('link', e.target.value)}
        />
      )}
    </Field>
  );
}

/** A react-hook-form form holding the case fields, as the field components above take it (value, setter, message). */
export function useCampos<T extends DadosForm, O>(form: UseFormReturn<T, unknown, O>): Props & { dados: T } {
  const dados = useWatch({ control: form.control }) as T;
  const { errors, isSubmitted } = form.formState;
  const erros: Erros = Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, typeof v?.message === 'string' ? v.message : undefined]));
  const set = (k: keyof DadosForm, v: string) => form.setValue(k as Path<T>, v as PathValue<T, Path<T>>, { shouldValidate: isSubmitted, shouldDirty: true });
  return { dados, set, erros };
}

/** Form state → request body: empty optional texts become null. */
export function dadosParaEnvio(d: DadosForm) {
  const nul = (v: string) => (v.trim() ? v : null);
  return {
    numeroProcesso: nul(d.numeroProcesso),
    comarca: d.comarca,
    varaJudicial: nul(d.varaJudicial),
    tipoAcao: d.tipoAcao,
    dataDistribuicao: d.dataDistribuicao,
    valorCausa: nul(d.valorCausa),
    descricao: nul(d.descricao),
    requerente: d.requerente,
    requerenteAdvogado: nul(d.requerenteAdvogado),
    requerido: d.requerido,
    requeridoAdvogado: nul(d.requeridoAdvogado),
    link: nul(d.link),
  };
}
