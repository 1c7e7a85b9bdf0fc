import { z } from 'zod';
import { MSG_WEBHOOK_URL, WEBHOOK_EVENTOS } from '@/lib/domain/webhooks-eventos';
import { textField } from './common';

export const MSG_WEBHOOK_EVENTOS = `Escolha ao menos um evento: ${WEBHOOK_EVENTOS.join(', ')}.`;

/** `POST /api/webhooks { url, eventos }`. */
export const criarWebhookSchema = z.strictObject(
  {
    url: textField(MSG_WEBHOOK_URL)
      .transform((v) => v.trim())
      .pipe(z.string().min(1, MSG_WEBHOOK_URL).max(2000, MSG_WEBHOOK_URL)),
    eventos: z
      .array(z.enum(WEBHOOK_EVENTOS, { error: MSG_WEBHOOK_EVENTOS }), { error: MSG_WEBHOOK_EVENTOS })
      .min(1, MSG_WEBHOOK_EVENTOS)
      .max(WEBHOOK_EVENTOS.length, MSG_WEBHOOK_EVENTOS)
      .transform((v) => [...new Set(v)]),
  },
  { error: 'Requisição inválida: envie { url, eventos }.' },
);
export type CriarWebhookInput = z.input<typeof criarWebhookSchema>;
export type CriarWebhook = z.output<typeof criarWebhookSchema>;

/** The 'Webhooks' form. */
export const webhookFormSchema = z.object({
  url: z.string().trim().min(1, MSG_WEBHOOK_URL).max(2000, MSG_WEBHOOK_URL),
  eventos: z.array(z.enum(WEBHOOK_EVENTOS)).min(1, MSG_WEBHOOK_EVENTOS),
});
export type WebhookFormInput = z.input<typeof webhookFormSchema>;
export type WebhookForm = z.output<typeof webhookFormSchema>;
