'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { checkOrigin, clientIp, parseWith } from '@/lib/api/handler';
import { consentimentoPelaPagina, responderPresenca } from '@/lib/data/periciado';
import { AppError, TooManyRequestsError, ValidationError } from '@/lib/errors';
import { formText } from '@/lib/forms/run-form-action';
import { TOKEN_PERICIADO } from '@/lib/domain/periciado/link';
import { confirmacaoSchema, consentimentoWhatsappSchema } from '@/lib/validation/periciado';

/**
 * The periciado's answer from the page's form, with or without JavaScript (a plain form post to this server
 * action): the use case of POST /api/p/{token}/confirmacao, then back to the page with the outcome in the query.
 */
export async function confirmarPresencaAction(token: string, formData: FormData): Promise<void> {
  if (!TOKEN_PERICIADO.test(token)) redirect('/p/indisponivel');
  const h = await headers();
  let resultado: string;
  try {
    checkOrigin({ method: 'POST', headers: h });
    const input = parseWith(confirmacaoSchema, { comparecera: formText(formData, 'comparecera'), motivo: formText(formData, 'motivo') });
    await responderPresenca(token, clientIp({ headers: h }), input);
    resultado = 'resposta=ok';
  } catch (err) {
    if (err instanceof ValidationError) resultado = 'erro=motivo';
    else if (err instanceof TooManyRequestsError) resultado = 'erro=limite';
    else if (err instanceof AppError) resultado = 'erro=indisponivel';
    else throw err;
  }
  redirect(`/p/${token}?${resultado}#confirmacao`);
}

/** 'Quero receber avisos por WhatsApp' on the periciado's page (origem 'periciado'), with or without JavaScript. */
export async function consentimentoWhatsappAction(token: string, formData: FormData): Promise<void> {
  if (!TOKEN_PERICIADO.test(token)) redirect('/p/indisponivel');
  const h = await headers();
  let resultado: string;
  try {
    checkOrigin({ method: 'POST', headers: h });
    const consentimento = formText(formData, 'consentimento') === 'sim';
    const input = parseWith(consentimentoWhatsappSchema, { telefone: formText(formData, 'telefone'), consentimento, origem: 'periciado' });
    await consentimentoPelaPagina(token, clientIp({ headers: h }), input.telefone, input.consentimento);
    resultado = consentimento ? 'whatsapp=ok' : 'whatsapp=retirado';
  } catch (err) {
    if (err instanceof ValidationError) resultado = 'whatsapp=telefone';
    else if (err instanceof TooManyRequestsError) resultado = 'erro=limite';
    else if (err instanceof AppError) resultado = 'erro=indisponivel';
    else throw err;
  }
  redirect(`/p/${token}?${resultado}#whatsapp`);
}
