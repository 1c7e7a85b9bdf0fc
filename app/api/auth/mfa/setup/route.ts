import { json, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { qrDataUrl } from '@/lib/auth/qr';
import { iniciarConfiguracaoMfa } from '@/lib/data/auth';

/** DESIGN §10: `{ secret, otpauthUrl }` (plus the QR code as an SVG data URL); not active until /enable. */
export const POST = route(async (req) => {
  const user = await requireUser(req.headers, { onboarding: true });
  const { secret, otpauthUrl } = await iniciarConfiguracaoMfa(user);
  return json({ secret, otpauthUrl, qrCode: await qrDataUrl(otpauthUrl) });
});
