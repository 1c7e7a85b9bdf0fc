/**
 * The periciado's pages (issue 38). A layout of their own so that app/p/not-found.tsx — the one neutral answer to a
 * wrong, expired or revoked link — is the boundary notFound() reaches from /p/{token}, not the site's 404.
 */
export default function PericiadoLayout({ children }: { children: React.ReactNode }) {
  return children;
}
