import type { MimeArquivo } from '@/lib/domain/arquivos';
import type { Spool } from './index';

/** A received file: checked, hashed and encrypted into a spool that is not yet in the store. */
export type ArquivoRecebido = {
  spool: Spool;
  mime: MimeArquivo;
  /** Sanitised original name, its extension matching `mime`. */
  nome: string;
  tamanho: number;
  sha256: string;
  /**
   * For a PDF when the caller asked for it (`opcoes.copiaPdf`): the plaintext in a private temporary file, to count
   * its pages before it is accepted. The caller removes it (`descartar`).
   */
  copia?: { caminho: string; descartar: () => Promise<void> };
};
