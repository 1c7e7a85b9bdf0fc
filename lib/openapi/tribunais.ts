import { z } from 'zod';
import type { ZodOpenApiOperationObject, ZodOpenApiPathsObject } from 'zod-openapi';
import { publicacoesSemProcessoQuerySchema, sincronizarSchema } from '@/lib/validation/tribunais';
import {
  andamentoSchema,
  consultaProcessoSchema,
  prazoIniciadoSchema,
  publicacaoSchema,
  publicacaoSemProcessoSchema,
  situacaoSincronizacaoSchema,
  sincronizacaoSchema,
} from '@/lib/validation/respostas/tribunais';
import { op, TOTAL_HEADER } from './operacao';

/** The courts: the CNJ's DataJud (case data, movements) and DJEN (communications), lib/data/tribunais. */
const numeroCnj = z.string().meta({ description: 'Número CNJ do processo, com máscara ou só os 20 dígitos.', example: '0001234-56.2024.5.02.0001' });

const sincronizacaoDoProcessoEmCurso = z.looseObject({ status: z.literal('em_andamento'), progresso: z.object({ processos: z.int(), total: z.int(), feitos: z.int(), falhas: z.int() }) });

/** The POST's other success: an admin's `{}` queued (or the run already queued or running), with its status URL. */
function comFila(o: ZodOpenApiOperationObject): ZodOpenApiOperationObject {
  return {
    ...o,
    responses: {
      ...o.responses,
      '202': {
        description:
          'Na fila (ou já em andamento): a situação da sincronização de todos, com `Location` para acompanhá-la; ou, para `{ id_processo }`, a do processo já em sincronização (`{ status: "em_andamento", progresso: { processos, total, feitos, falhas } }`).',
        headers: z.object({ Location: z.string().meta({ description: 'Onde acompanhar a sincronização de todos.', example: '/api/tribunais/sincronizar/42' }) }),
        content: { 'application/json': { schema: z.union([situacaoSincronizacaoSchema, sincronizacaoDoProcessoEmCurso]), example: { status: 'na_fila', progresso: { feitos: 0, total: 0, falhas: 0 } } } },
      },
    },
  };
}

export const tribunaisPaths: ZodOpenApiPathsObject = {
  '/api/tribunais/processo/{numero}': {
    get: op({
      tag: 'tribunais',
      summary: 'Consultar processo no CNJ (DataJud)',
      description:
        'O que o DataJud publica do processo (tribunal, classe, assuntos, órgão julgador, datas) e a sugestão de campos para o cadastro; `{ encontrado: false, motivo }` quando não há. Advogados e administradores. Dígitos verificadores errados: 400; DataJud fora do ar, lento ou recusando a chave: 503.',
      pathProprio: { numero: numeroCnj },
      ok: { description: 'Encontrado ou não.', schema: consultaProcessoSchema },
      erros: [400, 403, 503],
    }),
  },
  '/api/tribunais/sincronizar': {
    post: comFila(
      op({
        tag: 'tribunais',
        summary: 'Sincronizar com DataJud e DJEN agora',
        description:
          'Administradores: `{}` (ou corpo vazio) põe na fila a sincronização de todos os processos em andamento, com a consulta ao DJEN pela OAB de cada advogado ativo, e responde 202 `{ status, progresso }` com `Location` para acompanhar (`GET /api/tribunais/sincronizar/{id}`); com uma já na fila ou em andamento, responde essa mesma (mesmo `Location`). `{ id_processo }` sincroniza um só, na hora. Advogados: só `{ id_processo }` de um processo seu. `{ advogado_id }` busca agora no DJEN as publicações pela OAB de um advogado (o próprio advogado, ou um administrador para qualquer advogado; sem OAB cadastrada: 409). Processo sem número CNJ: 409. Uma sincronização por processo de cada vez: com outra em curso, 202 `{ status: "em_andamento", progresso: { processos, total, feitos, falhas } }`. Limites: 30 pedidos por usuário e 6 por processo a cada 10 minutos (429 com `Retry-After`); toda consulta ao CNJ respeita a pausa `TRIBUNAIS_PAUSA_MS` entre pedidos de todas as instâncias. Fila indisponível: 503.',
        body: { schema: sincronizarSchema, example: { id_processo: 17 }, opcional: true },
        ok: { description: 'Quantos processos, andamentos e publicações novas, e falhas.', schema: sincronizacaoSchema },
        erros: [403, 404, 409, 429, 503],
      }),
    ),
  },
  '/api/tribunais/sincronizar/{id}': {
    get: op({
      tag: 'tribunais',
      summary: 'Situação de uma sincronização',
      description:
        'Como vai uma sincronização (o `Location` de "Sincronizar todos agora"): `status` `na_fila`, `em_andamento`, `concluida` ou `falhou`, e `progresso: { feitos, total, falhas }`; quando `concluida`, também `resultado`. Só administradores (outros perfis: 403).',
      path: ['id'],
      ok: { description: 'A situação.', schema: situacaoSincronizacaoSchema },
      erros: [403],
    }),
  },
  '/api/tribunais/publicacoes/{id}/iniciar-prazo': {
    post: op({
      tag: 'tribunais',
      summary: 'Iniciar prazo a partir de uma intimação do DJEN',
      description:
        'Abre o prazo legal da intimação, contado da data de publicação: o do art. 465 §1º quando o texto trata de quesitos, assistente técnico ou nomeação do perito; senão o do art. 477 §1º (laudo; um processo que aguardava o laudo passa a "laudo recebido"). Qualquer pessoa com acesso ao processo (advogado, perito, administrador), em qualquer situação. Comunicação que não é intimação ou já usada: 409.',
      path: ['id'],
      ok: { description: 'Prazo iniciado.', schema: prazoIniciadoSchema },
      erros: [403, 409],
    }),
  },
  '/api/processo/{id}/andamentos': {
    get: op({
      tag: 'tribunais',
      summary: 'Andamentos do processo (DataJud)',
      description:
        'Os movimentos trazidos do DataJud, o mais novo primeiro (até 2.000; um movimento cuja data o DataJud enviou inexistente vem antes, com `dataHora` vazia e `dataOriginal`). O total guardado vem em `X-Total-Count`. Vale o mesmo acesso do detalhe do processo (processo de outro: 404).',
      path: ['id'],
      ok: { description: 'Os andamentos.', schema: z.array(andamentoSchema), headers: TOTAL_HEADER },
    }),
  },
  '/api/processo/{id}/publicacoes': {
    get: op({
      tag: 'tribunais',
      summary: 'Publicações do processo (DJEN)',
      description: 'As comunicações trazidas do DJEN, a mais nova primeiro. Vale o mesmo acesso do detalhe do processo (processo de outro: 404).',
      path: ['id'],
      ok: { description: 'As publicações.', schema: z.array(publicacaoSchema) },
    }),
  },
  '/api/tribunais/publicacoes-sem-processo': {
    get: op({
      tag: 'tribunais',
      summary: 'Publicações sem processo cadastrado (DJEN pela OAB)',
      description:
        'Comunicações do DJEN encontradas pela OAB do advogado cujo processo não está cadastrado aqui, a mais nova primeiro (até 200; dispensadas não aparecem). Advogados: as suas. Administradores: todas, ou as de um advogado com `advogado`. Médicos, ou advogado pedindo as de outro: 403.',
      query: publicacoesSemProcessoQuerySchema,
      ok: { description: 'As publicações.', schema: z.array(publicacaoSemProcessoSchema) },
      erros: [400, 403],
    }),
  },
  '/api/tribunais/publicacoes-sem-processo/{id}/dispensar': {
    post: op({
      tag: 'tribunais',
      summary: 'Dispensar uma publicação sem processo cadastrado',
      description: 'A publicação sai da lista e não volta nas próximas sincronizações. O próprio advogado ou um administrador; de outro advogado: 404; médicos: 403.',
      path: ['id'],
      ok: { description: 'Dispensada.', schema: z.looseObject({ message: z.string() }) },
      erros: [403],
    }),
  },
};
