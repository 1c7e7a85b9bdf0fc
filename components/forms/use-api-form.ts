'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type FieldValues, type Path, type Resolver, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError, apiRequest, errorMessage, type ApiOptions } from '@/lib/api/client';

/**
 * The one form pattern of the product (DESIGN §2): react-hook-form validated by the entity's zod schema
 * (lib/validation), sent through the one API client (`apiRequest`), the server's per-field `errors` put on the
 * fields (the first one focused), its `{ message }` shown once (inline, `formError`, or as a toast), success
 * announced with a toast. Fields render through `components/ui/field` (aria-invalid / aria-describedby).
 *
 * sonner is loaded only when a toast is due, so the public pages that use this hook (contato, senha) carry no
 * toast library; in the system area it is the same module the <Toaster> of components/providers loads.
 */
export type ApiFormOptions<I extends FieldValues, O, R> = Omit<UseFormProps<I, unknown, O>, 'resolver'> & {
  /** The entity's zod schema; or `resolver` for one built otherwise (e.g. `lazyZodResolver`). */
  schema?: z.ZodType<O, I>;
  /** A schema that judges the values as typed, which are then sent as typed (the API takes SPEC's text). */
  rawSchema?: z.ZodType;
  resolver?: Resolver<I, unknown, O>;
  /** Where the valid values go: `apiRequest(to, { method, body: body(values) })`… */
  to?: string | ((values: O) => string);
  method?: ApiOptions['method'];
  body?: (values: O) => unknown;
  /** Statuses among 401/403/404 that are an ordinary error here (see `apiRequest`). */
  handle?: ApiOptions['handle'];
  /** …or a sender of its own (still through `apiRequest`), for a submit that makes more than one call. */
  send?: (values: O) => Promise<R>;
  /** The success toast: a text, or one from the answer (its `message`, say). */
  success?: string | ((result: R, values: O) => string | null | undefined);
  onSuccess?: (result: R, values: O) => void | Promise<void>;
  /** Field messages beyond the server's `errors` (e.g. a 409 that belongs to one field). */
  fieldErrors?: (err: ApiError) => Record<string, string | undefined>;
  /** After the field errors are placed, for a form that reacts to a failure in its own way. */
  onFailure?: (err: unknown) => void;
  /** The failure's message: inline (`formError`, the default) or as an error toast. */
  failure?: 'inline' | 'toast';
  /** false: no general message when the failure put messages on fields. */
  messageWithFieldErrors?: boolean;
  /** Clear the form (back to its default values) after a success. */
  resetOnSuccess?: boolean;
};

export type ApiForm<I extends FieldValues, O> = UseFormReturn<I, unknown, O> & {
  /** The <form onSubmit>. */
  submit: (e?: React.BaseSyntheticEvent) => Promise<void>;
  /** The failure's general message (with `failure: 'inline'`), for an <Alert>. */
  formError: string | null;
  setFormError: (message: string | null) => void;
  /** The last submit succeeded (cleared when the next one starts): for a success message in the form. */
  succeeded: boolean;
};

export function notify(kind: 'success' | 'error' | 'info' | 'warning', text: string) {
  void import('sonner').then(({ toast }) => toast[kind](text));
}

/** Server `errors` (keys may be paths, 'fases.0') → the form's own top-level fields. */
export function serverFieldErrors(errors: Record<string, string | undefined>, fields: readonly string[]): [string, string][] {
  const out = new Map<string, string>();
  for (const [key, message] of Object.entries(errors)) {
    const name = key.split('.')[0];
    if (message && fields.includes(name) && !out.has(name)) out.set(name, message);
  }
  return [...out];
}

function schemaResolver<I extends FieldValues, O>(schema?: z.ZodType<O, I>, rawSchema?: z.ZodType): Resolver<I, unknown, O> | undefined {
  if (rawSchema) return zodResolver(rawSchema as never, undefined, { raw: true }) as unknown as Resolver<I, unknown, O>;
  return schema ? (zodResolver(schema as never) as unknown as Resolver<I, unknown, O>) : undefined;
}

export function useApiForm<I extends FieldValues, O = I, R = unknown>(options: ApiFormOptions<I, O, R>): ApiForm<I, O> {
  const {
    schema,
    rawSchema,
    resolver,
    to,
    method,
    body,
    handle,
    send,
    success,
    onSuccess,
    fieldErrors,
    onFailure,
    failure = 'inline',
    messageWithFieldErrors = true,
    resetOnSuccess = false,
    ...formProps
  } = options;
  const form = useForm<I, unknown, O>({
    ...formProps,
    resolver: resolver ?? schemaResolver<I, O>(schema, rawSchema),
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [succeeded, setSucceeded] = useState(false);

  const submit = (e?: React.BaseSyntheticEvent) => {
    setSucceeded(false);
    return handleValid(e);
  };
  const handleValid = form.handleSubmit(async (values) => {
    setFormError(null);
    let result: R;
    try {
      if (send) result = await send(values);
      else {
        const path = typeof to === 'function' ? to(values) : to;
        if (!path) throw new Error('useApiForm: `to` or `send` is required');
        result = (await apiRequest<R>(path, { method: method ?? 'POST', body: body ? body(values) : values, handle })).data;
      }
    } catch (err) {
      const errors = err instanceof ApiError ? { ...err.errors, ...fieldErrors?.(err) } : {};
      const placed = serverFieldErrors(errors, Object.keys(form.getValues()));
      placed.forEach(([name, message], i) => form.setError(name as Path<I>, { type: 'server', message }, { shouldFocus: i === 0 }));
      onFailure?.(err);
      if (placed.length > 0 && !messageWithFieldErrors) return;
      if (failure === 'toast') notify('error', errorMessage(err));
      else setFormError(errorMessage(err));
      return;
    }
    if (resetOnSuccess) form.reset();
    setSucceeded(true);
    const text = typeof success === 'function' ? success(result, values) : success;
    if (text) notify('success', text);
    await onSuccess?.(result, values);
  });

  return Object.assign(form, { submit, formError, setFormError, succeeded });
}
