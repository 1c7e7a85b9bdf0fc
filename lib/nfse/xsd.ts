import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { validateXML } from 'xmllint-wasm';

/**
 * Validation of a DPS (and of a cancellation request) against the official XSDs of layout 1.01 kept in
 * lib/nfse/xsd (LEIAME.md there: source, version, the one pattern rewritten for libxml2). libxml2 compiled to
 * WebAssembly (xmllint-wasm): no native build, no download, runs in a worker thread off the event loop.
 */
export const XSD_DIR = path.join(process.cwd(), 'lib', 'nfse', 'xsd');
const PADRAO_SERIE_OFICIAL = 'value="^(?!0{1,5}$)\\d{1,5}$"';
const PADRAO_SERIE_XSD = 'value="0{0,4}[1-9][0-9]{0,4}"';

type Arquivo = { fileName: string; contents: string };
let cache: Promise<Arquivo[]> | undefined;

async function carregar(): Promise<Arquivo[]> {
  const nomes = (await readdir(XSD_DIR)).filter((n) => n.endsWith('.xsd')).sort();
  return Promise.all(
    nomes.map(async (fileName) => {
      let contents = await readFile(path.join(XSD_DIR, fileName), 'utf8');
      if (fileName === 'tiposSimples_v1.01.xsd') {
        if (!contents.includes(PADRAO_SERIE_OFICIAL)) throw new Error('tiposSimples_v1.01.xsd mudou: revise a troca do padrão de TSSerieDPS (lib/nfse/xsd/LEIAME.md).');
        contents = contents.replace(PADRAO_SERIE_OFICIAL, PADRAO_SERIE_XSD);
      }
      return { fileName, contents };
    }),
  );
}

export type ResultadoXsd = { valido: boolean; erros: string[] };

/** Validates `xml` against one of the root schemas ('DPS_v1.01.xsd', 'pedRegEvento_v1.01.xsd'). */
export async function validarXsd(xml: string, raiz: 'DPS_v1.01.xsd' | 'pedRegEvento_v1.01.xsd' = 'DPS_v1.01.xsd'): Promise<ResultadoXsd> {
  cache ??= carregar().catch((err: unknown) => {
    cache = undefined;
    throw err;
  });
  const todos = await cache;
  const schema = todos.find((a) => a.fileName === raiz)!;
  const r = await validateXML({ xml: [{ fileName: 'documento.xml', contents: xml }], schema: [schema], preload: todos.filter((a) => a !== schema) });
  return { valido: r.valid, erros: r.errors.map((e) => e.message.replace(/^Schemas validity error : /, '').replace(/\{http:\/\/www\.sped\.fazenda\.gov\.br\/nfse\}/g, '')) };
}
