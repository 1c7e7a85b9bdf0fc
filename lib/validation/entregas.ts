import { z } from 'zod';
import {
  ENTREGA_CHILDREN,
  MAX_COLUNAS_TABELA,
  ENTREGA_MARK_TYPES,
  ENTREGA_NODE_TYPES,
  type EntregaDoc,
  type EntregaNode,
} from '@/lib/domain/entregas';

export const MSG_CONTEUDO_INVALIDO = 'O conteúdo da entrega não é um documento válido.';
/** Deep enough for lists inside lists; a browser never nests further. */
export const MAX_PROFUNDIDADE = 12;
export const MAX_NOS = 20_000;
/** About 100 pages: a parecer longer than this is not one document (docs/limites.md). */
export const MAX_CARACTERES = 300_000;
export const MSG_CARACTERES = 'O documento passou do limite de 300.000 caracteres (cerca de 100 páginas).';
export const MSG_COLUNAS = `Uma tabela pode ter no máximo ${MAX_COLUNAS_TABELA} colunas.`;
export const MSG_TABELA_FORA_DO_LUGAR = 'Uma tabela só pode ficar no corpo do texto, fora de listas, citações e outras tabelas: tire a tabela de lá e salve de novo.';

type RawNode = {
  type: EntregaNode['type'];
  attrs?: { level?: number; start?: number };
  content?: RawNode[];
  text?: string;
  marks?: { type: (typeof ENTREGA_MARK_TYPES)[number]; attrs?: { documento?: number; pagina?: number } }[];
};

const idPositivo = z.number().int().min(1).max(2_147_483_647);
/** A citation of the autos (issue 35 item 7) keeps its document and page; the other marks carry no attrs (dropped). */
const markSchema = z
  .object({
    type: z.enum(ENTREGA_MARK_TYPES, { error: MSG_CONTEUDO_INVALIDO }),
    attrs: z.object({ documento: idPositivo.optional(), pagina: idPositivo.optional() }).optional(),
  })
  .transform((m) => (m.type === 'citacao' ? m : { type: m.type }));

// Unknown keys (Tiptap's own attrs such as orderedList.type = null) are dropped: only what the renderers know is stored.
const nodeSchema: z.ZodType<RawNode> = z.lazy(() =>
  z.object({
    type: z.enum(ENTREGA_NODE_TYPES, { error: MSG_CONTEUDO_INVALIDO }),
    attrs: z
      .object({
        level: z.number().int().min(1).max(3).optional(),
        start: z.number().int().min(0).max(100_000).optional(),
      })
      .optional()
      // Nothing left (a table cell's colspan, rowspan and colwidth dropped): no attrs at all.
      .transform((a) => (a && (a.level !== undefined || a.start !== undefined) ? a : undefined)),
    content: z.array(nodeSchema).max(MAX_NOS).optional(),
    text: z.string().max(100_000).optional(),
    marks: z.array(markSchema).max(ENTREGA_MARK_TYPES.length).optional(),
  }),
);

/**
 * Structure: allowed children per node (tables only at the top level: table > rows > header or data cells >
 * paragraphs), text only in text nodes, marks only on text, headings 1–3, bounded size. Tiptap's cell attributes
 * (colspan, rowspan, colwidth) are dropped like every attribute the renderers do not know.
 */
function estrutura(node: RawNode, depth: number, count: { n: number; chars: number }): string | null {
  count.n += 1;
  count.chars += node.text?.length ?? 0;
  if (count.n > MAX_NOS) return 'O documento é grande demais.';
  if (count.chars > MAX_CARACTERES) return MSG_CARACTERES;
  if (depth > MAX_PROFUNDIDADE) return 'O documento tem listas aninhadas demais.';
  if (node.type === 'text') {
    if (!node.text) return MSG_CONTEUDO_INVALIDO;
    if (node.content) return MSG_CONTEUDO_INVALIDO;
    if (node.marks?.some((m) => m.type === 'citacao' && (m.attrs?.documento === undefined || m.attrs.pagina === undefined))) return MSG_CONTEUDO_INVALIDO;
    return null;
  }
  if (node.text !== undefined || node.marks?.length) return MSG_CONTEUDO_INVALIDO;
  if (node.type === 'heading' && node.attrs?.level === undefined) return MSG_CONTEUDO_INVALIDO;
  const allowed = ENTREGA_CHILDREN[node.type];
  if (node.type === 'listItem' && (!node.content?.length || node.content[0].type !== 'paragraph')) return MSG_CONTEUDO_INVALIDO;
  // A table has rows, a row cells, a cell paragraphs (never empty: the editor could not hold them).
  if ((node.type === 'table' || node.type === 'tableRow' || node.type === 'tableHeader' || node.type === 'tableCell') && !node.content?.length) return MSG_CONTEUDO_INVALIDO;
  if (node.type === 'tableRow' && node.content!.length > MAX_COLUNAS_TABELA) return MSG_COLUNAS;
  for (const child of node.content ?? []) {
    if (!allowed.includes(child.type)) return child.type === 'table' ? MSG_TABELA_FORA_DO_LUGAR : MSG_CONTEUDO_INVALIDO;
    const err = estrutura(child, depth + 1, count);
    if (err) return err;
  }
  return null;
}

/** A deliverable's rich text (Tiptap JSON) with only the node and mark types the renderers know. */
export const entregaDocSchema = nodeSchema
  .superRefine((node, ctx) => {
    if (node.type !== 'doc') {
      ctx.addIssue({ code: 'custom', message: MSG_CONTEUDO_INVALIDO });
      return;
    }
    const err = estrutura(node, 0, { n: 0, chars: 0 });
    if (err) ctx.addIssue({ code: 'custom', message: err });
  })
  .transform((node) => node as EntregaDoc);

/** PUT /api/processo/{id}/fases/{idFase}/entrega: save the draft (autosave, or a named version). */
export const entregaSalvarSchema = z.object({
  conteudo: entregaDocSchema,
  /** true: 'Salvar versão' (always a new version); otherwise an autosave (absorbed by a recent autosave of the same author). */
  nova_versao: z.boolean({ error: 'Valor inválido.' }).optional().default(false),
});
export type EntregaSalvarInput = z.infer<typeof entregaSalvarSchema>;

/** ?formato= of GET /api/processo/{id}/quesitos/exportar */
export const exportarFormatoSchema = z.object({
  formato: z.enum(['pdf', 'docx'], { error: 'Formato inválido: use pdf ou docx.' }),
});
