import type { MetadataRoute } from 'next';
import { ARTIGOS } from '@/content/blog';

// Built per request from the runtime APP_URL (the prerendered pages cannot know the deployed host); no DB.
export const dynamic = 'force-dynamic';

const SITEMAP_PATHS = [
  '/',
  '/fase/1',
  '/fase/2',
  '/fase/3',
  '/impugnacao',
  '/blog',
  '/ajuda/justica',
  '/contato',
  '/termos-de-uso',
  '/politica-de-privacidade',
];

export default function sitemap(): MetadataRoute.Sitemap {
  const base = (process.env.APP_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/$/, '');
  return [
    ...SITEMAP_PATHS.map((p) => ({
      url: `${base}${p}`,
      changeFrequency: 'monthly' as const,
      priority: p === '/' ? 1 : 0.7,
    })),
    ...ARTIGOS.map((a) => ({ url: `${base}/blog/${a.id}`, lastModified: a.publicadoEm, changeFrequency: 'yearly' as const, priority: 0.5 })),
  ];
}
