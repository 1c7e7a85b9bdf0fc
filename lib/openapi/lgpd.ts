import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import {
  auditoriaQuerySchema,
  consentimentoSchema,
  emailConfirmSchema,
  emailDesfazerSchema,
  incidenteSchema,
  meusDadosSchema,
  solicitacaoCreateSchema,
  solicitacaoRespostaSchema,
} from '@/lib/validation/lgpd';
import { op, resposta, TOTAL_HEADER } from './operacao';

/** The data subject's rights (LGPD art. 18), consents, the admins' audit trail and incident register. */
const solicitacao = resposta({ id: z.int(), tipo: z.string(), tipo_label: z.string(), mensagem: z.string(), status: z.string(), status_label: z.string() });

/** Meus dados: the address printed on the nota fiscal (issue 39), all null when not given. */
const enderecoNotaFiscal = {
  cep: z.string().nullable().meta({ description: 'CEP do endereço da nota fiscal (8 dígitos).' }),
  logradouro: z.string().nullable(),
  numero: z.string().nullable(),
  complemento: z.string().nullable(),
  bairro: z.string().nullable(),
  municipio: z.string().nullable(),
  uf: z.string().nullable(),
  codigo_municipio: z.string().nullable().meta({ description: 'Código IBGE do município (7 dígitos), calculado de `uf` e `municipio` ao salvar.' }),
};

export const lgpdPaths: ZodOpenApiPathsObject = {
  '/api/lgpd/meus-dados': {
    get: op({ tag: 'lgpd', summary: 'Meus dados cadastrais', ok: { description: 'Os seus dados.', schema: resposta({ id: z.int(), nome: z.string(), email: z.string(), email_pendente: z.string().nullable(), telefone: z.string().nullable(), escritorio: z.string().nullable(), cnpj: z.string().nullable().meta({ description: 'CNPJ do escritório (só dígitos): o tomador da nota fiscal quando informado.' }), ...enderecoNotaFiscal }) } }),
    put: op({
      tag: 'lgpd',
      summary: 'Corrigir meus dados',
      description:
        'Um e-mail novo só vale depois de confirmado pelo link enviado a ele. `cnpj` (opcional): o CNPJ do escritório, tomador da nota fiscal; ausente fica como está, vazio ou null apaga, inválido → 400. ' +
        'Endereço da nota fiscal (opcional, em grupo): `cep`, `logradouro`, `numero`, `complemento` (opcional), `bairro`, `municipio`, `uf`; todos ausentes, fica como está; todos vazios ou null, apaga; ' +
        'preenchido pela metade → 400 nomeando o que falta; município que não existe na UF → 400 (`Município não encontrado em SP: confira o nome.`). O código IBGE do município é calculado ao salvar.',
      body: {
        schema: meusDadosSchema,
        example: {
          nome: 'Ana Lima',
          telefone: '(11) 98765-4321',
          endereco: 'Rua Augusta, 100 – São Paulo/SP',
          escritorio: 'Lima & Associados',
          cnpj: '11.444.777/0001-61',
          email: 'ana@lima.adv.br',
          cep: '01305-000',
          logradouro: 'Rua Augusta',
          numero: '100',
          complemento: 'Conjunto 42',
          bairro: 'Consolação',
          municipio: 'São Paulo',
          uf: 'SP',
        },
      },
      ok: { description: 'Dados salvos.', schema: resposta({ confirmacaoEnviada: z.boolean(), message: z.string() }) },
      erros: [409],
    }),
  },
  '/api/lgpd/email/confirmar': {
    post: op({ tag: 'lgpd', summary: 'Confirmar novo e-mail', body: { schema: emailConfirmSchema }, ok: { description: 'E-mail confirmado.', schema: resposta({ email: z.string(), message: z.string() }) }, erros: [409] }),
  },
  '/api/auth/confirmar-cadastro': {
    post: op({
      tag: 'lgpd',
      acesso: 'publico',
      summary: 'Confirmar o e-mail de uma conta nova',
      description: 'Com o `token` do link enviado no cadastro (vale 7 dias, uso único). Link inválido ou expirado: 400. Enquanto não confirmado, nada fica bloqueado.',
      body: { schema: emailConfirmSchema, example: { token: 'Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6cXV4Zm9vYmFyYmE' } },
      ok: { description: 'E-mail confirmado.', schema: resposta({ message: z.string() }) },
    }),
  },
  '/api/auth/confirmar-cadastro/reenviar': {
    post: op({
      tag: 'lgpd',
      summary: 'Reenviar o link de confirmação do e-mail',
      description: 'Um novo link para o e-mail da conta (o anterior deixa de valer); 3 por hora. 409 se o e-mail já está confirmado.',
      ok: { description: 'Link reenviado.', schema: resposta({ message: z.string() }) },
      erros: [409, 429],
    }),
  },
  '/api/lgpd/email/desfazer': {
    post: op({
      tag: 'lgpd',
      acesso: 'publico',
      summary: 'Desfazer troca de e-mail',
      description:
        'Com o `token` do aviso enviado ao e-mail anterior (vale 7 dias): a conta volta a esse e-mail e todas as sessões são encerradas. Link inválido ou expirado: 400; e-mail anterior já usado por outra conta: 409.',
      body: { schema: emailDesfazerSchema, example: { token: 'Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6cXV4Zm9vYmFyYmE' } },
      ok: { description: 'E-mail anterior restaurado.', schema: resposta({ email: z.string(), message: z.string() }) },
      erros: [409],
    }),
  },
  '/api/lgpd/exportar': {
    get: op({ tag: 'lgpd', summary: 'Exportar meus dados (portabilidade)', ok: { description: 'Um arquivo JSON com os seus dados.', schema: z.looseObject({}) } }),
  },
  '/api/lgpd/consentimentos': {
    get: op({ tag: 'lgpd', summary: 'Consentimentos pendentes', ok: { description: 'Documentos cuja versão vigente você ainda não aceitou.', schema: resposta({ pendentes: z.array(z.unknown()) }) } }),
    post: op({ tag: 'lgpd', summary: 'Aceitar Termos de Uso e Política de Privacidade vigentes', body: { schema: consentimentoSchema, example: { termos: true, privacidade: true } }, ok: { description: 'Aceite registrado.', schema: resposta({ message: z.string() }) } }),
  },
  '/api/lgpd/solicitacoes': {
    get: op({ tag: 'lgpd', summary: 'Solicitações do titular', description: 'As suas; administradores veem todas.', ok: { description: 'As solicitações.', schema: z.array(solicitacao) } }),
    post: op({
      tag: 'lgpd',
      summary: 'Fazer uma solicitação (exclusão, correção, informação, revogação)',
      body: { schema: solicitacaoCreateSchema, example: { tipo: 'informacao', mensagem: 'Quero saber com quem meus dados foram compartilhados.' } },
      ok: { status: 201, description: 'Registrada.', schema: solicitacao.extend({ message: z.string() }) },
      erros: [409, 429],
    }),
  },
  '/api/lgpd/solicitacoes/{id}/responder': {
    post: op({
      tag: 'lgpd',
      summary: 'Responder solicitação (administradores)',
      path: ['id'],
      body: { schema: solicitacaoRespostaSchema, example: { resposta: 'Seus dados não foram compartilhados com terceiros.', executar: false } },
      ok: { description: 'Respondida e enviada ao titular.', schema: solicitacao.extend({ message: z.string() }) },
      erros: [403, 409],
    }),
  },
  '/api/lgpd/auditoria': {
    get: op({
      tag: 'lgpd',
      summary: 'Histórico de alterações (administradores)',
      query: auditoriaQuerySchema,
      ok: {
        description: 'Cada campo alterado: antes, depois, motivo e autor.',
        headers: TOTAL_HEADER,
        schema: z.array(resposta({ id: z.int(), campo: z.string(), antes: z.string().nullable(), depois: z.string().nullable(), motivo: z.string().nullable(), descricao: z.string(), data: z.string() })),
      },
      erros: [403],
    }),
  },
  '/api/lgpd/incidentes': {
    get: op({ tag: 'lgpd', summary: 'Incidentes de segurança (administradores)', ok: { description: 'O registro.', schema: z.array(resposta({ id: z.int() })) }, erros: [403] }),
    post: op({ tag: 'lgpd', summary: 'Registrar incidente (administradores)', body: { schema: incidenteSchema }, ok: { status: 201, description: 'Registrado.', schema: resposta({ id: z.int(), message: z.string() }) }, erros: [403] }),
  },
};
