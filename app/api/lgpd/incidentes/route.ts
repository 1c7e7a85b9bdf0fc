import { json, readJson, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { listarIncidentes, registrarIncidente } from '@/lib/data/incidentes';
import { incidenteSchema } from '@/lib/validation/lgpd';

/** Admins: the security incident record (ANPD Res. 15/2024), newest first. No method edits or deletes it. */
export const GET = route(async (req) => {
  const user = await requireUser(req.headers);
  return json(await listarIncidentes(user));
});

export const POST = route(async (req) => {
  const user = await requireUser(req.headers);
  // The body is read after the admin check (403 before 400: lib/data/entrada.ts).
  const incidente = await registrarIncidente(user, () => readJson(req, incidenteSchema));
  return json({ ...incidente, message: 'Incidente registrado' }, { status: 201 });
});
