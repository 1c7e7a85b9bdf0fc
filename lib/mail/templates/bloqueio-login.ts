import { ASSINATURA, link, renderMail, type RenderedMail } from './layout';

/** To the owner once, when repeated wrong passwords start locking the account. */
export function bloqueioLoginMail(m: { nome: string; recuperar: string }): RenderedMail {
  return renderMail('Tentativas de acesso bloqueadas — Perícia Médica Judicial', [
    `Olá, ${m.nome}.`,
    'Houve várias tentativas seguidas de entrar na sua conta do Perícia Médica Judicial com a senha errada.',
    'Por segurança, novas tentativas foram suspensas temporariamente (o prazo aumenta a cada nova tentativa errada).',
    ['Se foi você, aguarde alguns minutos ou ', link('redefina a senha', m.recuperar), '.'],
    'Se não foi você, a sua senha continua protegendo a conta; recomendamos redefini-la mesmo assim.',
    ASSINATURA,
  ]);
}
