import { route } from '@/lib/api/handler';
import { scalarScript } from '@/lib/openapi/referencia';

/** Scalar's standalone script, from the installed package (the reference loads nothing from a CDN). */
export const GET = route(async () => {
  const body = await scalarScript();
  return new Response(new Uint8Array(body), {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  });
});
