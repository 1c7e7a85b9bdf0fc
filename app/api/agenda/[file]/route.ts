import { clientIp, route } from '@/lib/api/handler';
import { periciasFeed } from '@/lib/data/pericias';
import { NotFoundError } from '@/lib/errors';

type Ctx = { params: Promise<{ file: string }> };

/**
 * The private iCalendar feed `/api/agenda/{secret}.ics` (RFC 5545). The secret in the URL is the only
 * credential (calendar apps send no cookies); unknown or revoked secrets answer 404.
 */
export const GET = route<Ctx>(async (req, ctx) => {
  const { file } = await ctx.params;
  if (!file.endsWith('.ics')) throw new NotFoundError('Calendário não encontrado.');
  // The feed reads perícias of cases: each fetch goes to the access log of those cases (LGPD).
  const ics = await periciasFeed(file.slice(0, -'.ics'.length), new Date(), { endereco: clientIp(req) });
  return new Response(ics, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="agenda-pericias.ics"',
      'Cache-Control': 'private, no-cache',
      'X-Robots-Tag': 'noindex',
      'Referrer-Policy': 'no-referrer',
    },
  });
});
