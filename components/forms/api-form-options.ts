import type { FieldValues, Resolver, UseFormProps } from 'react-hook-form';
import type { z } from 'zod';
import type { ApiOptions } from '@/lib/api/client';
import type { ApiError } from '@/lib/api/errors';

/**
 * What a form built on useApiForm declares (components/forms/use-api-form.ts); read by the hook and by the sending
 * code it fetches on demand (./api-form-submit), so neither imports the other for it.
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
