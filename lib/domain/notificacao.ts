/** How a notification names its case: the CNJ number, or the requerente when the case has no number yet. */
export function nomeDoProcesso(c: { numero: string | null; requerente: string }): string {
  return c.numero ? `Processo ${c.numero}` : `Processo de ${c.requerente} (sem número)`;
}

/** The text of a notification about a case: "<case>: <what happened>". */
export function mensagemNotificacao(c: { numero: string | null; requerente: string }, texto: string): string {
  return `${nomeDoProcesso(c)}: ${texto}`;
}
