import type { Metadata } from 'next';
import { env } from '@/lib/env';

export const SITE_NAME = 'Perícia Médica Judicial';

/**
 * Site URL (APP_URL) for canonical and OpenGraph links. Public pages are prerendered, so this is the
 * APP_URL given to `next build` (scripts/build-if-needed.mjs rebuilds when it changes; the Dockerfile
 * takes it as a build argument).
 */
export const SITE_URL = env().APP_URL;

/** Portuguese title, description, canonical and a complete OpenGraph block for one public page. */
export function pageMetadata({
  title,
  description,
  path,
  type = 'website',
  publishedTime,
}: {
  title: string;
  description: string;
  path: string;
  type?: 'website' | 'article';
  publishedTime?: string;
}): Metadata {
  const fullTitle = path === '/' ? title : `${title} | ${SITE_NAME}`;
  return {
    title: { absolute: fullTitle },
    description,
    alternates: { canonical: path },
    openGraph: {
      title: fullTitle,
      description,
      url: path,
      siteName: SITE_NAME,
      locale: 'pt_BR',
      type,
      ...(publishedTime ? { publishedTime } : {}),
      images: [{ url: '/images/og.png', width: 1200, height: 630, alt: `${SITE_NAME}: assistência técnica em perícia médica` }],
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images: ['/images/og.png'] },
  };
}
