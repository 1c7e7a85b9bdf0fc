/**
 * The API client's error and its general messages, in a module of their own (re-exported by lib/api/client.ts): forms that
 * fetch the client on demand (useApiForm, the Cadastro wizard) test `instanceof ApiError` and show its messages
 * without loading the client up front, and still report "no connection" when even the client could not be fetched.
 */
export const MSG_CONNECTION = 'Erro de conexão com o servidor. Verifique a sua internet e tente novamente.';
export const MSG_UNEXPECTED = 'Não foi possível concluir a operação. Tente novamente.';

/** A failed call the caller handles: `status` 0 means the server was not reached. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errors: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The message to show for anything `apiRequest` threw. */
export function errorMessage(err: unknown): string {
  return err instanceof ApiError ? err.message : MSG_UNEXPECTED;
}
