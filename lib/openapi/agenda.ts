import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { periciaCreateSchema, periciaRangeSchema } from '@/lib/validation/pericia';
import { contestarLaudoSchema, laudoRecebidoSchema, motivoSchema, registrarPrazoSchema, trabalhoFiltroSchema } from '@/lib/validation/trabalho';
import { calcularPrazoSchema, calendarioAnoSchema, partesSchema, prazoEmDobroSchema, prazoManualSchema, suspensaoSchema } from '@/lib/validation/prazos';
import { periciaCriadaSchema, periciaLidaSchema, trabalhoItemSchema } from '@/lib/validation/respostas/agenda';
import { msg, op, resposta, TOTAL_HEADER } from './operacao';

/** The perícias calendar (SPEC calls 6, 7), its private feed, the expert's board (call 8) and the deadlines. */
const prazo = resposta({ id: z.int(), id_processo: z.int(), numero: z.string().nullable(), tipo: z.string(), inicio: z.string(), fim: z.string(), status: z.string() });
const privilegio = z.enum(['fazenda_publica', 'inss', 'ministerio_publico', 'defensoria']).nullable();
/** Issue 34: the answer of PUT .../partes and of the older PUT .../prazo-em-dobro. */
const partesResposta = resposta({
  id_processo: z.int(),
  ladoCliente: z.enum(['requerente', 'requerido']),
  privilegioRequerente: privilegio,
  privilegioRequerido: privilegio,
  prazo_em_dobro: privilegio.meta({ description: 'Privilégio da parte contrária ao cliente.' }),
  frase_prazo: z.string().meta({ example: 'Prazo simples: a parte com prazo em dobro é a parte contrária (INSS).' }),
  prazos: z.array(resposta({ id: z.int(), tipo: z.string(), inicio: z.string(), fim: z.string(), status: z.string(), em_dobro: z.boolean() })),
  message: z.string(),
});
const suspensao = resposta({
  id: z.int(),
  dataInicio: z.string(),
  dataFim: z.string(),
  tribunal: z.string().nullable(),
  comarca: z.string().nullable(),
  descricao: z.string(),
  fonte: z.string().nullable(),
  criadoPor: z.string().nullable(),
  createdAt: z.string(),
});

export const agendaPaths: ZodOpenApiPathsObject = {
  '/api/pericia/add': {
    post: op({
      tag: 'agenda',
      summary: 'Agendar perícia',
      description: 'O perito do processo ou um administrador agenda; advogados só consultam (403).',
      body: {
        schema: periciaCreateSchema,
        example: {
          nome: 'Maria da Silva',
          numero_processo: '0005678-16.2025.8.26.0100',
          tipo: 'Perícia Judicial',
          observacao: 'Levar exames de imagem.',
          endereco: 'Av. Paulista, 1000 – São Paulo/SP',
          data_start: '2026-05-20T13:00:00.000Z',
          data_end: '2026-05-20T14:00:00.000Z',
          protocolo: 'PJ-2026-0001',
        },
      },
      ok: { status: 201, description: 'Perícia agendada.', schema: periciaCriadaSchema },
      erros: [403],
      idempotente: true,
    }),
  },
  '/api/pericia/read': {
    get: op({
      tag: 'agenda',
      summary: 'Listar perícias',
      description: 'As perícias dos processos que você pode ver; com `start` e `end`, só as que se sobrepõem ao intervalo.',
      query: periciaRangeSchema,
      ok: { description: 'As perícias.', schema: z.array(periciaLidaSchema) },
    }),
  },
  '/api/pericia/{id}': { delete: op({ tag: 'agenda', summary: 'Excluir perícia', path: ['id'], ok: { description: 'Excluída.', schema: msg('Perícia excluída com sucesso') }, erros: [403] }) },
  '/api/agenda/link': {
    get: op({ tag: 'agenda', summary: 'Endereço do calendário privado (iCalendar)', ok: { description: 'O endereço atual, ou null.', schema: resposta({ url: z.string().nullable() }) } }),
    post: op({ tag: 'agenda', summary: 'Gerar novo endereço do calendário (o anterior deixa de funcionar)', ok: { status: 201, description: 'Novo endereço.', schema: resposta({ url: z.string(), message: z.string() }) } }),
  },
  '/api/agenda/{file}': {
    get: op({
      tag: 'agenda',
      acesso: 'publico',
      summary: 'Calendário privado (.ics)',
      description: 'O segredo no endereço é a credencial (aplicativos de calendário não enviam cookies). Segredo desconhecido ou revogado: 404.',
      path: ['file'],
      ok: { description: 'O calendário (RFC 5545).', tipo: 'text/calendar', schema: z.string() },
    }),
  },
  '/api/trabalho/get': {
    get: op({
      tag: 'trabalho',
      summary: 'Painel do perito',
      description: 'Administrador: todos os processos no fluxo; médico: os atribuídos a ele. Também responde em `/api/trabalho/get/`.',
      query: trabalhoFiltroSchema,
      ok: { description: 'Os cartões do painel.', schema: z.array(trabalhoItemSchema), headers: TOTAL_HEADER },
    }),
  },
  '/api/trabalho/{id}/{acao}': {
    post: op({
      tag: 'trabalho',
      summary: 'Passo do fluxo do perito',
      description:
        '`aceitar_nomeacao` (sem corpo); `laudo_recebido` `{ dataIntimacao? }`; `contestar_laudo` `{ fundamentos, confirmacao: true }`; `recusar_nomeacao` `{ motivo }`. Um passo que não vale na etapa atual responde 409.',
      path: ['id', 'acao'],
      body: { schema: z.union([laudoRecebidoSchema, contestarLaudoSchema, motivoSchema]), example: { dataIntimacao: '2026-06-01' } },
      ok: { description: 'O cartão atualizado e a mensagem.', schema: resposta({ message: z.string() }) },
      erros: [403, 409],
    }),
  },
  '/api/prazos': {
    get: op({ tag: 'prazos', summary: 'Prazos abertos', ok: { description: 'Os prazos abertos dos seus processos.', schema: z.array(prazo) } }),
    post: op({
      tag: 'prazos',
      summary: 'Registrar uma intimação (nomeação: art465; laudo: art477)',
      description:
        'Abre o prazo legal da intimação: `art465` (quesitos e assistente técnico, CPC art. 465 §1º) ou `art477` (manifestação sobre o laudo, art. 477 §1º). Qualquer pessoa com acesso ao processo (advogado, perito, administrador), em qualquer situação do processo: o pagamento decide o trabalho do escritório, não o prazo do tribunal.',
      body: { schema: registrarPrazoSchema, example: { id_processo: 17, tipo: 'art465', dataIntimacao: '2026-06-01' } },
      ok: { status: 201, description: 'Prazo aberto.', schema: prazo },
      erros: [403, 409],
    }),
  },
  '/api/prazos/propostos': {
    get: op({
      tag: 'prazos',
      summary: 'Prazos propostos por intimações do DJEN',
      description:
        'Intimações do DJEN dirigidas ao advogado do processo sobre o laudo (art. 477 §1º) ou sobre quesitos (art. 465 §1º), dos últimos 90 dias, cujo prazo ainda não foi iniciado. Um clique em `POST /api/tribunais/publicacoes/{id}/iniciar-prazo` confirma. O administrador vê as de todos os processos.',
      ok: {
        description: 'Os prazos aguardando confirmação.',
        schema: z.array(
          resposta({
            id_publicacao: z.int(),
            id_processo: z.int(),
            numero: z.string().nullable(),
            tipo: z.enum(['art465', 'art477']),
            dataDisponibilizacao: z.string(),
            dataPublicacao: z.string(),
            inicio: z.string(),
            fim: z.string(),
            texto: z.string().meta({ example: 'Manifestação sobre o laudo, 15 dias úteis, de 04/08/2026 a 24/08/2026' }),
          }),
        ),
      },
    }),
  },
  '/api/prazos/manual': {
    post: op({
      tag: 'prazos',
      summary: 'Registrar prazo manual',
      description:
        'O advogado do processo (ou um administrador) informa um prazo à mão: descrição, início (a intimação), número de dias e a contagem (`uteis` ou `corridos`). O fim é contado pelo motor do CPC (art. 224, feriados, recesso, suspensões do tribunal) e em dobro quando o processo tem parte com prazo em dobro. Processo de outro advogado: 404.',
      body: { schema: prazoManualSchema, example: { id_processo: 17, descricao: 'Réplica à contestação', inicio: '2026-08-03', dias: 15, contagem: 'uteis' } },
      ok: {
        status: 201,
        description: 'Prazo aberto.',
        schema: resposta({
          id: z.int(),
          id_processo: z.int(),
          numero: z.string().nullable(),
          tipo: z.literal('manual'),
          inicio: z.string(),
          fim: z.string(),
          status: z.string(),
          descricao: z.string(),
          dias: z.int(),
          contagem: z.enum(['uteis', 'corridos']),
          em_dobro: z.boolean(),
          regra: z.string().meta({ example: '30 dias úteis (em dobro)' }),
          message: z.string(),
        }),
      },
      erros: [403],
    }),
  },
  '/api/processo/{id}/prazo-em-dobro': {
    put: op({
      tag: 'prazos',
      summary: 'Privilégio de prazo da parte contrária (chamada antiga)',
      description:
        '`{ parte }`: `fazenda_publica` ou `inss` (art. 183), `ministerio_publico` (art. 180), `defensoria` (art. 186), ou `null`. É lido como o privilégio da parte contrária ao cliente do escritório: o CPC dobra só os prazos da própria parte privilegiada, então os prazos do cliente continuam simples (use `PUT /api/processo/{id}/partes` para dizer o lado do cliente e o privilégio de cada lado). Os prazos abertos são recontados. Processo de outro advogado: 404.',
      path: ['id'],
      body: { schema: prazoEmDobroSchema, example: { parte: 'inss' } },
      ok: { description: 'As partes registradas e os prazos do processo recontados.', schema: partesResposta },
      erros: [403],
    }),
  },
  '/api/processo/{id}/partes': {
    put: op({
      tag: 'prazos',
      summary: 'Lado do cliente e privilégios de prazo das partes (CPC arts. 180, 183 e 186)',
      description:
        '`{ ladoCliente, privilegioRequerente, privilegioRequerido }`: o lado em que está o cliente do escritório (`requerente` ou `requerido`) e, para cada lado, `fazenda_publica`, `inss`, `ministerio_publico`, `defensoria` ou `null`. Um prazo do cliente (art. 465, art. 477, manual) é contado em dobro só quando o lado do cliente tem o privilégio; o aviso do art. 466 nunca dobra. Os prazos abertos são recontados. Processo de outro advogado: 404.',
      path: ['id'],
      body: { schema: partesSchema, example: { ladoCliente: 'requerente', privilegioRequerente: null, privilegioRequerido: 'inss' } },
      ok: { description: 'As partes registradas e os prazos do processo recontados.', schema: partesResposta },
      erros: [403],
    }),
  },
  '/api/prazos/{id}/cumprido': { post: op({ tag: 'prazos', summary: 'Marcar prazo como cumprido', path: ['id'], ok: { description: 'Cumprido.', schema: prazo }, erros: [403, 409] }) },
  '/api/prazos/calcular': {
    get: op({
      tag: 'prazos',
      acesso: 'publico',
      summary: 'Calcular prazo em dias úteis (CPC)',
      // The query object before its transform (the pipe's input side).
      query: calcularPrazoSchema.in,
      ok: { description: 'O prazo e os dias não contados.', schema: resposta({ inicio: z.string(), dias: z.int(), inicioContagem: z.string(), fim: z.string(), ignorados: z.array(resposta({ data: z.string(), motivo: z.string() })) }) },
      erros: [429],
    }),
  },
  '/api/suspensoes': {
    get: op({ tag: 'prazos', summary: 'Feriados e suspensões cadastrados', ok: { description: 'A lista.', schema: z.array(suspensao) } }),
    post: op({ tag: 'prazos', summary: 'Cadastrar feriado ou suspensão (administradores)', body: { schema: suspensaoSchema, example: { dataInicio: '2026-07-09', dataFim: '2026-07-09', tribunal: '8.26', comarca: 'São Paulo/SP', descricao: 'Feriado estadual (Revolução Constitucionalista)' } }, ok: { status: 201, description: 'Cadastrado.', schema: suspensao }, erros: [403, 409] }),
  },
  '/api/suspensoes/{id}': {
    put: op({
      tag: 'prazos',
      summary: 'Corrigir feriado ou suspensão (administradores)',
      description: 'Os prazos abertos dos processos do tribunal ou comarca afetados (antes ou depois da correção) são recontados, e as entregas dos serviços, reajustadas.',
      path: ['id'],
      body: { schema: suspensaoSchema, example: { dataInicio: '2026-12-07', dataFim: '2026-12-07', tribunal: '8.26', comarca: null, descricao: 'Suspensão do expediente', fonte: 'Provimento CSM nº 2.813/2025, art. 1º' } },
      ok: { description: 'Corrigido.', schema: suspensao },
      erros: [403],
    }),
    delete: op({ tag: 'prazos', summary: 'Excluir feriado ou suspensão', path: ['id'], ok: { description: 'Excluído.', schema: msg('Feriado ou suspensão excluído.') }, erros: [403] }),
  },
  '/api/calendario-forense': {
    get: op({
      tag: 'prazos',
      summary: 'Calendário forense do ano (administradores)',
      description: 'Os dias úteis da semana que não contam nos prazos de um tribunal (J.TR) e/ou comarca no ano, com o motivo e a origem: `lei`, `recesso` (CPC art. 220), `tribunal` (ato publicado pelo tribunal, com a fonte) ou `fechamento` (registrado pelo administrador, com o id e a fonte).',
      query: calendarioAnoSchema,
      ok: {
        description: 'O calendário do ano.',
        schema: resposta({
          ano: z.int(),
          tribunal: z.string().nullable(),
          comarca: z.string().nullable(),
          dias: z.array(resposta({ data: z.string(), motivo: z.string(), origem: z.enum(['lei', 'recesso', 'tribunal', 'fechamento']), fonte: z.string().nullable(), suspensaoId: z.int().nullable() })),
        }),
      },
      erros: [403],
    }),
  },
};
