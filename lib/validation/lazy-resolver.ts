import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * `zodResolver` for a schema loaded on demand: the public and account pages (login, cadastro, senha) keep zod,
 * the schema and the resolver itself out of the JavaScript they load up front; they are fetched the first time
 * the form is validated (or earlier, through `preload`, e.g. on first focus). Same schema, same messages as the server's.
 */
export function lazyZodResolver<Input extends FieldValues, Output>(
  load: () => Promise<z.ZodType<Output, Input>>,
): Resolver<Input, unknown, Output> & { preload: () => void } {
  let ready: Promise<Resolver<Input, unknown, Output>> | undefined;
  const get = () =>
    (ready ??= Promise.all([load(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema as never) as unknown as Resolver<Input, unknown, Output>,
    ));
  const resolver = (async (values, context, options) => (await get())(values, context, options)) as Resolver<Input, unknown, Output>;
  return Object.assign(resolver, {
    preload: () => {
      get().catch(() => {
        // Offline: validation retries (and reports) when the form is submitted.
        ready = undefined;
      });
    },
  });
}
