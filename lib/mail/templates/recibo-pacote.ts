import { renderMail, link, strong, type RenderedMail } from './layout';

/** The receipt of a package of créditos approved by Mercado Pago. */
export function reciboPacoteMail(m: {
  nome: string;
  pacote: string;
  valor: string;
  provedorId: string | null;
  processos: number;
  cobertura: string;
  saldo: number;
  link: string;
}): RenderedMail {
  const creditos = `${m.processos} ${m.processos === 1 ? 'crédito' : 'créditos'}`;
  return renderMail(`Recibo de pagamento: pacote ${m.pacote}`, [
    `Olá, ${m.nome}.`,
    ['Recebemos o pagamento de ', strong(m.valor), ` do pacote ${m.pacote}.`],
    m.provedorId ? `Identificação no Mercado Pago: ${m.provedorId}.` : 'Pagamento recebido fora do Mercado Pago e confirmado pela nossa equipe.',
    `Você tem ${creditos} para processos (${m.cobertura}); saldo atual: ${m.saldo}.`,
    'Cada processo que você cadastrar e que o pacote cubra usa um crédito, sem nova cobrança.',
    link('Ver meus créditos', m.link),
  ]);
}
