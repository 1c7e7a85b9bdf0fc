import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError, apiRequest, errorMessage } from '@/lib/api/client';
import type { ApiFormOptions } from './api-form-options';
import { notify } from './notify';

/**
 * What useApiForm does with valid values: send them through the one API client, then place the server's
 * per-field `errors`, show its `{ message }`, or announce the success. Fetched with the client once the form is
 * on screen (useApiForm), so the login, account and public pages load neither up front (bench/public-js.mjs).
 */
export async function submitApiForm<I extends FieldValues, O, R>(
  form: UseFormReturn<I, unknown, O>,
  values: O,
  options: ApiFormOptions<I, O, R>,
  state: { setFormError: (message: string | null) => void; setSucceeded: (done: boolean) => void },
): Promise<void> {
  const { to, method, body, handle, send, success, onSuccess, fieldErrors, onFailure, failure = 'inline' } = options;
  const { messageWithFieldErrors = true, resetOnSuccess = false } = options;
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
    else state.setFormError(errorMessage(err));
    return;
  }
  if (resetOnSuccess) form.reset();
  state.setSucceeded(true);
  const text = typeof success === 'function' ? success(result, values) : success;
  if (text) notify('success', text);
  await onSuccess?.(result, values);
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
