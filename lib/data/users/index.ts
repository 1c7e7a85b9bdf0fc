// People and their accounts: the admin's list and edits, sign-up, personal settings and invitations.
export { LAST_ADMIN, SELF_LOCKOUT, USER_NOT_FOUND, type PublicUser } from './public-user';
export { listarUsuarios } from './listar';
export { registrosDaLista } from './registros-da-lista';
export { editarUsuario } from './editar';
export { cadastrarUsuario, REGISTER_LIMIT, REGISTER_PER_EMAIL, REGISTER_WINDOW_MS } from './registrar';
export { lerConfiguracoes, atualizarConfiguracoes } from './configuracoes';
export { CONVITE_ACEITO, CONVITE_NAO_ENCONTRADO, CONVITE_REVOGADO, type ConviteEnviado, type ConvitePendente } from './convites/convite';
export { convidarUsuario } from './convites/convidar';
export { listarConvitesPendentes } from './convites/listar-pendentes';
export { reenviarConvite } from './convites/reenviar';
export { revogarConvite } from './convites/revogar';
export { atualizarRegistroProfissional, MSG_SEM_REGISTRO } from './registro/atualizar';
export { lerRegistroProfissional, type RegistroProfissional } from './registro/ler';
export { enviarCertificado, MSG_CERTIFICADO_SO_PERITO } from './certificado/enviar';
export { removerCertificado, MSG_SEM_CERTIFICADO } from './certificado/remover';
export { aceitarConvite, conviteDoLink, MSG_CONVITE_INVALIDO, type ConviteDoLink } from './convites/aceitar';
