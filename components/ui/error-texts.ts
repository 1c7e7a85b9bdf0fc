// Kept apart from error-screen.tsx (which renders next/link) so the root 404 can use the texts without loading
// any client component on every page (app/not-found.tsx).

/** SPEC §8 error catalogue. */
export const ERROR_TEXTS: Record<number, { title: string; message: string }> = {
  400: { title: 'Erro 400', message: 'Requisição inválida. Verifique os dados enviados.' },
  401: { title: 'Erro 401', message: 'Você não está logado, experimente fazer login novamente para acessar esta página.' },
  403: { title: 'Erro 403', message: 'Você não tem permissão para acessar esta página.' },
  404: { title: 'Erro 404', message: 'Página não encontrada.' },
  500: { title: 'Erro 500', message: 'Erro interno no servidor. Tente novamente mais tarde.' },
};

export function errorText(status: number) {
  return ERROR_TEXTS[status] ?? { title: 'Erro desconhecido', message: 'Algo inesperado aconteceu.' };
}
