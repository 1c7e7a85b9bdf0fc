import { LINK_INDISPONIVEL, LINK_INDISPONIVEL_STATUS } from '@/lib/domain/periciado/link';

/**
 * The one neutral answer to a wrong, expired or revoked periciado link (issue 38): /p/{token} redirects here, and
 * this answers the same 404 and text for all three. A route handler, not Next's not-found boundary: Next streams a
 * page's not-found content hidden until a script moves it into place, and the periciado's page must read without
 * JavaScript. Plain HTML, nothing loaded from anywhere.
 */
export function GET(): Response {
  const html = `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<title>Link indisponível | Perícia Médica Judicial</title>
</head>
<body>
<main>
<h1>Link indisponível</h1>
<p>${LINK_INDISPONIVEL}</p>
</main>
</body>
</html>
`;
  return new Response(html, {
    status: LINK_INDISPONIVEL_STATUS,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
      'x-robots-tag': 'noindex, nofollow',
    },
  });
}
