import { json, readJson, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { salvarSugestoesChecklist, sugestoesChecklist, whatsappLigado } from '@/lib/data/periciado';
import { checklistSchema } from '@/lib/validation/periciado';

/** Issue 38: the firm's list of what a periciado may be asked to bring (suggestions per perícia), and whether WhatsApp is on. */
export const GET = route(async (req) => {
  await requireUser(req.headers);
  return json({ itens: await sugestoesChecklist(), whatsapp: whatsappLigado() });
});

/** Admins only. */
export const PUT = route(async (req) => {
  const user = await requireUser(req.headers);
  // The body is read after the admin check (403 before 400: lib/data/entrada.ts).
  return json({ itens: await salvarSugestoesChecklist(user, () => readJson(req, checklistSchema)), message: 'Lista da empresa salva.' });
});
