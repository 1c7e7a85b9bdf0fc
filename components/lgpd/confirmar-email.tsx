'use client';

import { AcaoPorLink } from './acao-por-link';

export function ConfirmarEmail({ token }: { token: string }) {
  return (
    <AcaoPorLink
      token={token}
      endpoint="/api/lgpd/email/confirmar"
      explicacao="Confirme para passar a usar este endereço na sua conta."
      botao="Confirmar e-mail"
      enviandoTexto="Confirmando..."
      depois={{ href: '/login', texto: 'Ir para o login' }}
    />
  );
}
