import type { ChangeEvent, FocusEvent } from 'react';
import { Field, Input } from '@/components/ui/field';
import { UfSelect } from '@/components/ui/uf-select';

type Control = HTMLInputElement | HTMLSelectElement;

/**
 * What a field of these blocks is given: react-hook-form's `register(name)`, or for a form of plain fields its
 * name with the value to show (`defaultValue`, e.g. what a post made without JavaScript sent) or a controlled
 * `value` and `onChange`.
 */
export type CampoProps = {
  name: string;
  value?: string;
  defaultValue?: string;
  onChange?: (e: ChangeEvent<Control>) => unknown;
  onBlur?: (e: FocusEvent<Control>) => unknown;
  ref?: (el: Control | null) => void;
};

/** A field's message: the text, or react-hook-form's error holding it. */
type Erro = string | { message?: string } | undefined;
type Erros<N extends string> = Partial<Record<N, Erro>>;
const texto = (e: Erro) => (typeof e === 'string' ? e : e?.message);

export type CampoMedico = 'crm' | 'crmUf' | 'especialidade' | 'rqe';
export type CampoOab = 'oabNumero' | 'oabUf';

/** A registration number and its UF, side by side (CRM, OAB). */
function NumeroComUf({ numero, uf, hint, inputMode, campoNumero, campoUf, erroNumero, erroUf }: {
  numero: string;
  uf: string;
  hint: string;
  inputMode: 'numeric' | 'text';
  campoNumero: CampoProps;
  campoUf: CampoProps;
  erroNumero: Erro;
  erroUf: Erro;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
      <Field label={numero} hint={hint} error={texto(erroNumero)}>
        {(a) => <Input {...a} {...campoNumero} inputMode={inputMode} />}
      </Field>
      <Field label={uf} error={texto(erroUf)}>
        {(a) => <UfSelect {...a} {...campoUf} />}
      </Field>
    </div>
  );
}

/** A médico's registration (Meus dados, the invitation): CRM and its UF, especialidade, RQE (optional). */
export function CamposRegistroMedico({ campo, errors }: { campo: (name: CampoMedico) => CampoProps; errors: Erros<CampoMedico> }) {
  return (
    <>
      <NumeroComUf numero="CRM" uf="UF do CRM" hint="Somente números" inputMode="numeric" campoNumero={campo('crm')} campoUf={campo('crmUf')} erroNumero={errors.crm} erroUf={errors.crmUf} />
      <Field label="Especialidade" error={texto(errors.especialidade)}>
        {(a) => <Input {...a} {...campo('especialidade')} />}
      </Field>
      <Field label="RQE (opcional)" hint="Registro de Qualificação de Especialista, quando houver" error={texto(errors.rqe)}>
        {(a) => <Input {...a} {...campo('rqe')} inputMode="numeric" />}
      </Field>
    </>
  );
}

/**
 * An advogado's OAB number and UF (Meus dados, the invitation, /cadastro). `opcional`: the number's label says so
 * (/cadastro, where both may be left blank).
 */
export function CamposOab({ campo, errors, opcional = false }: { campo: (name: CampoOab) => CampoProps; errors: Erros<CampoOab>; opcional?: boolean }) {
  return (
    <NumeroComUf
      numero={opcional ? 'Número da OAB (opcional)' : 'Número da OAB'}
      uf="UF da OAB"
      hint="Ex.: 123456 ou 12345-A"
      inputMode="text"
      campoNumero={campo('oabNumero')}
      campoUf={campo('oabUf')}
      erroNumero={errors.oabNumero}
      erroUf={errors.oabUf}
    />
  );
}
