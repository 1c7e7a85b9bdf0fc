import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { cid10BuscaSchema, cid10ItemSchema } from '@/lib/validation/cid10';
import { aplicarModeloSchema, modeloRespostaSchema, modeloSchema, modelosFiltroSchema } from '@/lib/validation/quesitos-modelos';
import { quesitoCriadoSchema } from '@/lib/validation/respostas/processos';
import { msg, op, TOTAL_HEADER } from './operacao';

const EXEMPLO_MODELO = {
  titulo: 'Incapacidade — cardiologia',
  tipoAcao: 'incapacidade',
  especialidade: 'Cardiologia',
  fonte: 'Redação própria do escritório.',
  quesitos: ['Qual a classe funcional (NYHA) do periciando?', 'Qual a fração de ejeção no último ecocardiograma dos autos?'],
};

/** Pareceres estruturados (issue 37): CID-10, the quesitos library, the quadro pericial, the court laudo. */
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
        'Cria no processo um quesito por item do modelo, de uma vez (tudo ou nada), com as regras da chamada 3: quem pode adicionar quesitos ao processo; 409 depois de publicada a entrega da Fase 2 ou além do limite de quesitos. Depois, cada quesito se edita como os demais.',
      path: ['id'],
      body: { schema: aplicarModeloSchema, example: { modeloId: 1 } },
      ok: { status: 201, description: 'Os quesitos criados, na ordem do modelo.', schema: z.array(quesitoCriadoSchema.omit({ message: true }).meta({ id: 'QuesitoDoModelo' })) },
      erros: [403, 409],
      idempotente: true,
    }),
  },
};
