'use client';

import { AcaoPorLink } from './acao-por-link';

export function DesfazerEmail({ token }: { token: string }) {
  return (
    <AcaoPorLink
      token={token}
      endpoint="/api/lgpd/email/desfazer"
      explicacao="Se você não pediu a troca do e-mail da sua conta, desfaça-a: a conta volta a este endereço e todas as sessões são encerradas."
      botao="Desfazer a troca"
      enviandoTexto="Desfazendo..."
      depois={{ href: '/request', texto: 'Redefinir a senha' }}
    />
  );
}
