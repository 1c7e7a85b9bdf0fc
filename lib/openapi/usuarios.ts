import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { loginSchema as loginBody } from '@/lib/validation/auth';
import { mfaCodeSchema, mfaDisableSchema, mfaLoginSchema } from '@/lib/validation/mfa';
import { inviteSchema, registerSchema, resetPasswordSchema, resetRequestSchema, settingsSchema, userEditSchema, userListQuerySchema } from '@/lib/validation/users';
import { cadastroSchema, eu, loginMfaSchema, loginSchema, usuarioEditadoSchema, usuarioListaItemSchema } from '@/lib/validation/respostas/usuarios';
import { mensagemSchema } from '@/lib/validation/respostas/comum';
import { certificadoSchema, conviteAceiteSchema, registroProfissionalSchema } from '@/lib/validation/registro-profissional';
import { msg, op, resposta, TOTAL_HEADER } from './operacao';

/** Sign-in, accounts (SPEC calls 4, 5, 9, 10, 12, 13), MFA, invitations and settings. */
const convite = resposta({ id: z.int(), userId: z.int(), nome: z.string(), email: z.string(), role: z.string(), enviadoEm: z.string(), expiraEm: z.string(), expirado: z.boolean() });
const registro = resposta({
  crm: z.string().nullable(),
  crm_uf: z.string().nullable(),
  especialidade: z.string().nullable(),
  rqe: z.string().nullable(),
  oab_numero: z.string().nullable(),
  oab_uf: z.string().nullable(),
  certificado: resposta({ titular: z.string(), emissor: z.string(), valido_ate: z.string() }).nullable(),
});
const recoveryCodes = resposta({ recoveryCodes: z.array(z.string()), message: z.string() });

export const usuariosPaths: ZodOpenApiPathsObject = {
  '/api/auth/login': {
    post: op({
      tag: 'auth',
      acesso: 'publico',
      summary: 'Entrar',
      description:
        'Devolve o token (use `Authorization: Bearer <token>`; vale 24 horas, ou 30 dias com `lembrar: true`) e define o mesmo token como cookie de sessão httpOnly. Com a verificação em duas etapas ativa, devolve `{ mfaRequired, mfaToken }`: conclua em POST /api/auth/login/mfa.',
      body: { schema: loginBody, example: { email: 'ana@lima.adv.br', senha: 'minha senha secreta' } },
      ok: { description: 'Sessão iniciada (ou segunda etapa pedida).', schema: z.union([loginSchema, loginMfaSchema]) },
      erros: [429],
    }),
  },
  '/api/auth/login/mfa': {
    post: op({
      tag: 'auth',
      acesso: 'publico',
      summary: 'Entrar: segunda etapa (código do autenticador)',
      body: { schema: mfaLoginSchema, example: { mfaToken: '…', code: '123456' } },
      ok: { description: 'Sessão iniciada.', schema: loginSchema },
      erros: [429],
    }),
  },
  '/api/auth/logout': { post: op({ tag: 'auth', summary: 'Sair (apaga o cookie de sessão)', acesso: 'publico', ok: { description: 'Sessão encerrada.', schema: mensagemSchema } }) },
  '/api/auth/logout/all': {
    post: op({ tag: 'auth', summary: 'Sair de todos os dispositivos', description: 'Invalida todos os tokens e sessões da conta.', ok: { description: 'Sessões encerradas.', schema: resposta({ message: z.string() }) } }),
  },
  '/api/auth/me': { get: op({ tag: 'auth', summary: 'Quem sou eu', ok: { description: 'O usuário da sessão.', schema: eu } }) },
  '/api/auth/register': {
    post: op({
      tag: 'auth',
      acesso: 'publico',
      summary: 'Criar conta de advogado',
      description: 'Cria a conta (perfil advogado, 0 créditos), aceita os Termos de Uso e a Política de Privacidade vigentes e já entra (token e cookie).',
      body: {
        schema: registerSchema,
        example: {
          nome: 'Ana Lima',
          email: 'ana@lima.adv.br',
          senha: 'minha senha secreta',
          confirmarSenha: 'minha senha secreta',
          escritorio: 'Lima & Associados',
          endereco: 'Rua Augusta, 100 – São Paulo/SP',
          cpf: '529.982.247-25',
          telefone: '(11) 98765-4321',
        },
      },
      ok: { status: 201, description: 'Conta criada.', schema: cadastroSchema },
      erros: [409, 429],
    }),
  },
  '/api/auth/mfa': { get: op({ tag: 'auth', summary: 'Estado da verificação em duas etapas', ok: { description: 'Ativa ou não, e quantos códigos de recuperação restam.', schema: resposta({ enabled: z.boolean(), recoveryCodesLeft: z.int(), required: z.boolean(), canDisable: z.boolean() }) } }) },
  '/api/auth/mfa/setup': {
    post: op({ tag: 'auth', summary: 'Preparar a verificação em duas etapas', ok: { description: 'Segredo, URL otpauth e QR code.', schema: resposta({ secret: z.string(), otpauthUrl: z.string(), qrCode: z.string() }) }, erros: [409] }),
  },
  '/api/auth/mfa/enable': {
    post: op({ tag: 'auth', summary: 'Ativar a verificação em duas etapas', body: { schema: mfaCodeSchema, example: { code: '123456' } }, ok: { description: 'Ativada; os códigos de recuperação aparecem só agora.', schema: recoveryCodes }, erros: [409] }),
  },
  '/api/auth/mfa/disable': {
    post: op({ tag: 'auth', summary: 'Desativar a verificação em duas etapas', body: { schema: mfaDisableSchema }, ok: { description: 'Desativada.', schema: mensagemSchema }, erros: [403, 409] }),
  },
  '/api/auth/mfa/recovery-codes': {
    post: op({ tag: 'auth', summary: 'Gerar novos códigos de recuperação', body: { schema: mfaCodeSchema, example: { code: '123456' } }, ok: { description: 'Novos códigos.', schema: recoveryCodes }, erros: [409] }),
  },
  '/api/password/request': {
    post: op({
      tag: 'auth',
      acesso: 'publico',
      summary: 'Pedir redefinição de senha',
      description: 'A mesma resposta exista ou não uma conta com o e-mail; o link vale por 1 hora.',
      body: { schema: resetRequestSchema, example: { email: 'ana@lima.adv.br' } },
      ok: { description: 'Pedido recebido.', schema: mensagemSchema },
      erros: [429],
    }),
  },
  '/api/password/reset-password': {
    post: op({
      tag: 'auth',
      acesso: 'publico',
      summary: 'Redefinir a senha',
      description:
        'Com o token do link enviado por e-mail. Encerra todas as sessões e tokens anteriores. O link de um convite não vale aqui (400, a mesma mensagem de link inválido): ele cria a senha em POST /api/user/convite/aceitar.',
      body: { schema: resetPasswordSchema, example: { token: 'Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6cXV4Zm9vYmFyYmE', password: 'nova senha secreta' } },
      ok: { description: 'Senha alterada.', schema: mensagemSchema },
      erros: [429],
    }),
  },
  '/api/user/read': {
    get: op({
      tag: 'usuarios',
      summary: 'Listar usuários (administradores)',
      query: userListQuerySchema,
      ok: { description: 'Uma página de usuários.', schema: z.array(usuarioListaItemSchema), headers: TOTAL_HEADER },
      erros: [403],
    }),
  },
  '/api/user/edit/{id}': {
    put: op({
      tag: 'usuarios',
      summary: 'Editar usuário (administradores)',
      description:
        'Pode receber o usuário inteiro; só `role`, `creditos` e `ativo` são lidos. Uma mudança de créditos sem `motivo` fica registrada como "Alteração via API (sem motivo informado)". Desativar encerra as sessões do usuário.',
      path: ['id'],
      body: {
        schema: userEditSchema,
        example: { id: 5, nome: 'Ana Lima', email: 'ana@lima.adv.br', role: 'advogado', creditos: 3, escritorio: 'Lima & Associados', endereco: 'Rua Augusta, 100', cpf: '52998224725', telefone: '11987654321', ativo: 1 },
      },
      ok: { description: 'Usuário atualizado.', schema: usuarioEditadoSchema },
      erros: [403, 409],
    }),
  },
  '/api/user/invite': {
    get: op({ tag: 'usuarios', summary: 'Convites pendentes (administradores)', ok: { description: 'Convites ainda não aceitos.', schema: z.array(convite) }, erros: [403] }),
    post: op({
      tag: 'usuarios',
      summary: 'Convidar usuário (administradores)',
      body: { schema: inviteSchema, example: { nome: 'Dr. João Souza', email: 'joao@clinica.med.br', role: 'medico' } },
      ok: { status: 201, description: 'Convite criado.', schema: resposta({ message: z.string(), convite: convite.extend({ emailEnviado: z.boolean() }) }) },
      erros: [403, 409],
    }),
  },
  '/api/user/invite/{id}': { delete: op({ tag: 'usuarios', summary: 'Revogar convite', path: ['id'], ok: { description: 'Convite revogado.', schema: msg('Convite revogado.') }, erros: [403] }) },
  '/api/user/invite/{id}/reenviar': {
    post: op({ tag: 'usuarios', summary: 'Reenviar convite', path: ['id'], ok: { description: 'Novo link enviado.', schema: resposta({ message: z.string(), convite: convite.extend({ emailEnviado: z.boolean() }) }) }, erros: [403, 409] }),
  },
  '/api/user/registro-profissional': {
    get: op({ tag: 'usuarios', summary: 'Meu registro profissional', ok: { description: 'CRM/UF, especialidade e RQE (médicos), OAB/UF (advogados) e o certificado digital guardado.', schema: registro } }),
    put: op({
      tag: 'usuarios',
      summary: 'Salvar meu registro profissional',
      description:
        'Médicos: `crm`, `crmUf`, `especialidade` (obrigatórios para publicar entregas) e `rqe` (opcional). Advogados: `oabNumero` e `oabUf`, juntos (ou os dois em branco). Os campos do outro perfil são ignorados; administradores recebem 403.',
      body: { schema: registroProfissionalSchema, example: { crm: '123456', crmUf: 'SP', especialidade: 'Ortopedia e Traumatologia', rqe: '98765' } },
      ok: { description: 'Salvo.', schema: registro.extend({ message: z.string() }) },
      erros: [403],
    }),
  },
  '/api/user/certificado': {
    post: op({
      tag: 'usuarios',
      summary: 'Guardar certificado digital A1 (multipart/form-data)',
      description:
        'Somente peritos. Campos `arquivo` (.pfx ou .p12, até 64 KB) e `senha`. O certificado precisa abrir com a senha, ter a chave privada e estar dentro da validade (senão 400). Guardado cifrado; a senha é guardada cifrada (FILES_KEY), nunca em claro. Tokens A3 não são aceitos.',
      body: { schema: certificadoSchema.extend({ arquivo: z.string().meta({ format: 'binary', description: 'O certificado A1 (.pfx/.p12).' }) }), tipo: 'multipart/form-data' },
      ok: { status: 201, description: 'Certificado guardado.', schema: registro.extend({ message: z.string() }) },
      erros: [403, 413],
    }),
    delete: op({ tag: 'usuarios', summary: 'Remover certificado digital', ok: { description: 'Removido.', schema: registro.extend({ message: z.string() }) }, erros: [403, 404] }),
  },
  '/api/user/convite/aceitar': {
    post: op({
      tag: 'usuarios',
      acesso: 'publico',
      summary: 'Aceitar convite: criar a senha',
      description:
        'Com o `token` do link do convite: a primeira senha e o que o perfil precisa — médico: `crm`, `crmUf`, `especialidade` (e `rqe`, opcional); advogado: `oabNumero`, `oabUf`, `cpf`, `telefone`. Link inválido, usado, de convite revogado ou de redefinição de senha (`/reset-password`): 400; campos inválidos: 400 com `errors`.',
      body: { schema: conviteAceiteSchema, example: { token: 'Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6cXV4Zm9vYmFyYmE', password: 'Senha-segura-do-perito', crm: '123456', crmUf: 'SP', especialidade: 'Medicina do Trabalho' } },
      ok: { description: 'Senha criada.', schema: msg('Senha criada com sucesso! Você já pode fazer login.') },
    }),
  },
  '/api/user/settings': {
    get: op({ tag: 'usuarios', summary: 'Minhas configurações', ok: { description: 'Preferências de notificação.', schema: resposta({ emailNotifications: z.boolean(), promoEmails: z.boolean() }) } }),
    put: op({
      tag: 'usuarios',
      summary: 'Salvar minhas configurações',
      body: { schema: settingsSchema, example: { emailNotifications: true, promoEmails: false } },
      ok: { description: 'Salvas.', schema: resposta({ message: z.string(), settings: resposta({ emailNotifications: z.boolean(), promoEmails: z.boolean() }) }) },
    }),
  },
};
