import { arquivosSuite } from './arquivos-suite';
import { usarDataDirProprio } from '../support/data-dir';

// The file-system driver (the embedded default) under a DATA_DIR of this file's own.
await usarDataDirProprio('files', { arquivos: true });

arquivosSuite('fs');
