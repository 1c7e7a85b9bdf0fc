import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { cid10BuscaSchema, cid10ItemSchema } from '@/lib/validation/cid10';
import { aplicarModeloSchema, modeloRespostaSchema, modeloSchema, modelosFiltroSchema } from '@/lib/validation/quesitos-modelos';
import { quesitoCriadoSchema } from '@/lib/validation/respostas/processos';
import { laudoJudicialSchema, quadroBaseSchema, quadroPericialSchema, quadroQuerySchema, quadroRespostaSchema, respostaLaudoSchema } from '@/lib/validation/quadro-pericial';
import { comMensagem, entrega } from './documentos';
import { msg, op, TOTAL_HEADER } from './operacao';

const EXEMPLO_QUADRO = {
  diagnosticos: [{ cid: 'M51.1', descricao: 'Transtornos de discos lombares e de outros discos intervertebrais com radiculopatia' }],
  did: { data: '2021-03-02', criterio: 'Ressonância magnética com protrusão discal L4-L5.', fontes: [{ documentoId: 31, pagina: 12 }] },
  dii: { data: '2023-04-10', criterio: 'Atestado com afastamento e piora da radiculopatia.', fontes: [{ referencia: 'Atestado de 10/04/2023, fl. 32' }], justificativa: null },
  incapacidade: { grau: 'total', duracao: 'temporaria', abrangencia: 'uniprofissional' },
  dcbSugerida: '2026-06-30',
  reabilitacao: false,
  auxilioTerceiros: false,
  nexo: 'ausente',
  observacoes: '',
};

const EXEMPLO_MODELO = {
  titulo: 'Incapacidade — cardiologia',
  tipoAcao: 'incapacidade',
  especialidade: 'Cardiologia',
  fonte: 'Redação própria do escritório.',
  quesitos: ['Qual a classe funcional (NYHA) do periciando?', 'Qual a fração de ejeção no último ecocardiograma dos autos?'],
};

/** Pareceres estruturados (issue 37): CID-10, the quesitos library, the quadro pericial, the court laudo. */
const laudoRespostaSchema = z
  .object({
    processoId: z.int(),
    documentoId: z.int().nullable(),
    documentoTitulo: z.string().nullable(),
    data: z.string().nullable(),
    perito: z.string(),
    quadro: quadroBaseSchema,
    respostas: z.array(respostaLaudoSchema),
    atualizadoEm: z.string(),
  })
  .meta({ id: 'LaudoJudicialResposta' });

export const pareceresPaths: ZodOpenApiPathsObject = {
  '/api/cid10': {
    get: op({
      tag: 'pareceres',
      summary: 'Buscar na CID-10',
      description:
        'A CID-10 do DATASUS (versão 2008, 12.451 subcategorias e as categorias). Busca por código com ou sem ponto (`M545`, `M54.5`, `M54`), por palavras sem acento (`dor lombar`) e por nomes populares (`lombalgia` → M54.5, `hérnia de disco` → M51.x). Códigos sempre com ponto; nomes populares primeiro. O total vem em `X-Total-Count`.',
      query: cid10BuscaSchema,
      ok: { description: 'Os códigos encontrados.', schema: z.array(cid10ItemSchema), headers: TOTAL_HEADER },
    }),
  },
  '/api/quesitos/modelos': {
    get: op({
      tag: 'pareceres',
      summary: 'Modelos de quesitos',
      description:
        'A biblioteca de quesitos: os modelos ativos por tipo de ação e especialidade (`especialidade` também traz os modelos para qualquer especialidade). Vem com o modelo de benefícios por incapacidade que cobre todos os assuntos da quesitação mínima unificada da Res. CNJ 595/2024, em redação própria (o texto oficial está no Sisperjud e não é publicado), a versão literal dos JEF de São Paulo com a fonte, e conjuntos iniciais por especialidade. Qualquer pessoa com sessão.',
      query: modelosFiltroSchema,
      ok: { description: 'Os modelos.', schema: z.array(modeloRespostaSchema) },
    }),
    post: op({
      tag: 'pareceres',
      summary: 'Criar modelo de quesitos',
      description: 'Administradores e médicos peritos.',
      body: { schema: modeloSchema, example: EXEMPLO_MODELO },
      ok: { status: 201, description: 'Modelo criado.', schema: modeloRespostaSchema },
      erros: [403],
    }),
  },
  '/api/quesitos/modelos/{id}': {
    get: op({ tag: 'pareceres', summary: 'Ler modelo de quesitos', path: ['id'], ok: { description: 'O modelo.', schema: modeloRespostaSchema } }),
    put: op({
      tag: 'pareceres',
      summary: 'Editar modelo de quesitos',
      description: 'Administradores e médicos peritos; também os modelos que vêm com o produto.',
      path: ['id'],
      body: { schema: modeloSchema, example: EXEMPLO_MODELO },
      ok: { description: 'Modelo atualizado.', schema: modeloRespostaSchema },
      erros: [403],
    }),
    delete: op({
      tag: 'pareceres',
      summary: 'Retirar modelo de quesitos',
      description: 'Sai da biblioteca; os quesitos já preenchidos a partir dele continuam nos processos. Administradores e médicos peritos.',
      path: ['id'],
      ok: { description: 'Modelo retirado.', schema: msg('Modelo retirado da biblioteca.') },
      erros: [403],
    }),
  },
  '/api/processo/{id}/quesitos/modelo': {
    post: op({
      tag: 'pareceres',
      summary: 'Preencher os quesitos do processo a partir de um modelo',
      description:
        'Cria no processo um quesito por item do modelo, de uma vez (tudo ou nada), com as regras da criação de quesitos: quem pode adicionar quesitos ao processo; 409 depois de publicada a entrega da Fase 2 ou além do limite de quesitos. Depois, cada quesito se edita como os demais.',
      path: ['id'],
      body: { schema: aplicarModeloSchema, example: { modeloId: 1 } },
      ok: { status: 201, description: 'Os quesitos criados, na ordem do modelo.', schema: z.array(quesitoCriadoSchema.omit({ message: true }).meta({ id: 'QuesitoDoModelo' })) },
      erros: [403, 409],
      idempotente: true,
    }),
  },
  '/api/processo/{id}/quadro-pericial': {
    get: op({
      tag: 'pareceres',
      summary: 'Quadro pericial do processo',
      description:
        'Os achados do perito como dados: diagnósticos (CID-10), DID (data de início da doença), DII (data de início da incapacidade) com critério e fontes, incapacidade (grau, duração, abrangência), DCB sugerida, reabilitação profissional, assistência de terceiros e nexo com o trabalho. Para quem vê o processo; a leitura entra no registro de acessos (LGPD). 404 enquanto não registrado.\n\n**Exportação para outros sistemas:** `?formato=json` devolve o mesmo JSON como arquivo (`Content-Disposition: attachment`). O JSON Schema é o de `QuadroPericialResposta` (em `components.schemas` deste documento); os campos usam os nomes dos tribunais: `did`, `dii`, `dcbSugerida`, `diagnosticos[].cid` (código da CID-10 com ponto). As fontes são citações `{ documentoId, pagina }` (páginas dos autos) ou referências livres `{ referencia }`.',
      path: ['id'],
      query: quadroQuerySchema,
      ok: { description: 'O quadro pericial.', schema: quadroRespostaSchema },
    }),
    put: op({
      tag: 'pareceres',
      summary: 'Registrar o quadro pericial',
      description:
        'Cria ou substitui o quadro (o perito designado e administradores). Regras: DID e DII não podem ser futuras (a DCB sugerida pode); DII anterior à DID só com `dii.justificativa`; um documento citado em `fontes` deve ser deste processo; códigos da CID-10 com ou sem ponto (gravados com ponto).',
      path: ['id'],
      body: { schema: quadroPericialSchema, example: EXEMPLO_QUADRO },
      ok: { description: 'O quadro registrado.', schema: quadroRespostaSchema },
      erros: [403],
    }),
  },
  '/api/processo/{id}/laudo-judicial': {
    get: op({
      tag: 'pareceres',
      summary: 'Laudo do perito do juízo',
      description: 'O laudo registrado: documento, data, perito, o quadro segundo o perito do juízo e, por quesito, a resposta dele com a posição do assistente técnico. Para quem vê o processo; a leitura entra no registro de acessos. 404 enquanto não registrado.',
      path: ['id'],
      ok: { description: 'O laudo judicial.', schema: laudoRespostaSchema },
    }),
    put: op({
      tag: 'pareceres',
      summary: 'Registrar o laudo do perito do juízo',
      description:
        'Cria ou substitui (o perito designado e administradores). `documentoId`: o arquivo do laudo entre os documentos do processo; `quadro`: o quadro segundo o perito do juízo, na forma do quadro pericial (sem as regras de data); `respostas`: por quesito, a resposta do perito do juízo (digitada ou colada), a posição (`concorda`, `diverge`, `parcial`), a fundamentação (obrigatória quando diverge) e as fontes. Documentos citados devem ser deste processo.',
      path: ['id'],
      body: {
        schema: laudoJudicialSchema,
        example: {
          documentoId: 40,
          data: '2024-08-15',
          perito: 'Dr. João Souza',
          quadro: { ...EXEMPLO_QUADRO, dii: { ...EXEMPLO_QUADRO.dii, data: '2024-08-15' }, incapacidade: { grau: 'nenhuma', duracao: null, abrangencia: null } },
          respostas: [
            {
              quesito: 'É possível fixar a data de início da incapacidade (DII)?',
              respostaJudicial: 'Sim, na data desta perícia.',
              posicao: 'diverge',
              fundamentacao: 'O atestado de 10/04/2023 já registra afastamento pela radiculopatia.',
              fontes: [{ documentoId: 31, pagina: 32 }],
            },
          ],
        },
      },
      ok: { description: 'O laudo registrado.', schema: laudoRespostaSchema },
      erros: [403],
    }),
  },
  '/api/processo/{id}/laudo-judicial/impugnacao': {
    post: op({
      tag: 'pareceres',
      summary: 'Gerar a impugnação a partir do laudo (Fase 4)',
      description:
        'Cria uma nova versão do rascunho da entrega da Fase 4 com introdução, a fundamentação de cada divergência com as fontes, o quadro pericial comparado campo a campo e a conclusão; a resposta é a entrega como `GET /api/processo/{id}/fases/4/entrega` a devolve. Depois se edita e se publica como qualquer entrega; o PDF e o DOCX publicados abrem com as tabelas lado a lado (quesitos e quadro). O perito designado e administradores; 409 sem laudo registrado ou com a impugnação já publicada; 404 se o processo não tem a Fase 4.',
      path: ['id'],
      ok: { status: 201, description: 'O rascunho gerado.', schema: comMensagem(entrega) },
      erros: [403, 409],
    }),
  },
};
