import { json, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';

/** The signed-in user (cookie or Bearer). */
export const GET = route(async (req) => {
  const user = await requireUser(req.headers, { onboarding: true });
  return json({ user: { id: user.id, nome: user.nome, email: user.email, role: user.role } });
});
