/** Issue 38, the periciado informed: the codes its tables store (lib/db/schema imports them). */

/** The notices of a perícia: marcada (sent with the link), remarcada, cancelada, and the reminders 3 and 1 days before. */
export const AVISO_PERICIADO_TIPOS = ['marcada', 'remarcada', 'cancelada', 'lembrete3', 'lembrete1'] as const;
export type AvisoPericiadoTipo = (typeof AVISO_PERICIADO_TIPOS)[number];

export const AVISO_PERICIADO_CANAIS = ['email', 'whatsapp'] as const;
export type AvisoPericiadoCanal = (typeof AVISO_PERICIADO_CANAIS)[number];

/** Who a notice is for: the periciado (the lawyer's client) or the lawyer who owns the case. */
export const AVISO_PERICIADO_DESTINATARIOS = ['periciado', 'advogado'] as const;
export type AvisoPericiadoDestinatario = (typeof AVISO_PERICIADO_DESTINATARIOS)[number];

/** pendente until sent; then the Cloud API's statuses (delivered, read) or failed after the last retry. */
export const AVISO_PERICIADO_STATUSES = ['pendente', 'sent', 'delivered', 'read', 'failed'] as const;
export type AvisoPericiadoStatus = (typeof AVISO_PERICIADO_STATUSES)[number];

/** How WhatsApp consent was given: typed by the lawyer with the client's agreement, or on the periciado's page. */
export const CONSENTIMENTO_ORIGENS = ['advogado', 'periciado'] as const;
export type ConsentimentoOrigem = (typeof CONSENTIMENTO_ORIGENS)[number];

export const TIPO_AVISO_LABEL: Record<AvisoPericiadoTipo, string> = {
  marcada: 'Perícia marcada',
  remarcada: 'Perícia remarcada',
  cancelada: 'Perícia cancelada',
  lembrete3: 'Lembrete (3 dias antes)',
  lembrete1: 'Lembrete (1 dia antes)',
};

/** Order of a status: a webhook never moves a notice back (a late 'delivered' after 'read' changes nothing). */
export const ORDEM_STATUS: Record<AvisoPericiadoStatus, number> = { pendente: 0, sent: 1, delivered: 2, read: 3, failed: 4 };
