import { json, readJson, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { convidarUsuario, listarConvitesPendentes } from '@/lib/data/users';
import { inviteSchema } from '@/lib/validation/users';

/** Invite a person of any role (admins, enforced by convidarUsuario): 201 with the pending invitation; e-mail in use → 409. */
export const POST = route(async (req) => {
  const actor = await requireUser(req.headers);
  // The body is read after the admin check (403 before 400: lib/data/entrada.ts).
  const convite = await convidarUsuario(actor, () => readJson(req, inviteSchema));
  return json({ message: convite.emailEnviado ? 'Convite enviado por e-mail.' : 'Convite criado, mas o e-mail não pôde ser enviado. Tente reenviar.', convite }, { status: 201 });
});

/** The pending invitations (admins). */
export const GET = route(async (req) => {
  const actor = await requireUser(req.headers);
  return json(await listarConvitesPendentes(actor));
});
