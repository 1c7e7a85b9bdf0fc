import type { MetadataRoute } from 'next';
import { ARTIGOS } from '@/content/blog';
import { INDEXED_PATHS } from '@/content/public-paths';
import { env } from '@/lib/env';

// Built per request from the runtime APP_URL (the prerendered pages cannot know the deployed host); no DB.
export const dynamic = 'force-dynamic';

export default function sitemap(): MetadataRoute.Sitemap {
  const base = env().APP_URL;
  return [
    ...INDEXED_PATHS.map((p) => ({
      url: `${base}${p}`,
      changeFrequency: 'monthly' as const,
      priority: p === '/' ? 1 : 0.7,
    })),
    ...ARTIGOS.map((a) => ({ url: `${base}/blog/${a.id}`, lastModified: a.publicadoEm, changeFrequency: 'yearly' as const, priority: 0.5 })),
  ];
}
