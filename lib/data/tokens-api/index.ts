export { findTokenApiUser } from './autenticar';
export { criarTokenApi, listarTokensApi, revogarTokenApi, MSG_TOKEN_NAO_ENCONTRADO, MSG_TOKEN_POR_TOKEN, type TokenApiItem } from './gerenciar';
