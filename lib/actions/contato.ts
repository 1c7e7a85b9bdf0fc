'use server';

import { parseWith } from '@/lib/api/handler';
import { criarMensagemDeContato } from '@/lib/data/contato';
import type { FormActionState } from '@/lib/forms/form-state';
import { formText, runFormAction } from '@/lib/forms/run-form-action';
import { MENSAGEM_CONTATO_OK, contatoSchema } from '@/lib/validation/contato';

const CAMPOS = ['nome', 'email', 'assunto', 'mensagem'] as const;

/** /contato without JavaScript: the use case of POST /api/contato (same validation, same 5-per-hour limit per IP). */
export async function contatoAction(_prev: FormActionState, formData: FormData): Promise<FormActionState> {
  return runFormAction(formData, CAMPOS, async ({ ip }) => {
    const input = parseWith(contatoSchema, Object.fromEntries(CAMPOS.map((c) => [c, formText(formData, c)])));
    await criarMensagemDeContato(input, ip);
    return { status: 'ok', message: MENSAGEM_CONTATO_OK };
  });
}
