/**
 * A request's input, read only once the actor may act: a route passes its parser (`() => readJson(req, schema)`), so
 * a role that may not do it gets 403 whatever the body (the product's order: 401, 403/404, then 400).
 */
export type Entrada<T> = T | (() => T | Promise<T>);

export async function lerEntrada<T>(entrada: Entrada<T>): Promise<T> {
  return typeof entrada === 'function' ? (entrada as () => T | Promise<T>)() : entrada;
}
