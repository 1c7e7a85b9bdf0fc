#!/usr/bin/env node
/**
 * Writes the SQL that loads the DATASUS CID-10 files (ISO-8859-1, ';'-separated) into the cid10_* tables
 * (issue 37 item 2). Used to write migration 0037's data part, and to replace the table by a newer version:
 *
 *   node scripts/cid10-migracao.mjs lib/db/dados/cid10 --substituir > lib/db/migrations/00NN_cid10_<versao>.sql
 *
 * (then add the journal entry; see lib/db/dados/cid10/README.md). With --substituir the tables are emptied first,
 * in the same migration. Nothing references the table by key (stored diagnoses keep their code and description as
 * text), so codes that a newer version drops stay readable in old cases.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const [dir, ...flags] = process.argv.slice(2);
if (!dir) {
  console.error('Uso: node scripts/cid10-migracao.mjs <pasta com os CSV do DATASUS> [--substituir]');
  process.exit(2);
}
const substituir = flags.includes('--substituir');
const LOTE = 2000;

/** Rows of a DATASUS CSV: ISO-8859-1, header line, ';' separator and a trailing ';'. */
function linhas(arquivo) {
  const texto = new TextDecoder('latin1').decode(readFileSync(path.join(dir, arquivo)));
  const [cabecalho, ...resto] = texto.split(/\r?\n/).filter((l) => l.trim() !== '');
  const nomes = cabecalho.split(';');
  return resto.map((l) => {
    const campos = l.split(';');
    return Object.fromEntries(nomes.map((n, i) => [n, (campos[i] ?? '').trim()]));
  });
}

const lit = (v) => (v === '' || v == null ? 'NULL' : typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`);
const comPonto = (c) => (c.length === 4 ? `${c.slice(0, 3)}.${c.slice(3)}` : c);

function inserts(tabela, colunas, valores) {
  const out = [];
  for (let i = 0; i < valores.length; i += LOTE) {
    const lote = valores.slice(i, i + LOTE).map((v) => `(${v.map(lit).join(',')})`);
    out.push(`INSERT INTO "${tabela}" (${colunas.map((c) => `"${c}"`).join(', ')}) VALUES\n${lote.join(',\n')};`);
  }
  return out;
}

const capitulos = linhas('CID-10-CAPITULOS.CSV').map((r) => [Number(r.NUMCAP), r.CATINIC, r.CATFIM, r.DESCRICAO]);
const grupos = linhas('CID-10-GRUPOS.CSV').map((r) => [r.CATINIC, r.CATFIM, r.DESCRICAO]);
const categorias = linhas('CID-10-CATEGORIAS.CSV').map((r) => [r.CAT, r.DESCRICAO, r.CLASSIF, r.REFER, r.EXCLUIDOS]);
const subcategorias = linhas('CID-10-SUBCATEGORIAS.CSV').map((r) => [
  comPonto(r.SUBCAT),
  r.SUBCAT.slice(0, 3),
  r.DESCRICAO,
  r.CLASSIF,
  r.RESTRSEXO,
  r.CAUSAOBITO,
  r.REFER,
  r.EXCLUIDOS,
]);

const cabecalho = [
  `-- CID-10 (DATASUS), ${capitulos.length} capítulos, ${grupos.length} grupos, ${categorias.length} categorias, ${subcategorias.length} subcategorias.`,
  '-- Gerado por scripts/cid10-migracao.mjs a partir de lib/db/dados/cid10 (fonte: README.md dessa pasta). Não edite à mão.',
].join('\n');
const sql = [
  ...(substituir
    ? ['DELETE FROM "cid10_subcategorias";', 'DELETE FROM "cid10_categorias";', 'DELETE FROM "cid10_grupos";', 'DELETE FROM "cid10_capitulos";']
    : []),
  ...inserts('cid10_capitulos', ['numero', 'categoria_inicial', 'categoria_final', 'descricao'], capitulos),
  ...inserts('cid10_grupos', ['categoria_inicial', 'categoria_final', 'descricao'], grupos),
  ...inserts('cid10_categorias', ['codigo', 'descricao', 'classificacao', 'referencia', 'excluidos'], categorias),
  ...inserts('cid10_subcategorias', ['codigo', 'categoria', 'descricao', 'classificacao', 'restricao_sexo', 'causa_obito', 'referencia', 'excluidos'], subcategorias),
];
process.stdout.write(`${cabecalho}\n${sql.join('--> statement-breakpoint\n')}\n`);
