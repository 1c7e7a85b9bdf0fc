import { z } from 'zod';
import type { ZodOpenApiOperationObject, ZodOpenApiPathsObject } from 'zod-openapi';
import { contatoSchema } from '@/lib/validation/contato';
import { empresaSchema } from '@/lib/validation/empresa';
import { geradorSchema } from '@/lib/validation/proposta';
import { tabelaPrecosSchema } from '@/lib/validation/precos';
import { TABELA_PADRAO } from '@/lib/domain/pricing/tabela';
import { op, resposta, type Operacao } from './operacao';

/**
 * GET /api/health answers its 503 with the probe itself (`{ status: 'erro', db, migrations, jobs, filas, message }`): its
 * `message` is the `{ message }` of every error, and the description says what else comes with it.
 */
function comSaudeFalhando(o: Operacao): ZodOpenApiOperationObject {
  const r = op(o);
  const falha = r.responses?.['503'];
  if (falha && !('$ref' in falha)) {
    falha.description = 'Alguma parte falhou: o corpo traz `message` (o que está indisponível) e também `status: "erro"`, `db`, `migrations`, `jobs` e `filas`, como na resposta 200.';
  }
  return r;
}

/** In-app notifications, the company data shown on the public site, the contact form and this description itself. */
export const sistemaPaths: ZodOpenApiPathsObject = {
  '/api/notificacoes': {
    get: op({
      tag: 'sistema',
      summary: 'Minhas notificações',
      ok: { description: 'As notificações recentes e quantas não foram lidas.', schema: resposta({ notificacoes: z.array(resposta({ id: z.int() })), naoLidas: z.int() }) },
    }),
  },
  '/api/notificacoes/{id}/lida': {
    post: op({ tag: 'sistema', summary: 'Marcar notificação como lida', path: ['id'], ok: { description: 'Marcada.', schema: resposta({ naoLidas: z.int(), message: z.string() }) } }),
  },
  '/api/notificacoes/lidas': {
    post: op({ tag: 'sistema', summary: 'Marcar todas como lidas', ok: { description: 'Marcadas.', schema: resposta({ marcadas: z.int(), naoLidas: z.literal(0), message: z.string() }) } }),
  },
  '/api/empresa': {
    get: op({ tag: 'sistema', acesso: 'publico', summary: 'Dados da empresa (site público)', ok: { description: 'Os dados.', schema: z.looseObject({}) } }),
    put: op({ tag: 'sistema', summary: 'Salvar dados da empresa (administradores)', body: { schema: empresaSchema }, ok: { description: 'Salvos.', schema: resposta({ message: z.string(), empresa: z.looseObject({}) }) }, erros: [403] }),
  },
  '/api/precos': {
    get: op({
      tag: 'sistema',
      summary: 'Tabela de preços em vigor',
      description:
        'Valores em centavos; descontos e taxas em pontos-base (1% = 100). `versao` e `vigenteDesde` dizem qual versão está em vigor. Um processo guarda a versão com que foi cadastrado; novos processos, propostas e orçamentos usam esta.',
      ok: { description: 'A tabela em vigor.', schema: resposta({ versao: z.int(), vigenteDesde: z.string() }) },
    }),
    put: op({
      tag: 'sistema',
      summary: 'Salvar a tabela de preços (administradores)',
      description: 'A tabela inteira (todos os campos; `fasesPorJustica` é opcional: sem ela, cada tipo de justiça recebe os valores de `fasesCentavos`). Vira uma nova versão, em vigor a partir de agora; processos já cadastrados mantêm os seus preços. Registrada na auditoria.',
      body: { schema: tabelaPrecosSchema, example: TABELA_PADRAO },
      ok: { description: 'Salva: a nova versão.', schema: resposta({ message: z.string(), versao: z.int(), vigenteDesde: z.string() }) },
      erros: [403, 409],
    }),
  },
  '/api/propostas': {
    post: op({
      tag: 'sistema',
      summary: 'Emitir proposta com código de verificação (administradores)',
      description:
        'Os campos do gerador de proposta (/gerador). Campos em branco usam os padrões de /modelo e os valores da tabela. `justica` (opcional: `federal`, `estadual`, `trabalho`, `militar_eleitoral`, `civel_juizados`) escolhe a linha da tabela que precifica as fases; sem ela, vale o tipo do número CNJ válido em `numeroProcesso` (o dígito J: 4 Federal, 5 Trabalho, 8 Estadual…), senão os preços gerais. A proposta é guardada com um código de 10 caracteres e com `precosFases` (o tipo de justiça usado, o preço de cada fase e o do dia de antecipação, em centavos); `url` é a página pública de verificação (/proposta/{codigo}), impressa na proposta com um QR code.',
      body: {
        schema: geradorSchema,
        example: { nomeAdvogado: 'Dra. Ana Souza', nomeCliente: 'João da Silva', numeroProcesso: '', parteContraria: 'INSS', valorVista: '2.850,00', valorParcelado: '', fases: [1, 2, 3], antecipacao: 0, justica: 'federal' },
      },
      ok: {
        status: 201,
        description: 'Proposta emitida (valores em centavos, datas YYYY-MM-DD).',
        schema: resposta({
          codigo: z.string().meta({ example: 'K7QM2D9XRA' }),
          url: z.string(),
          emitidaEm: z.string(),
          validaAte: z.string(),
          valorVista: z.int(),
          valorParcelado: z.int(),
          precosFases: z
            .object({
              justica: z.string().nullable().meta({ example: 'federal' }),
              fases: z.array(z.object({ fase: z.int(), centavos: z.int() })),
              antecipacaoPorDiaCentavos: z.int(),
            })
            .nullable(),
          message: z.string(),
        }),
      },
      erros: [403],
    }),
  },
  '/api/contato': {
    post: op({
      tag: 'sistema',
      acesso: 'publico',
      summary: 'Fale conosco',
      body: { schema: contatoSchema, example: { nome: 'Carlos Pereira', email: 'carlos@exemplo.com.br', assunto: 'Orçamento', mensagem: 'Gostaria de um orçamento para 5 processos trabalhistas.' } },
      ok: { status: 201, description: 'Mensagem recebida.', schema: resposta({ message: z.string() }) },
      erros: [429],
    }),
  },
  '/api/health': {
    get: comSaudeFalhando({
      tag: 'operacao',
      acesso: 'publico',
      summary: 'Saúde do servidor (monitoramento)',
      description:
        'Para balanceadores de carga e monitoramento: 200 quando o banco de dados responde, as migrações estão em dia e a fila de tarefas roda; 503 com `status: "erro"`, a parte que falhou e `message`. Pública e sem segredos.',
      ok: {
        description: 'Tudo em ordem.',
        schema: resposta({
          status: z.enum(['ok', 'erro']),
          db: z.enum(['ok', 'falhou']),
          migrations: z.enum(['ok', 'pendentes', 'desconhecidas']),
          jobs: z
            .enum(['ok', 'desligado', 'parado', 'falhou'])
            .meta({ description: '`desligado`: instância com todas as filas desligadas de propósito (LEMBRETES_WORKER=0, WEBHOOKS_WORKER=0, AVISOS_EMAIL_WORKER=0, NFSE_WORKER=0; saudável). `falhou`: alguma fila não pôde iniciar (o `message` a nomeia).' }),
          filas: z
            .array(
              resposta({
                nome: z.string(),
                ativa: z.boolean().meta({ description: 'Esta instância trabalha a fila agora.' }),
                pendentes: z.int().nullable().meta({ description: 'Tarefas à espera (novas ou aguardando nova tentativa), em todas as instâncias; null se desconhecido.' }),
                maisAntigaSegundos: z.int().nullable().meta({ description: 'Idade da tarefa à espera mais antiga, em segundos; null sem tarefas à espera.' }),
              }),
            )
            .meta({ description: 'Uma entrada por fila de tarefas.' }),
          message: z.string().optional(),
        }),
        example: {
          status: 'ok',
          db: 'ok',
          migrations: 'ok',
          jobs: 'ok',
          filas: [{ nome: 'lembretes', ativa: true, pendentes: 0, maisAntigaSegundos: null }],
        },
      },
      erros: [503],
    }),
  },
  '/api/openapi.json': {
    get: op({ tag: 'documentacao', acesso: 'publico', summary: 'Esta descrição (OpenAPI 3.1)', ok: { description: 'O documento OpenAPI.', schema: z.looseObject({ openapi: z.string() }) } }),
  },
  '/api/docs': {
    get: op({ tag: 'documentacao', acesso: 'publico', summary: 'Referência interativa da API', ok: { description: 'Página HTML (Scalar), servida sem recursos externos.', tipo: 'text/html', schema: z.string() } }),
  },
  '/api/docs/scalar.js': {
    get: op({ tag: 'documentacao', acesso: 'publico', summary: 'Script da referência interativa', ok: { description: 'JavaScript do Scalar, servido do próprio pacote.', tipo: 'text/javascript', schema: z.string() } }),
  },
};
