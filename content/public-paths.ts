/** Public pages the sitemap lists (each blog article is added from content/blog). */
export const INDEXED_PATHS = [
  '/',
  '/fase/1',
  '/fase/2',
  '/fase/3',
  '/impugnacao',
  '/calculadora-de-prazos',
  '/blog',
  '/ajuda/justica',
  '/contato',
  '/termos-de-uso',
  '/politica-de-privacidade',
] as const;

/** Public pages kept out of the sitemap: payment outcomes and the proposal tools. */
export const UNINDEXED_PATHS = ['/pagamento/sucesso', '/pagamento/falha', '/pagamento/pendente', '/modelo', '/gerador'] as const;
