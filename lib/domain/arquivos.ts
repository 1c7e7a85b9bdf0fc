/** DESIGN §10 "Files": what a case file may be, and how its name is kept. Pure rules. */

/** A case document is a link (a Google Drive URL) or a file in the storage module (documentos.tipo). */
export const DOCUMENTO_TIPOS = ['link', 'arquivo'] as const;
export type DocumentoTipo = (typeof DOCUMENTO_TIPOS)[number];

export const MAX_FILE_BYTES = 20 * 1024 * 1024;
export const MAX_FILE_LABEL = '20 MB';
/** PDFs (the autos, issue 35) may be larger: AUTOS_MAX_MB, 200 MB unless configured. */
export const MAX_PDF_MB_PADRAO = 200;
export const msgPdfGrande = (maxMb: number) => `O PDF excede o limite de ${maxMb} MB.`;

/** The accepted types, decided from the content (magic bytes), with the extension each one takes. */
export const TIPOS_ARQUIVO = {
  'application/pdf': { ext: 'pdf', rotulo: 'PDF' },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': { ext: 'docx', rotulo: 'Word (DOCX)' },
  'image/jpeg': { ext: 'jpg', rotulo: 'JPEG' },
  'image/png': { ext: 'png', rotulo: 'PNG' },
} as const;
export type MimeArquivo = keyof typeof TIPOS_ARQUIVO;

const EXTENSOES_ACEITAS: Record<MimeArquivo, readonly string[]> = {
  'application/pdf': ['pdf'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'image/jpeg': ['jpg', 'jpeg', 'jfif'],
  'image/png': ['png'],
};

export function isMimeArquivo(mime: string | undefined | null): mime is MimeArquivo {
  return typeof mime === 'string' && Object.hasOwn(TIPOS_ARQUIVO, mime);
}

export const MSG_TIPO_NAO_ACEITO = 'Tipo de arquivo não aceito. Envie PDF, DOCX, JPEG ou PNG.';
export const MSG_ARQUIVO_GRANDE = `O arquivo excede o limite de ${MAX_FILE_LABEL}.`;
export const MSG_SEM_ARQUIVO = 'Selecione um arquivo para enviar.';
export const MSG_ARQUIVO_VAZIO = 'O arquivo está vazio.';

const MAX_NAME_CHARS = 150;

/**
 * A file name safe to store and to send back in Content-Disposition, still readable in Portuguese:
 * keeps letters with accents, drops any folder part, control and formatting characters (including bidi
 * overrides that disguise an extension), characters Windows forbids, and leading dots; at most 150
 * characters, the extension kept. The extension always matches the type found in the content.
 */
export function sanitizeFileName(raw: string | undefined | null, mime: MimeArquivo): string {
  let name = (raw ?? '').normalize('NFC');
  name = name.split(/[/\\]/).pop() ?? '';
  name = name
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/\s+/gu, ' ')
    .trim()
    .replace(/^[.\s]+/, '')
    .replace(/[.\s]+$/, '');
  const { ext } = TIPOS_ARQUIVO[mime];
  const dot = name.lastIndexOf('.');
  let stem = dot > 0 ? name.slice(0, dot) : name;
  const currentExt = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  let finalExt = ext as string;
  if (EXTENSOES_ACEITAS[mime].includes(currentExt)) finalExt = name.slice(dot + 1);
  else if (currentExt) stem = name; // "laudo.pdf" that is really a PNG → "laudo.pdf.png"
  stem = stem.trim();
  if (!stem) stem = 'arquivo';
  const maxStem = MAX_NAME_CHARS - finalExt.length - 1;
  if ([...stem].length > maxStem) stem = [...stem].slice(0, maxStem).join('').trim();
  return `${stem}.${finalExt}`;
}

/** "2,4 MB" / "850 KB" / "12 bytes" for the Documentos list. */
export function formatTamanho(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  const fmt = (n: number) => n.toLocaleString('pt-BR', { maximumFractionDigits: 1 });
  if (bytes < 1024 * 1024) return `${fmt(bytes / 1024)} KB`;
  return `${fmt(bytes / (1024 * 1024))} MB`;
}


/** The file picker's `accept`: the extensions and types above (the server still decides by content). */
export const ACCEPT_ARQUIVOS = [
  ...Object.values(EXTENSOES_ACEITAS).flatMap((exts) => exts.map((e) => `.${e}`)),
  ...Object.keys(TIPOS_ARQUIVO),
].join(',');

/**
 * A file picked in the browser, judged before it is sent (the same limits the server applies; the server still
 * checks the content): empty, over 20 MB, or with an extension of no accepted type. Null when it may be sent.
 */
export function erroArquivoEscolhido(f: { name: string; size: number }, maxPdfMb = MAX_PDF_MB_PADRAO): string | null {
  if (f.size === 0) return MSG_ARQUIVO_VAZIO;
  const dot = f.name.lastIndexOf('.');
  const ext = dot > 0 ? f.name.slice(dot + 1).toLowerCase() : '';
  if (ext === 'pdf' && maxPdfMb * 1024 * 1024 > MAX_FILE_BYTES) {
    if (f.size > maxPdfMb * 1024 * 1024) return msgPdfGrande(maxPdfMb);
  } else if (f.size > MAX_FILE_BYTES) return MSG_ARQUIVO_GRANDE;
  return Object.values(EXTENSOES_ACEITAS).some((exts) => exts.includes(ext)) ? null : MSG_TIPO_NAO_ACEITO;
}
