import { json, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { lerUrlDoFeed, regenerarUrlDoFeed } from '@/lib/data/pericias';

/** The caller's private calendar feed URL (null until generated). */
export const GET = route(async (req) => {
  const user = await requireUser(req.headers);
  return json({ url: await lerUrlDoFeed(user) });
});

/** 'Gerar novo link': a new secret; the previous URL answers 404 from now on. */
export const POST = route(async (req) => {
  const user = await requireUser(req.headers);
  const url = await regenerarUrlDoFeed(user);
  return json({ url, message: 'Novo link gerado. O link anterior deixou de funcionar.' }, { status: 201 });
});
