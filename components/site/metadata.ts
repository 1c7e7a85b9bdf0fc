import type { Metadata } from 'next';

export const SITE_NAME = 'Perícia Médica Judicial';

/** Build-time site URL for canonical and OpenGraph links (public pages are prerendered). */
export const SITE_URL = (process.env.APP_URL ?? 'http://localhost:3000').replace(/\/$/, '');

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
