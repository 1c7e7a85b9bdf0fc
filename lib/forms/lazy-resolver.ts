import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError, MSG_CONNECTION } from '@/lib/api/errors';

type ZodResolverModule = typeof import('@hookform/resolvers/zod');

let resolverModule: Promise<ZodResolverModule> | undefined;

/** `@hookform/resolvers/zod`, fetched once on demand (it stays out of the JavaScript a page loads up front). */
export function loadZodResolver(): Promise<ZodResolverModule> {
  resolverModule ??= import('@hookform/resolvers/zod').catch((err: unknown) => {
    resolverModule = undefined;
    throw err;
  });
  return resolverModule;
}

/**
 * `zodResolver` for a schema loaded on demand: the public and account pages (login, cadastro, senha) keep zod,
 * the schema and the resolver itself out of the JavaScript they load up front; they are fetched the first time
 * the form is validated (or earlier, through `preload`, e.g. on first focus). Same schema, same messages as the server's.
 * `raw`: the values are judged by the schema but handed on as typed (zodResolver's `raw` mode).
 * If the code cannot be fetched (offline), validating rejects with a connection `ApiError` (useApiForm shows
 * its message), and the next validation tries again.
 */
export function lazyZodResolver<Input extends FieldValues, Output>(
  load: () => Promise<z.ZodType<Output, Input>> | z.ZodType<Output, Input>,
  { raw = false }: { raw?: boolean } = {},
): Resolver<Input, unknown, Output> & { preload: () => void } {
  let ready: Promise<Resolver<Input, unknown, Output>> | undefined;
  const get = () =>
    (ready ??= Promise.all([load(), loadZodResolver()]).then(
      ([schema, { zodResolver }]) =>
        (raw ? zodResolver(schema as never, undefined, { raw: true }) : zodResolver(schema as never)) as unknown as Resolver<Input, unknown, Output>,
      () => {
        ready = undefined;
        throw new ApiError(MSG_CONNECTION, 0);
      },
    ));
  const resolver = (async (values, context, options) => (await get())(values, context, options)) as Resolver<Input, unknown, Output>;
  return Object.assign(resolver, {
    preload: () => {
      // Offline: validation retries (and reports) when the form is submitted.
      get().catch(() => {});
    },
  });
}
