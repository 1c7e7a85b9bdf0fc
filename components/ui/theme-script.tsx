/**
 * The light/dark theme a person chose (saved by next-themes under `theme` in localStorage; light by default),
 * applied before the page paints, for pages that load no theme provider: the login and account pages (no
 * theme switch there, and next-themes would add 1.5 KB gzip to their JavaScript) and the root 404 (which must
 * load no client component at all, app/not-found.tsx). It does what next-themes' own script does on the others.
 */
const THEME_SCRIPT =
  "try{var t=localStorage.getItem('theme');if(t!=='dark')t='light';var d=document.documentElement;d.classList.remove('light','dark');d.classList.add(t);d.style.colorScheme=t}catch(e){}";

export function ThemeScript({ nonce }: { nonce?: string }) {
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />;
}
