'use client';

export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="pt-BR">
      <body style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '4rem 1rem' }}>
        <h1>Erro 500</h1>
        <p>Erro interno no servidor. Tente novamente mais tarde.</p>
        <p>
          <button type="button" onClick={reset}>
            Tentar novamente
          </button>{' '}
          <a href="/login">Voltar para o login</a>
        </p>
      </body>
    </html>
  );
}
