/**
 * What a form's server action answers (lib/actions): the same `{ message, errors }` the API answers, plus the
 * fields to show again (never a password). The public and auth forms post to these actions when the page's
 * JavaScript has not run (progressive enhancement); with JavaScript they keep sending through the API.
 */
export type FormActionState = {
  status: 'idle' | 'ok' | 'error';
  message?: string;
  errors?: Record<string, string>;
  /** The typed values to put back in the fields after a failure. */
  values?: Record<string, string>;
};

export const IDLE: FormActionState = { status: 'idle' };

/** The login's answer also carries the second step (MFA) when the account has it on. */
export type LoginActionState = FormActionState & { mfaToken?: string };

/** One field's message from a server action's answer (top-level name, as the API's `errors` keys are). */
export function actionFieldError(state: FormActionState, name: string): string | undefined {
  return state.errors?.[name];
}
