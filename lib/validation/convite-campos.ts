/**
 * What 'Criar sua senha' (/convite) asks of each invited role besides the password, in screen order (the server
 * checks them: lib/data/users/convites/aceitar). Kept apart from the zod schema (./registro-profissional) so the
 * page's form can name its fields before loading zod.
 */
export type ConviteCampo = 'crm' | 'crmUf' | 'especialidade' | 'rqe' | 'oabNumero' | 'oabUf' | 'cpf' | 'telefone';

export const CAMPOS_CONVITE_POR_PERFIL: Partial<Record<string, readonly ConviteCampo[]>> = {
  medico: ['crm', 'crmUf', 'especialidade', 'rqe'],
  advogado: ['oabNumero', 'oabUf', 'cpf', 'telefone'],
};

/** Every role's fields: a form posted without JavaScript sends its role's, and the others are ignored. */
export const CAMPOS_CONVITE: readonly ConviteCampo[] = ['crm', 'crmUf', 'especialidade', 'rqe', 'oabNumero', 'oabUf', 'cpf', 'telefone'];
