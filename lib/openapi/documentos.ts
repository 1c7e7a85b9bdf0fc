import { z } from 'zod';
import { citarAutosSchema } from '@/lib/validation/autos';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { documentoCreateSchema, documentoListSchema, documentoUploadSchema } from '@/lib/validation/documentos';
import { entregaSalvarSchema, exportarFormatoSchema } from '@/lib/validation/entregas';
import { motivoSchema } from '@/lib/validation/trabalho';
import { documentoApiSchema } from '@/lib/validation/respostas/processos';
import { msg, op, resposta } from './operacao';
import { leituraSchema } from './autos';

/** A case's documents (links and encrypted files) and the phases' deliverables (entregas). */
const documentoLista = documentoApiSchema
  .extend({
    id_processo: z.int(),
    autor_id: z.int().nullable(),
    autor: z.string().nullable(),
    created_at: z.string(),
    sha256: z.string().nullable().meta({ description: 'Arquivos: SHA-256 do conteúdo (hex).' }),
    download_url: z.string().nullable(),
    leitura: leituraSchema.nullable().meta({ description: 'PDFs: a leitura das páginas (texto e OCR); null para outros arquivos e links.' }),
  })
  .meta({ id: 'DocumentoDoProcesso' });

export const entrega = resposta({
  id: z.int().nullable(),
  id_processo: z.int(),
  id_fase: z.int(),
  titulo: z.string(),
  status: z.enum(['nova', 'rascunho', 'publicada']),
  versao: z.int(),
  publicada_em: z.string().nullable(),
});
export const comMensagem = (s: z.ZodObject) => s.extend({ message: z.string() });

const upload = z
  .object({ arquivo: z.string().meta({ format: 'binary', description: 'PDF (até AUTOS_MAX_MB, 200 MB, e AUTOS_MAX_PAGINAS páginas), DOCX, JPEG ou PNG (até 20 MB); o tipo é conferido pelo conteúdo.' }) })
  .extend(documentoUploadSchema.shape);

export const documentosPaths: ZodOpenApiPathsObject = {
  '/api/documentos': {
    get: op({
      tag: 'documentos',
      summary: 'Documentos de um processo',
      description: 'Links e arquivos, do mais novo ao mais antigo; os mesmos objetos do detalhe do processo, com quem os adicionou. A leitura vai para o registro de acessos.',
      query: documentoListSchema,
      ok: { description: 'Os documentos.', schema: z.array(documentoLista) },
    }),
    post: op({
      tag: 'documentos',
      summary: 'Anexar link do Google Drive',
      body: { schema: documentoCreateSchema, example: { id_processo: 17, url: 'https://drive.google.com/file/d/1AbC/view', titulo: 'Exames complementares', id_fase: 1 } },
      ok: { status: 201, description: 'Link anexado.', schema: resposta({ id: z.int(), id_processo: z.int(), titulo: z.string(), url: z.string(), message: z.string() }) },
      erros: [403],
    }),
  },
  '/api/documentos/upload': {
    post: op({
      tag: 'documentos',
      summary: 'Enviar arquivo (multipart/form-data)',
      description: 'Campos `arquivo`, `id_processo`, `titulo?`, `id_fase?`. O arquivo é guardado cifrado. Um PDF entra na fila de leitura (`leitura.status` = `na_fila`).',
      body: { schema: upload, tipo: 'multipart/form-data' },
      ok: { status: 201, description: 'Arquivo guardado.', schema: comMensagem(documentoLista) },
      erros: [403, 413, 415],
    }),
  },
  '/api/documentos/{id}': {
    get: op({
      tag: 'documentos',
      summary: 'Um documento',
      description: 'O documento como na lista, com `leitura` (PDFs). A leitura vai para o registro de acessos.',
      path: ['id'],
      ok: { description: 'O documento.', schema: documentoLista },
    }),
    delete: op({ tag: 'documentos', summary: 'Remover documento', description: 'Quem enviou ou um administrador.', path: ['id'], ok: { description: 'Removido.', schema: msg('Documento removido com sucesso') }, erros: [403] }),
  },
  '/api/documentos/{id}/arquivo': {
    get: op({
      tag: 'documentos',
      summary: 'Baixar arquivo',
      description: 'Os bytes originais, como anexo. Aceita `Range: bytes=a-b` (206), para abrir um PDF grande numa página sem baixá-lo todo. Cada download vai para o registro de acessos.',
      path: ['id'],
      ok: { description: 'O arquivo.', tipo: 'application/octet-stream' },
    }),
  },
  '/api/processo/{id}/entregas': {
    get: op({
      tag: 'documentos',
      summary: 'Entregas do processo (uma por fase)',
      path: ['id'],
      ok: { description: 'Resumo por fase, com os arquivos publicados.', schema: z.array(resposta({ id_fase: z.int(), titulo: z.string(), status: z.string(), versao: z.int(), publicada_em: z.string().nullable(), documentos: z.array(resposta({ id: z.int(), nome: z.string(), mime: z.string(), download_url: z.string() })) })) },
    }),
  },
  '/api/processo/{id}/fases/{idFase}/entrega': {
    get: op({ tag: 'documentos', summary: 'Entrega da fase', path: ['id', 'idFase'], ok: { description: 'A entrega (rascunho ou publicada).', schema: entrega } }),
    put: op({ tag: 'documentos', summary: 'Salvar rascunho da entrega (perito ou administrador)', path: ['id', 'idFase'], body: { schema: entregaSalvarSchema }, ok: { description: 'Rascunho salvo.', schema: comMensagem(entrega) }, erros: [403, 409] }),
  },
  '/api/processo/{id}/fases/{idFase}/entrega/publicar': {
    post: op({ tag: 'documentos', summary: 'Publicar a entrega (gera o PDF)', path: ['id', 'idFase'], ok: { status: 201, description: 'Publicada.', schema: comMensagem(entrega) }, erros: [403, 409] }),
  },
  '/api/processo/{id}/fases/{idFase}/entrega/citar': {
    post: op({
      tag: 'documentos',
      summary: 'Citar uma página dos autos na entrega',
      description:
        "'Citar no parecer' (perito ou administrador): acrescenta ao rascunho da fase a frase citada e a referência '(doc. «título», p. 123)', que no editor leva à página e no PDF e no DOCX sai como está escrita. Sem `trecho`, cita o começo da página. O documento precisa ser um PDF lido deste processo. Vai para o registro de acessos.",
      path: ['id', 'idFase'],
      body: { schema: citarAutosSchema, example: { documentoId: 41, pagina: 12, trecho: 'Paciente com «lombalgia» crônica desde 2019.' } },
      ok: { status: 201, description: 'Citação inserida no rascunho.', schema: comMensagem(entrega) },
      erros: [403, 409],
    }),
  },
  '/api/processo/{id}/fases/{idFase}/entrega/corrigir': {
    post: op({
      tag: 'documentos',
      summary: 'Reabrir a entrega publicada para correção',
      path: ['id', 'idFase'],
      body: { schema: motivoSchema, example: { motivo: 'A data do exame estava errada no parecer.' } },
      ok: { description: 'Reaberta como rascunho.', schema: comMensagem(entrega) },
      erros: [403, 409],
    }),
  },
  '/api/processo/{id}/fases/{idFase}/entrega/versoes': {
    get: op({ tag: 'documentos', summary: 'Versões da entrega', path: ['id', 'idFase'], ok: { description: 'As versões salvas.', schema: z.array(resposta({ numero: z.int(), autor: z.string().nullable(), origem: z.string(), restaurada_de: z.int().nullable(), criada_em: z.string(), atualizada_em: z.string() })) } }),
  },
  '/api/processo/{id}/fases/{idFase}/entrega/versoes/{numero}/restaurar': {
    post: op({ tag: 'documentos', summary: 'Restaurar uma versão', path: ['id', 'idFase', 'numero'], ok: { description: 'Versão restaurada como rascunho.', schema: comMensagem(entrega) }, erros: [403, 409] }),
  },
  '/api/processo/{id}/quesitos/exportar': {
    get: op({
      tag: 'quesitos',
      summary: 'Exportar quesitos (PDF ou DOCX)',
      path: ['id'],
      query: exportarFormatoSchema,
      ok: { description: 'O arquivo.', tipo: 'application/octet-stream' },
    }),
  },
};
