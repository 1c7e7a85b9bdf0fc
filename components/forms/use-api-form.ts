'use client';

import { useEffect, useState } from 'react';
import { useForm, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError, MSG_CONNECTION, errorMessage } from '@/lib/api/errors';
import { lazyZodResolver, loadZodResolver } from '@/lib/forms/lazy-resolver';
import type { ApiFormOptions } from './api-form-options';
import { notify } from './notify';

export { notify };
export type { ApiFormOptions };

/**
 * The one form pattern of the product (DESIGN §2): react-hook-form validated by the entity's zod schema
 * (lib/validation), sent through the one API client (`apiRequest`), the server's per-field `errors` put on the
 * fields (the first one focused), its `{ message }` shown once (inline, `formError`, or as a toast), success
 * announced with a toast. Fields render through `components/ui/field` (aria-invalid / aria-describedby).
 *
 * sonner is loaded only when a toast is due, so the public pages that use this hook (contato, senha) carry no
 * toast library; in the system area it is the same module the <Toaster> of components/providers loads.
 * Likewise the sending (./api-form-submit, with the API client) and the zod resolver are fetched once the form is
 * on screen, not with the page: the login, account and public pages load less up front (bench/public-js.mjs); in
 * the system area they are already loaded, and resolve at once.
 */
export type ApiForm<I extends FieldValues, O> = UseFormReturn<I, unknown, O> & {
  /** The <form onSubmit>. */
  submit: (e?: React.BaseSyntheticEvent) => Promise<void>;
  /** The failure's general message (with `failure: 'inline'`), for an <Alert>. */
  formError: string | null;
  setFormError: (message: string | null) => void;
  /** The last submit succeeded (cleared when the next one starts): for a success message in the form. */
  succeeded: boolean;
};

type Submitter = typeof import('./api-form-submit');
let submitter: Promise<Submitter> | undefined;

/** ./api-form-submit (and the API client it sends through), fetched once; offline → a connection `ApiError`. */
function loadSubmitter(): Promise<Submitter> {
  submitter ??= import('./api-form-submit').catch(() => {
    submitter = undefined;
    throw new ApiError(MSG_CONNECTION, 0);
  });
  return submitter;
}

// One resolver per schema (and mode), made once: the forms pass module-level schemas.
const resolvers = { parsed: new WeakMap<z.ZodType, Resolver<never, unknown, never>>(), raw: new WeakMap<z.ZodType, Resolver<never, unknown, never>>() };

function schemaResolver<I extends FieldValues, O>(schema?: z.ZodType<O, I>, rawSchema?: z.ZodType): Resolver<I, unknown, O> | undefined {
  const judge = rawSchema ?? schema;
  if (!judge) return undefined;
  const cache = rawSchema ? resolvers.raw : resolvers.parsed;
  let resolver = cache.get(judge);
  if (!resolver) {
    resolver = lazyZodResolver(() => judge as z.ZodType<unknown, FieldValues>, { raw: Boolean(rawSchema) }) as unknown as Resolver<never, unknown, never>;
    cache.set(judge, resolver);
  }
  return resolver as unknown as Resolver<I, unknown, O>;
}

export function useApiForm<I extends FieldValues, O = I, R = unknown>(options: ApiFormOptions<I, O, R>): ApiForm<I, O> {
  const { schema, rawSchema, resolver, onFailure, failure = 'inline' } = options;
  const {
    /* eslint-disable @typescript-eslint/no-unused-vars -- taken out of what useForm gets */
    to,
    method,
    body,
    handle,
    send,
    success,
    onSuccess,
    fieldErrors,
    messageWithFieldErrors,
    resetOnSuccess,
    /* eslint-enable @typescript-eslint/no-unused-vars */
    ...formProps
  } = options;
  const form = useForm<I, unknown, O>({
    ...formProps,
    resolver: resolver ?? schemaResolver<I, O>(schema, rawSchema),
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [succeeded, setSucceeded] = useState(false);
  const usesSchema = Boolean(schema ?? rawSchema) && !resolver;

  // Fetch the sending code (and the resolver) once the form is on screen, so the first submit need not wait.
  useEffect(() => {
    loadSubmitter().catch(() => {});
    if (usesSchema) loadZodResolver().catch(() => {});
  }, [usesSchema]);

  const handleValid = form.handleSubmit(async (values) => {
    setFormError(null);
    const { submitApiForm } = await loadSubmitter();
    await submitApiForm(form, values, options, { setFormError, setSucceeded });
  });
  const submit = async (e?: React.BaseSyntheticEvent) => {
    setSucceeded(false);
    try {
      await handleValid(e);
    } catch (err) {
      // The validation or the sending code could not be fetched (offline): said like a call that reached no server.
      if (!(err instanceof ApiError)) throw err;
      onFailure?.(err);
      if (failure === 'toast') notify('error', errorMessage(err));
      else setFormError(errorMessage(err));
    }
  };

  return Object.assign(form, { submit, formError, setFormError, succeeded });
}
