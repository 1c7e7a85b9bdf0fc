/** Files the periciado sends through the page (issue 38 item 3): PDF, JPEG or PNG, at most 20 MB each, 20 per link. */
export const MAX_ARQUIVOS_POR_LINK = 20;
export const TIPOS_PERICIADO = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const MSG_TIPO_PERICIADO = 'Envie um PDF, JPEG ou PNG.';
export const MSG_LIMITE_ARQUIVOS = `No máximo ${MAX_ARQUIVOS_POR_LINK} arquivos por link.`;
export const ORIGEM_PERICIADO = 'Enviado pelo periciado';
