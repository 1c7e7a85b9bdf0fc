import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * `zodResolver` for a schema loaded on demand: the public and account pages (login, cadastro, senha) keep zod
 * and the schema out of the JavaScript they load up front; the schema is fetched the first time the form is
 * validated (or earlier, through `preload`, e.g. on first focus). Same schema, same messages as the server's.
 */
export function lazyZodResolver<Input extends FieldValues, Output>(
  load: () => Promise<z.ZodType<Output, Input>>,
): Resolver<Input, unknown, Output> & { preload: () => void } {
  let schema: Promise<z.ZodType<Output, Input>> | undefined;
  const get = () => (schema ??= load());
  const resolver = (async (values, context, options) => {
    const loaded = await get();
    return (zodResolver(loaded as never) as unknown as Resolver<Input, unknown, Output>)(values, context, options);
  }) as Resolver<Input, unknown, Output>;
  return Object.assign(resolver, { preload: () => void get() });
}
