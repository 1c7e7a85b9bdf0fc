import { z } from 'zod';
import type { ZodOpenApiOperationObject, ZodOpenApiResponsesObject } from 'zod-openapi';
import { erroSchema } from '@/lib/validation/respostas/comum';

/**
 * One way to describe an operation, so every path of lib/openapi says the same things the same way: who may call
 * it (security), what it reads (path, query, body: the zod schemas the handler parses with), what it answers
 * (the answer schema of lib/validation/respostas) and which errors (`{ message, errors? }`, DESIGN §3).
 */

/** Capabilities, the document's tags (Portuguese, as the reference shows them). */
export const TAGS = {
  auth: 'Autenticação',
  processos: 'Processos',
  quesitos: 'Quesitos',
  pareceres: 'Pareceres estruturados',
  documentos: 'Documentos e entregas',
  agenda: 'Agenda e perícias',
  trabalho: 'Trabalho do perito',
  prazos: 'Prazos',
  usuarios: 'Usuários',
  pagamentos: 'Pagamentos e créditos',
  lgpd: 'LGPD e privacidade',
  sistema: 'Sistema',
  documentacao: 'Documentação da API',
  tokens: 'Tokens de API',
  webhooks: 'Webhooks',
  tribunais: 'Tribunais',
  operacao: 'Operação',
  autos: 'Autos e linha do tempo clínica',
  nfse: 'Notas fiscais',
} as const;
export type Tag = keyof typeof TAGS;

/** Who may call: a signed-in person (Bearer token or session cookie), anyone, or a credential of its own. */
export type Acesso = 'sessao' | 'publico';

const ERROS: Record<number, string> = {
  400: 'Dados inválidos (`errors` traz a mensagem de cada campo).',
  401: 'Sem sessão, ou token inválido ou expirado.',
  403: 'O seu perfil não pode fazer isto.',
  404: 'Não encontrado (ou não é seu: outro processo responde 404, para que ids não possam ser sondados).',
  409: 'Conflito com o estado atual (duplicado, transição não permitida).',
  413: 'Corpo maior que o limite.',
  415: 'Tipo de arquivo não aceito.',
  429: 'Muitas tentativas: aguarde (`Retry-After`).',
  503: 'Serviço externo não configurado ou indisponível.',
};

const erro = (status: number) => ({
  description: ERROS[status] ?? 'Erro.',
  content: { 'application/json': { schema: erroSchema } },
});

const id = (description: string, example = '17') => z.string().meta({ description, example });
/** Path parameters by name, as the route folders call them. */
export const PARAMS = {
  id: id('Identificador numérico.'),
  idFase: id('Fase: 1 a 4.', '1'),
  numero: id('Número da versão.', '2'),
  n: id('Número da página (a partir de 1).', '12'),
  sid: id('Identificador da sugestão.', '5'),
  acao: z.enum(['aceitar_nomeacao', 'laudo_recebido', 'contestar_laudo', 'recusar_nomeacao']).meta({ description: 'Passo do fluxo do perito.' }),
  file: z.string().meta({ description: 'O segredo do calendário seguido de `.ics`.', example: 'c2VncmVkby1kby1jYWxlbmRhcmlv.ics' }),
} as const;

/** `opcional`: the handler also accepts no body at all (its schema has a default). */
type Corpo = { schema: z.ZodType; example?: unknown; tipo?: string; opcional?: boolean };
type Resposta = { status?: number; description: string; schema?: z.ZodType; tipo?: string; headers?: Record<string, z.ZodType>; example?: unknown };

export type Operacao = {
  tag: Tag;
  summary: string;
  description?: string;
  acesso?: Acesso;
  path?: (keyof typeof PARAMS)[];
  /** Path parameters whose name PARAMS gives another meaning (e.g. `{numero}` of a CNJ case, not of a version). */
  pathProprio?: Record<string, z.ZodType>;
  query?: z.ZodObject;
  body?: Corpo;
  ok: Resposta;
  /** Error statuses besides those the access implies (401 for a session) and 400 for a body or query. */
  erros?: number[];
  /** Creates accept `Idempotency-Key` (lib/api/idempotency). */
  idempotente?: boolean;
};

export const TOTAL_HEADER = { 'X-Total-Count': z.string().meta({ description: 'Total de itens (para paginar).', example: '42' }) };

export function op(o: Operacao): ZodOpenApiOperationObject {
  const acesso = o.acesso ?? 'sessao';
  const status = new Set<number>(o.erros ?? []);
  if (acesso === 'sessao') status.add(401);
  if (o.body || o.query) status.add(400);
  if (o.path?.length) status.add(404);
  const ok = o.ok.status ?? 200;
  const responses: Record<string, ZodOpenApiResponsesObject[keyof ZodOpenApiResponsesObject]> = {
    [String(ok)]: {
      description: o.ok.description,
      ...(o.ok.schema || o.ok.tipo
        ? { content: { [o.ok.tipo ?? 'application/json']: { schema: o.ok.schema ?? z.string().meta({ format: 'binary' }), ...(o.ok.example !== undefined ? { example: o.ok.example } : {}) } } }
        : {}),
      ...(o.ok.headers ? { headers: z.object(o.ok.headers) } : {}),
    },
  };
  for (const s of [...status].sort()) responses[String(s)] = erro(s);
  const header = o.idempotente
    ? z.object({
        'Idempotency-Key': z
          .string()
          .optional()
          .meta({ description: 'Repetir a chamada com a mesma chave em 24 h devolve a primeira resposta e não cria nada.', example: '5f0c8a0e-6a8b-4d0e-9d7e-2f3c1b9a7d11' }),
      })
    : undefined;
  const params = { ...Object.fromEntries((o.path ?? []).map((p) => [p, PARAMS[p]])), ...o.pathProprio };
  const path = Object.keys(params).length ? z.object(params) : undefined;
  return {
    tags: [TAGS[o.tag]],
    summary: o.summary,
    ...(o.description ? { description: o.description } : {}),
    ...(acesso === 'publico' ? { security: [] } : {}),
    ...(path || o.query || header ? { requestParams: { ...(path ? { path } : {}), ...(o.query ? { query: o.query } : {}), ...(header ? { header } : {}) } } : {}),
    ...(o.body
      ? { requestBody: { required: !o.body.opcional, content: { [o.body.tipo ?? 'application/json']: { schema: o.body.schema, ...(o.body.example !== undefined ? { example: o.body.example } : {}) } } } }
      : {}),
    responses: responses as ZodOpenApiResponsesObject,
  };
}

/** An answer whose main fields are documented; it may carry more (described as it is, not as a closed object). */
export const resposta = (campos: z.ZodRawShape, id?: string) => {
  const s = z.looseObject(campos);
  return id ? s.meta({ id }) : s;
};
export const lista = (item: z.ZodType) => z.array(item);
export const msg = (example: string) => z.object({ message: z.string().meta({ example }) });
