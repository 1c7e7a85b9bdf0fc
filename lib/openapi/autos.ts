import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { LEITURA_STATUSES } from '@/lib/domain/autos/leitura';
import { BUSCA_MAX_RANQUEADAS, BUSCA_MAX_RANQUEADAS_TODOS } from '@/lib/domain/autos/busca';
import { buscaAutosSchema } from '@/lib/validation/autos';
import { aceitarSugestaoSchema, eventoManualSchema } from '@/lib/validation/linha-do-tempo';
import { msg, op, resposta } from './operacao';

/** The autos (issue 35): reading of a case's PDFs, search with page citations, page text. */
export const leituraSchema = z
  .object({
    status: z.enum(LEITURA_STATUSES).meta({ description: '`na_fila`, `lendo`, `pronto` ou `falhou`.' }),
    paginas: z.int().nullable().meta({ description: 'Páginas do PDF (null antes de abri-lo).' }),
    paginasLidas: z.int(),
    paginasSemTexto: z.int().meta({ description: 'Páginas sem texto legível (imagem sem OCR, tempo esgotado).' }),
    motivo: z.string().nullable().meta({ description: 'Em português: por que falhou, ou quais páginas ficaram sem texto.' }),
  })
  .meta({ id: 'LeituraDosAutos' });

const resultado = {
  documentoId: z.int(),
  titulo: z.string(),
  pagina: z.int(),
  trecho: z.string().meta({ description: 'A frase em torno do termo (até 300 caracteres), com o termo entre « e ».' }),
  ocr: z.boolean().meta({ description: 'Página lida por OCR (imagem).' }),
};
const limitado = (n: number) =>
  z.boolean().meta({
    description: `true quando mais de ${n.toLocaleString('pt-BR')} páginas correspondem: \`total\` para em ${n} e só essas (as primeiras do índice) são ordenadas por relevância; refine a busca para ver as demais.`,
  });
const total = (n: number) => z.int().meta({ description: `Páginas encontradas (no máximo ${n}; ver \`limitado\`).` });
const busca = resposta({ total: total(BUSCA_MAX_RANQUEADAS), limitado: limitado(BUSCA_MAX_RANQUEADAS), resultados: z.array(resposta(resultado)) });
const buscaGeral = resposta({
  total: total(BUSCA_MAX_RANQUEADAS_TODOS),
  limitado: limitado(BUSCA_MAX_RANQUEADAS_TODOS),
  resultados: z.array(resposta({ id_processo: z.int(), numero: z.string().nullable(), ...resultado })),
});
const DESCRICAO_BUSCA =
  'Busca em português: sem diferença de acentos e maiúsculas, com radicais (`lombalgia` acha LOMBALGIAS); todas as palavras devem estar na página; "frase entre aspas" como frase; CID-10 com ou sem ponto (`M54.5` = `M545`). Um resultado por página, os melhores primeiro, 20 por página (`pagina`). Cada busca vai para o registro de acessos.';

const sugestao = resposta({ id: z.int(), data: z.string().meta({ description: 'AAAA-MM-DD' }), evento: z.string(), tipo: z.string(), documentoId: z.int(), pagina: z.int(), trecho: z.string() });
const eventoLinha = resposta({
  id: z.int(),
  data: z.string().meta({ description: 'AAAA-MM-DD' }),
  evento: z.string(),
  tipo: z.string(),
  documentoId: z.int().nullable(),
  titulo: z.string().nullable().meta({ description: 'Título do documento citado.' }),
  pagina: z.int().nullable(),
  trecho: z.string().nullable(),
  manual: z.boolean(),
});
const comMensagem = (s: z.ZodObject) => s.extend({ message: z.string() });

export const autosPaths: ZodOpenApiPathsObject = {
  '/api/processo/{id}/linha-do-tempo': {
    get: op({
      tag: 'autos',
      summary: 'Linha do tempo clínica',
      description: 'Os eventos aceitos e manuais em ordem de data, cada um com a sua citação (documento e página). Perito, administrador e o advogado do processo; vai para o registro de acessos. Não é a Cronologia do processo.',
      path: ['id'],
      ok: { description: 'Os eventos.', schema: z.array(eventoLinha) },
    }),
    post: op({
      tag: 'autos',
      summary: 'Adicionar evento manual à linha do tempo',
      description: 'Perito do processo ou administrador.',
      path: ['id'],
      body: { schema: eventoManualSchema, example: { data: '2021-03-12', evento: 'Consulta com ortopedista', tipo: 'outro', documentoId: 41, pagina: 12 } },
      ok: { status: 201, description: 'Evento adicionado.', schema: comMensagem(eventoLinha) },
      erros: [403],
    }),
  },
  '/api/processo/{id}/linha-do-tempo/sugestoes': {
    get: op({
      tag: 'autos',
      summary: 'Eventos sugeridos a partir dos autos',
      description: 'Datas próximas de termos médicos (CID-10, atestado, exame, internação, cirurgia, afastamento, CAT, alta, perícia do INSS, benefício, DID, DII), com documento, página e frase. Só as que aguardam decisão.',
      path: ['id'],
      ok: { description: 'As sugestões.', schema: z.array(sugestao) },
    }),
  },
  '/api/processo/{id}/linha-do-tempo/sugestoes/{sid}/aceitar': {
    post: op({
      tag: 'autos',
      summary: 'Aceitar sugestão (opcionalmente editada)',
      path: ['id', 'sid'],
      body: { schema: aceitarSugestaoSchema, opcional: true, example: { evento: 'Atestado de 15 dias (ortopedia)' } },
      ok: { status: 201, description: 'Evento na linha do tempo.', schema: comMensagem(eventoLinha) },
      erros: [403],
    }),
  },
  '/api/processo/{id}/linha-do-tempo/sugestoes/{sid}/descartar': {
    post: op({ tag: 'autos', summary: 'Descartar sugestão', path: ['id', 'sid'], ok: { description: 'Descartada.', schema: msg('Sugestão descartada') }, erros: [403] }),
  },
  '/api/processo/{id}/autos/busca': {
    get: op({
      tag: 'autos',
      summary: 'Buscar nos autos do processo',
      description: DESCRICAO_BUSCA,
      path: ['id'],
      query: buscaAutosSchema,
      ok: { description: 'As páginas encontradas.', schema: busca },
    }),
  },
  '/api/autos/busca': {
    get: op({
      tag: 'autos',
      summary: 'Buscar nos autos de todos os meus processos',
      description: `${DESCRICAO_BUSCA} Cada resultado traz o processo (\`id_processo\`, \`numero\`).`,
      query: buscaAutosSchema,
      ok: { description: 'As páginas encontradas.', schema: buscaGeral },
    }),
  },
  '/api/documentos/{id}/paginas/{n}': {
    get: op({
      tag: 'autos',
      summary: 'Texto de uma página dos autos',
      description: 'O texto da página `n` de um PDF do processo (camada de texto ou OCR). Vai para o registro de acessos.',
      path: ['id', 'n'],
      ok: { description: 'A página.', schema: resposta({ pagina: z.int(), texto: z.string(), ocr: z.boolean() }) },
    }),
  },
};
