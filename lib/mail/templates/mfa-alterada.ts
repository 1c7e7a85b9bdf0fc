import { ASSINATURA, link, renderMail, type RenderedMail } from './layout';

/** To the owner whenever two-step verification is turned on or off, so a change they did not make is noticed. */
export function mfaAlteradaMail(m: {
  nome: string;
  estado: 'ativada' | 'desativada';
  quando: string;
  configuracoes: string;
  recuperar: string;
  suporte: string;
}): RenderedMail {
  return renderMail(`Verificação em duas etapas ${m.estado} — Perícia Médica Judicial`, [
    `Olá, ${m.nome}.`,
    `A verificação em duas etapas da sua conta no Perícia Médica Judicial foi ${m.estado} em ${m.quando}.`,
    ['Você pode rever isso em ', link('Configurações → Segurança', m.configuracoes), '.'],
    ['Se não foi você, ', link('redefina a sua senha agora mesmo', m.recuperar), ` e fale com o suporte (${m.suporte}).`],
    ASSINATURA,
  ]);
}
