/**
 * The light/dark theme a person chose, applied before the page paints, for pages that load no theme provider: the
 * login and account pages (no theme switch there, and next-themes would add 1.5 KB gzip to their JavaScript) and
 * the root 404 (which must load no client component at all, app/not-found.tsx). A static file (public/theme-init.js),
 * loaded blocking like next-themes' own script, so no inline HTML is rendered; the nonce admits it under
 * 'strict-dynamic' on per-request pages.
 */
export function ThemeScript({ nonce }: { nonce?: string }) {
  // Blocking on purpose: an async theme would paint the page light first, then flash to dark.
  // eslint-disable-next-line @next/next/no-sync-scripts
  return <script nonce={nonce} src="/theme-init.js" suppressHydrationWarning />;
}
