import type { MetadataRoute } from 'next';
import { env } from '@/lib/env';

export const dynamic = 'force-dynamic';

/** Public pages are indexable; the system, the API and the proposal tools are not. */
export default function robots(): MetadataRoute.Robots {
  const base = env().APP_URL;
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: ['/api/', '/sistema', '/processos', '/processo/', '/agenda', '/login', '/cadastro', '/request', '/reset-password', '/convite', '/modelo', '/gerador', '/pagamento/'],
      },
    ],
    sitemap: `${base}/sitemap.xml`,
  };
}
