import { CampoCpf, CampoTelefone } from '@/components/forms/campos-cpf-telefone';
import { Field, Input } from '@/components/ui/field';
import type { CadastroForm } from './use-cadastro-form';

/** Step 1 of /cadastro ('Pessoal'), which comes with the page: nome, CPF, telefone and endereço. */
export function CadastroPessoal({ form }: { form: CadastroForm }) {
  const { campo, mascarado, errors } = form;
  return (
    <>
      <Field label="Nome completo" error={errors.nome}>
        {(a) => <Input {...a} {...campo('nome')} autoComplete="name" />}
      </Field>
      <CampoCpf {...mascarado('cpf')} />
      <CampoTelefone {...mascarado('telefone')} />
      <Field label="Endereço" error={errors.endereco}>
        {(a) => <Input {...a} {...campo('endereco')} autoComplete="street-address" />}
      </Field>
    </>
  );
}
