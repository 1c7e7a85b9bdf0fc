export function assinarWebhook(body: string, appSecret: string): string;
export function webhookStatus(phoneNumberId: string, wamid: string, status: string, recipient?: string): string;
export function webhookResposta(phoneNumberId: string, from: string, texto: string): string;
export type MensagemRecebida = { id: string; to: string; template: string; language: string; parametros: string[]; recebidaEm: string };
export function startWhatsappStandin(opts?: { token?: string; phoneNumberId?: string; port?: number }): Promise<{
  url: string;
  token: string;
  phoneNumberId: string;
  mensagens: MensagemRecebida[];
  falharProximas(n: number): void;
  close(): Promise<void>;
}>;
