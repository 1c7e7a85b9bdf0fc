/**
 * The reading of a case's PDFs page by page (issue 35, DESIGN §12 'The autos'): the states a document's reading
 * goes through, the limits and the Portuguese reasons shown to people. Pure: no I/O.
 */
export const LEITURA_STATUSES = ['na_fila', 'lendo', 'pronto', 'falhou'] as const;
export type LeituraStatus = (typeof LEITURA_STATUSES)[number];

export const LEITURA_STATUS_LABEL: Record<LeituraStatus, string> = {
  na_fila: 'Na fila',
  lendo: 'Lendo',
  pronto: 'Pronto',
  falhou: 'Falhou',
};

/** What `GET /api/documentos/{id}` and the case's document list carry for a PDF (null for other files). */
export type Leitura = {
  status: LeituraStatus;
  paginas: number | null;
  paginasLidas: number;
  paginasSemTexto: number;
  motivo: string | null;
};

export const MSG_PDF_SENHA = 'PDF protegido por senha';
export const MSG_PDF_DANIFICADO = 'Arquivo PDF danificado';
export const MSG_OCR_INDISPONIVEL = 'OCR indisponível neste servidor: instale tesseract-ocr e tesseract-ocr-por';
export const MSG_LEITURA_INTERROMPIDA = 'A leitura foi interrompida várias vezes e não pôde continuar';

export const msgPaginasDemais = (max: number) =>
  `O PDF tem mais páginas do que o limite de ${max.toLocaleString('pt-BR')} páginas por arquivo.`;

/** A page whose text layer holds fewer letters or digits than this is read by OCR. */
export const MIN_CARACTERES_TEXTO = 20;

/** Whether a page's text layer is usable (else the page is rasterised and read by OCR). */
export function textoUtilizavel(texto: string): boolean {
  let n = 0;
  for (const ch of texto) if (/[\p{L}\p{N}]/u.test(ch) && ++n >= MIN_CARACTERES_TEXTO) return true;
  return false;
}

/** The reason shown for pages skipped as 'sem texto', naming them (at most a few, then a count). */
export function motivoPaginasPuladas(puladas: { pagina: number; motivo: string }[]): string | null {
  if (puladas.length === 0) return null;
  const porMotivo = new Map<string, number[]>();
  for (const p of puladas) porMotivo.set(p.motivo, [...(porMotivo.get(p.motivo) ?? []), p.pagina]);
  return [...porMotivo.entries()]
    .map(([motivo, paginas]) => {
      const ordenadas = [...paginas].sort((a, b) => a - b);
      const lista = ordenadas.slice(0, 10).join(', ') + (ordenadas.length > 10 ? ` e mais ${ordenadas.length - 10}` : '');
      return `${motivo}: ${ordenadas.length === 1 ? 'página' : 'páginas'} ${lista}`;
    })
    .join('; ');
}

/**
 * The resolution for rasterising a page for OCR: 300 dpi, lowered so the image's larger side stays within
 * `maxPixels` (a page of a huge size must not become a gigapixel image).
 */
export function dpiParaOcr(larguraPt: number, alturaPt: number, maxPixels = 5000, dpi = 300): number {
  const maior = Math.max(larguraPt, alturaPt, 1);
  return Math.max(20, Math.min(dpi, Math.floor((maxPixels * 72) / maior)));
}
