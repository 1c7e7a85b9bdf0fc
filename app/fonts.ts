import localFont from 'next/font/local';

// Served from our own build (no download at build time): the Inter variable font shipped by @fontsource-variable/inter.
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  display: 'swap',
  weight: '100 900',
});
