import { ASSINATURA, renderMail, strong, type RenderedMail } from './layout';

/** To the owner of a webhook paused after a day of failed deliveries (issue 36 item 3), once per pause. */
export function webhookPausadoMail(m: { nome: string; url: string; motivo: string; configuracoes: string }): RenderedMail {
  return renderMail('Webhook pausado — Perícia Médica Judicial', [
    `Olá, ${m.nome}.`,
    ['As entregas para o webhook ', strong(m.url), ' vêm falhando sem interrupção, e ele foi pausado: nenhum novo aviso será enviado a esse endereço até que você o reative.'],
    ['Motivo: ', m.motivo],
    'Os eventos deste período ficam guardados (por até 30 dias) e são enviados quando o webhook for reativado. Corrija o sistema que recebe os avisos e clique em "Reativar" em Configurações → Webhooks.',
    { button: 'Abrir Configurações', href: m.configuracoes },
    ASSINATURA,
  ]);
}
