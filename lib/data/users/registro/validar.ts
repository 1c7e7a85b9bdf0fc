import type { z } from 'zod';
import { ValidationError } from '@/lib/errors';

/** The fields of one role, checked by that role's schema (400 with per-field errors): the role is known only here. */
export function validarPorPerfil<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const r = schema.safeParse(input);
  if (r.success) return r.data;
  const errors: Record<string, string> = {};
  for (const issue of r.error.issues) errors[issue.path.join('.') || '_'] ??= issue.message;
  throw new ValidationError(Object.values(errors)[0], errors);
}
