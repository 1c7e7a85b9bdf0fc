'use client';

import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import type { ApiOptions } from '@/lib/api/client';
import { ApiError, MSG_CONNECTION, errorMessage } from '@/lib/api/errors';

type Errors = Record<string, string | undefined>;

export type PlainFormOptions<O, R> = {
  /** The entity's zod schema, fetched on demand (first focus or submit), the same the server parses with. */
  schema: () => Promise<z.ZodType<O>>;
  /** The form's text fields, in screen order (the first invalid one gets the focus). */
  fields: readonly string[];
  /** The values as the schema reads them; by default each field's text. */
  values?: (data: FormData) => Record<string, unknown>;
  /** Where the parsed values go, through the one API client (fetched on demand too)… */
  to: string;
  /** …as this body (by default the parsed values). */
  body?: (values: O) => unknown;
  /** Statuses among 401/403/404 that are an ordinary error here (see `apiRequest`). */
  handle?: ApiOptions['handle'];
  onSuccess?: (result: R, values: O) => void | Promise<void>;
  onFailure?: (err: ApiError) => void;
  /** false: no general message when the failure put messages on fields (default true, as useApiForm). */
  messageWithFieldErrors?: boolean;
  /** Clear the text fields after a success. */
  resetOnSuccess?: boolean;
};

/**
 * The form pattern of useApiForm (DESIGN §2: the entity's zod schema, `apiRequest`, server `errors` on the fields
 * with the first one focused, `{ message }` shown inline) for the small public and auth forms, without
 * react-hook-form: the fields are uncontrolled, read from the form when it is submitted, and judged again as they
 * change after a submit (react-hook-form's default). Keeps those pages' JavaScript within its budget
 * (bench/public-js.mjs).
 */
export function usePlainForm<O = Record<string, string>, R = unknown>(options: PlainFormOptions<O, R>) {
  const { schema, fields, to, body, handle, onSuccess, onFailure, messageWithFieldErrors = true, resetOnSuccess = false } = options;
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [succeeded, setSucceeded] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [submitted, setSubmitted] = useState(false);

  const preload = () => {
    schema().catch(() => {});
  };
  const read = (form: HTMLFormElement) => {
    const data = new FormData(form);
    return options.values ? options.values(data) : Object.fromEntries(fields.map((f) => [f, String(data.get(f) ?? '')]));
  };
  const issuesOf = (error: z.ZodError) => {
    const found: Errors = {};
    for (const issue of error.issues) found[String(issue.path[0])] ??= issue.message;
    return found;
  };

  /** Field messages on the fields, the first one focused; true when there was any. */
  function place(form: HTMLFormElement, found: Errors): boolean {
    const placed = Object.fromEntries(fields.filter((f) => found[f]).map((f) => [f, found[f]]));
    setErrors(placed);
    const first = fields.find((f) => placed[f]);
    if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
    return Boolean(first);
  }

  /** After a submit, a changed field is judged again as it is typed. */
  async function revalidate(e: FormEvent<HTMLFormElement>) {
    const name = (e.target as HTMLInputElement).name;
    if (!submitted || !fields.includes(name)) return;
    const parsed = (await schema().catch(() => null))?.safeParse(read(e.currentTarget));
    if (parsed) setErrors((prev) => ({ ...prev, [name]: parsed.success ? undefined : issuesOf(parsed.error)[name] }));
  }

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const values = read(form);
    setSubmitted(true);
    setSucceeded(false);
    setFormError(null);
    setSubmitting(true);
    try {
      const parsed = (await schema()).safeParse(values);
      if (!parsed.success) {
        place(form, issuesOf(parsed.error));
        return;
      }
      setErrors({});
      const { apiRequest } = await import('@/lib/api/client');
      const { data: result } = await apiRequest<R>(to, { method: 'POST', body: body ? body(parsed.data) : parsed.data, handle });
      if (resetOnSuccess) {
        for (const f of fields) {
          const el = form.elements.namedItem(f);
          if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) el.value = '';
        }
      }
      setSucceeded(true);
      await onSuccess?.(result, parsed.data);
    } catch (err) {
      const failure = err instanceof ApiError ? err : new ApiError(MSG_CONNECTION, 0);
      const placed = place(form, failure.errors);
      onFailure?.(failure);
      if (!placed || messageWithFieldErrors) setFormError(errorMessage(failure));
    } finally {
      setSubmitting(false);
    }
  }

  return { submit, revalidate, preload, errors, formError, setFormError, succeeded, submitting, submitted };
}
