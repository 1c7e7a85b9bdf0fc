import { json, readJson, route } from '@/lib/api/handler';
import { revalidatePublicPages } from '@/lib/api/revalidate';
import { requireUser } from '@/lib/auth/guard';
import { lerPrecos, salvarPrecos } from '@/lib/data/precos';
import { tabelaPrecosSchema } from '@/lib/validation/precos';

/** The price table in force (anyone signed in): amounts in centavos, with `versao` and `vigenteDesde`. */
export const GET = route(async (req) => {
  await requireUser(req.headers);
  const t = await lerPrecos();
  return json({ versao: t.versao, vigenteDesde: t.vigenteDesde, ...t.tabela });
});

/** The whole table (admins, enforced by salvarPrecos): a new version in force from now. */
export const PUT = route(async (req) => {
  const actor = await requireUser(req.headers);
  // The body is read by salvarPrecos after the role check: a non-admin gets 403 whatever it sends.
  const t = await salvarPrecos(actor, () => readJson(req, tabelaPrecosSchema));
  // /modelo and /gerador show the table in force: regenerated at once.
  revalidatePublicPages();
  return json({ message: `Tabela de preços salva (versão ${t.versao}).`, versao: t.versao, vigenteDesde: t.vigenteDesde, ...t.tabela });
});
