'use server';

import { parseWith } from '@/lib/api/handler';
import { aceitarConvite } from '@/lib/data/users';
import type { FormActionState } from '@/lib/forms/form-state';
import { formText, runFormAction } from '@/lib/forms/run-form-action';
import { CAMPOS_CONVITE } from '@/lib/validation/convite-campos';
import { conviteAceiteSchema } from '@/lib/validation/registro-profissional';

/**
 * 'Criar sua senha' (/convite) without JavaScript: the same use case as POST /api/user/convite/aceitar, the
 * invitation's token in a hidden field. What the role asks for comes back in the fields after a refusal; the
 * passwords never do.
 */
export async function aceitarConviteAction(_prev: FormActionState, formData: FormData): Promise<FormActionState> {
  return runFormAction(formData, CAMPOS_CONVITE, async ({ ip }) => {
    const sent = Object.fromEntries(['token', 'password', 'confirmarSenha', ...CAMPOS_CONVITE].map((name) => [name, formText(formData, name)]));
    const { message } = await aceitarConvite(parseWith(conviteAceiteSchema, sent), ip);
    return { status: 'ok', message };
  });
}
