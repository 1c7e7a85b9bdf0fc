export { buscarUsuarioDoTokenApi } from './autenticar';
export { MSG_TOKEN_NAO_ENCONTRADO, MSG_TOKEN_POR_TOKEN, type TokenApiItem } from './comum';
export { criarTokenApi } from './criar';
export { listarTokensApi } from './listar';
export { revogarTokenApi } from './revogar';
