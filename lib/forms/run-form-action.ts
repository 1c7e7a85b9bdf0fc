import { headers } from 'next/headers';
import { checkOrigin, clientIp, errorAnswer } from '@/lib/api/handler';
import type { FormActionState } from './form-state';

/** A form field as text ('' when absent or a file). */
export function formText(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === 'string' ? value : '';
}

/**
 * Runs a form's server action the way `route` runs an API handler: the same origin check (CSRF, lib/api/handler),
 * the client address for the same rate limits, and every thrown error answered as the API answers it
 * (`{ message, errors }`), with the `keep` fields given back so the page shows them again.
 */
export async function runFormAction<S extends FormActionState>(
  formData: FormData,
  keep: readonly string[],
  run: (ctx: { ip: string }) => Promise<S>,
): Promise<S | FormActionState> {
  const h = await headers();
  try {
    checkOrigin({ method: 'POST', headers: h });
    return await run({ ip: clientIp({ headers: h }) });
  } catch (err) {
    const { body } = errorAnswer(err) as { body: { message: string; errors?: Record<string, string> } };
    const values = Object.fromEntries(keep.map((name) => [name, formText(formData, name)]));
    return { status: 'error', message: body.message, ...(body.errors ? { errors: body.errors } : {}), values };
  }
}
