import { fileTypeFromBuffer } from 'file-type';
import { isMimeArquivo, type MimeArquivo } from '@/lib/domain/arquivos';

/**
 * How many leading bytes decide a file's type. Enough for every magic number we accept and for a DOCX's
 * first zip entries ([Content_Types].xml, which Word, LibreOffice and docx libraries write first).
 */
export const SNIFF_BYTES = 64 * 1024;

/**
 * The accepted type of a file from its first bytes (magic numbers), or null: whatever the name or the
 * declared Content-Type say. A DOCX is a zip whose [Content_Types].xml declares a Word main document.
 */
export async function sniffMime(head: Uint8Array): Promise<MimeArquivo | null> {
  const found = await fileTypeFromBuffer(head);
  return found && isMimeArquivo(found.mime) ? found.mime : null;
}
