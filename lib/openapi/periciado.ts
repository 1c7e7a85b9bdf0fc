import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { periciaRemarcarSchema } from '@/lib/validation/pericia';
import { checklistSchema, confirmacaoSchema, consentimentoPericiadoSchema, consentimentoWhatsappSchema, linkPericiadoSchema, peritoJudicialSchema } from '@/lib/validation/periciado';
import { periciaSchema } from '@/lib/validation/respostas/agenda';
import { AVISO_PERICIADO_CANAIS, AVISO_PERICIADO_DESTINATARIOS, AVISO_PERICIADO_STATUSES, AVISO_PERICIADO_TIPOS } from '@/lib/domain/periciado/codes';
import { agendaPaths } from './agenda';
import { msg, op, resposta } from './operacao';

/** Issue 38, the periciado informed: the private link and its page's calls, checklist, notices, consent, files, WhatsApp webhook. */
const token = { token: z.string().meta({ description: 'O segredo do link do periciado (43 caracteres base64url).', example: 'x3Jb0x2mW9m3Y1l0Vd7dQk2w3Xo8T1t6Yw2fQm9nA4E' }) };
const aviso = resposta({
  canal: z.enum(AVISO_PERICIADO_CANAIS),
  destinatario: z.enum(AVISO_PERICIADO_DESTINATARIOS),
  endereco: z.string().meta({ description: 'E-mail ou telefone, mascarado.', example: '(11) 9****-4321' }),
  tipo: z.enum(AVISO_PERICIADO_TIPOS),
  status: z.enum(AVISO_PERICIADO_STATUSES),
  enviadoEm: z.string().nullable(),
});
const arquivo = resposta({
  id: z.int(),
  nome: z.string(),
  tamanho: z.int(),
  mime: z.string(),
  origem: z.literal('Enviado pelo periciado'),
  enviadoEm: z.string(),
  aceito: z.boolean(),
  aceitoPor: z.string().nullable(),
});

export const periciadoPaths: ZodOpenApiPathsObject = {
  '/api/pericia/{id}/periciado/link': {
    post: op({
      tag: 'agenda',
      summary: 'Gerar o link privado do periciado',
      description:
        'O advogado do processo, o perito ou um administrador. O link (mostrado só agora) vale até o fim do dia seguinte à perícia; links anteriores da perícia são revogados. `email` (opcional) é o e-mail do periciado para os avisos. Grava os avisos de perícia marcada. No máximo 10 por perícia por hora (429).',
      path: ['id'],
      body: { schema: linkPericiadoSchema, example: { email: 'maria@exemplo.com.br' }, opcional: true },
      ok: { status: 201, description: 'O link.', schema: resposta({ url: z.string(), expiraEm: z.string(), message: z.string() }) },
      erros: [409, 429],
    }),
    delete: op({ tag: 'agenda', summary: 'Revogar o link do periciado', path: ['id'], ok: { description: 'Revogado.', schema: msg('Link do periciado revogado.') } }),
  },
  '/api/pericia/{id}/periciado': {
    put: op({
      tag: 'agenda',
      summary: 'Nome do perito do juízo (mostrado ao periciado)',
      path: ['id'],
      body: { schema: peritoJudicialSchema, example: { peritoJudicial: 'Dr. João Souza' } },
      ok: { description: 'Salvo.', schema: resposta({ peritoJudicial: z.string().nullable(), message: z.string() }) },
    }),
  },
  '/api/pericia/{id}/checklist': {
    get: op({
      tag: 'agenda',
      summary: 'O que o periciado deve levar',
      path: ['id'],
      ok: { description: 'A lista da perícia e as sugestões da empresa.', schema: resposta({ itens: z.array(z.string()), sugestoes: z.array(z.string()), peritoJudicial: z.string().nullable() }) },
    }),
    put: op({
      tag: 'agenda',
      summary: 'Salvar o que o periciado deve levar',
      description: 'Texto livre; as sugestões da empresa são opcionais.',
      path: ['id'],
      body: { schema: checklistSchema, example: { itens: ['Documento de identidade com foto', 'Exames (laudos e imagens)'] } },
      ok: { description: 'A lista salva.', schema: resposta({ itens: z.array(z.string()), message: z.string() }) },
    }),
  },
  '/api/pericia/{id}/avisos': {
    get: op({ tag: 'agenda', summary: 'Avisos da perícia ao periciado e ao advogado', path: ['id'], ok: { description: 'Os avisos (e-mail, WhatsApp) e seus estados.', schema: z.array(aviso) } }),
  },
  '/api/p/{token}/confirmacao': {
    post: op({
      tag: 'agenda',
      acesso: 'publico',
      summary: 'O periciado confirma (ou não) a presença',
      description: 'Sem login: o link é a credencial. Link errado, expirado ou revogado: 404 com o mesmo texto. Motivo obrigatório quando `comparecera` é false. Também aceita o formulário da página (urlencoded), respondido com 303 de volta à página.',
      pathProprio: token,
      body: { schema: confirmacaoSchema, example: { comparecera: false, motivo: 'Estarei internado nesta data.' } },
      ok: { description: 'Resposta registrada.', schema: msg('Obrigado! Sua presença foi confirmada.') },
      erros: [404, 429],
    }),
  },
  '/api/p/{token}/whatsapp': {
    post: op({
      tag: 'agenda',
      acesso: 'publico',
      summary: 'O periciado aceita (ou recusa) avisos por WhatsApp',
      description: 'Registra o consentimento com origem `periciado`. Também aceita o formulário da página (urlencoded, `consentimento=sim|nao`), respondido com 303 de volta à página.',
      pathProprio: token,
      body: { schema: consentimentoPericiadoSchema, example: { telefone: '(11) 98765-4321', consentimento: true } },
      ok: { description: 'Registrado.', schema: msg('Consentimento registrado.') },
      erros: [404, 429],
    }),
  },
  '/api/p/{token}/arquivos': {
    post: op({
      tag: 'agenda',
      acesso: 'publico',
      summary: 'O periciado envia um exame',
      description: 'multipart/form-data, campo `arquivo`: PDF, JPEG ou PNG, até 20 MB, no máximo 20 por link. Um envio de formulário (Accept: text/html) volta à página (303).',
      pathProprio: token,
      body: { schema: z.object({ arquivo: z.string().meta({ format: 'binary' }) }), tipo: 'multipart/form-data' },
      ok: { status: 201, description: 'Recebido.', schema: resposta({ id: z.int(), nome: z.string(), tamanho: z.int(), message: z.string() }) },
      erros: [404, 409, 413, 415, 429],
    }),
  },
  '/api/processo/{id}/periciado/arquivos': {
    get: op({ tag: 'processos', summary: "Arquivos 'Enviado pelo periciado'", path: ['id'], ok: { description: 'Nome, tamanho e se foi aceito.', schema: z.array(arquivo) } }),
  },
  '/api/periciado/arquivos/{id}': {
    get: op({
      tag: 'processos',
      summary: 'Baixar arquivo enviado pelo periciado',
      description: 'Só depois de aceito (409 antes). Cada leitura é registrada (LGPD).',
      path: ['id'],
      ok: { description: 'O arquivo (anexo).', tipo: 'application/octet-stream' },
      erros: [409],
    }),
  },
  '/api/periciado/arquivos/{id}/aceite': {
    post: op({
      tag: 'processos',
      summary: 'Aceitar arquivo enviado pelo periciado',
      description:
        "Um PDF aceito entra nos autos do processo: vira um documento ('Enviado pelo periciado: nome'), com cópia cifrada própria, na fila de leitura dos autos. Aceitar de novo não muda nada nem cria outro documento. Imagens só são aceitas.",
      path: ['id'],
      ok: { description: 'Aceito.', schema: resposta({ aceito: z.literal(true), message: z.string() }) },
    }),
  },
  '/api/processo/{id}/periciado/whatsapp': {
    put: op({
      tag: 'processos',
      summary: 'Telefone e consentimento do periciado para avisos por WhatsApp',
      description: 'Registra quem, quando e como (`advogado`: digitado pelo advogado com a concordância do cliente; `periciado`: dado pelo próprio). `consentimento: false` retira.',
      path: ['id'],
      body: { schema: consentimentoWhatsappSchema, example: { telefone: '(11) 98765-4321', consentimento: true, origem: 'advogado' } },
      ok: { description: 'Registrado.', schema: resposta({ telefone: z.string(), consentimento: z.boolean(), origem: z.string(), em: z.string(), message: z.string() }) },
    }),
  },
  '/api/empresa/checklist-periciado': {
    get: op({
      tag: 'sistema',
      summary: 'Sugestões da empresa do que o periciado deve levar',
      ok: { description: 'A lista e se o WhatsApp está configurado.', schema: resposta({ itens: z.array(z.string()), whatsapp: z.boolean() }) },
    }),
    put: op({
      tag: 'sistema',
      summary: 'Salvar as sugestões da empresa (administradores)',
      body: { schema: checklistSchema, example: { itens: ['Documento de identidade com foto', 'CNIS'] } },
      ok: { description: 'Salvo.', schema: resposta({ itens: z.array(z.string()), message: z.string() }) },
      erros: [403],
    }),
  },
  '/api/whatsapp/webhook': {
    get: op({
      tag: 'webhooks',
      acesso: 'publico',
      summary: 'Verificação do webhook do WhatsApp',
      description: '`hub.mode=subscribe`, `hub.verify_token` = WHATSAPP_VERIFY_TOKEN: responde `hub.challenge` em texto; senão 403.',
      ok: { description: 'O desafio.', tipo: 'text/plain', schema: z.string() },
      erros: [403],
    }),
    post: op({
      tag: 'webhooks',
      acesso: 'publico',
      summary: 'Webhook do WhatsApp Cloud API (estados e respostas)',
      description: 'Aceito só com `X-Hub-Signature-256` válido (HMAC-SHA256 do corpo com WHATSAPP_APP_SECRET). Estados atualizam os avisos; resposta SAIR ou PARAR retira o consentimento.',
      body: { schema: z.looseObject({ object: z.string().optional(), entry: z.array(z.unknown()).optional() }) },
      ok: { description: 'Recebido.', schema: resposta({ ok: z.boolean() }) },
      erros: [403],
    }),
  },
  '/api/pericia/{id}': {
    ...agendaPaths['/api/pericia/{id}'],
    patch: op({
      tag: 'agenda',
      summary: 'Remarcar perícia',
      description: 'Mesmas regras do agendamento de perícia. O periciado informado recebe o aviso de perícia remarcada.',
      path: ['id'],
      body: { schema: periciaRemarcarSchema, example: { data_start: '2026-05-21T13:00:00.000Z', data_end: '2026-05-21T14:00:00.000Z' } },
      ok: { description: 'A perícia remarcada.', schema: periciaSchema.extend({ message: z.string() }) },
      erros: [403],
    }),
  },
};
