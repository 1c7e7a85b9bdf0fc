import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { periciadoContatos, periciadoLinks } from '@/lib/db/schema';
import { hitRateLimit } from '@/lib/data/requisicoes/rate-limit';
import { registrarOcorrencia } from '@/lib/data/cronologia';
import type { Actor } from '@/lib/domain/access';
import { expiracaoDoLink, linkDoPericiado, LINKS_POR_HORA } from '@/lib/domain/periciado/link';
import { seal } from '@/lib/security/secret-box';
import { env } from '@/lib/env';
import { ConflictError } from '@/lib/errors';
import { periciaParaInformar } from './acesso';
import { enfileirarAvisos } from './avisos-enfileirar';

export const MSG_PERICIA_PASSADA = 'Esta perícia já passou: não é possível gerar link para o periciado.';
export const MSG_LINKS_DEMAIS = (min: number) => `Muitos links gerados para esta perícia. Tente novamente em ${min} minutos.`;

/** The SHA-256 of a link's token: the only form in which the database knows it. */
export function hashTokenPericiado(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** What sealing a link binds it to: a sealed URL copied to another perícia's row does not open. */
export const contextoLink = (periciaId: number) => `periciado-link:${periciaId}`;

/**
 * POST /api/pericia/{id}/periciado/link: a new private link for the periciado (32 random bytes; only its SHA-256 is
 * stored), valid until the end of the day after the perícia. Earlier links of the perícia are revoked (one link at a
 * time). `email` (optional) is saved as the periciado's e-mail on the case. The 'perícia marcada' notices, which carry
 * the link, are written to the outbox in the same transaction. At most LINKS_POR_HORA per perícia per hour (429).
 */
export async function criarLinkPericiado(user: Actor, periciaId: number, input: { email?: string | null }, now = new Date()): Promise<{ url: string; expiraEm: string }> {
  const db = await getDb();
  // Access first (404 for someone else's perícia), so the rate limit cannot be used to probe ids.
  await periciaParaInformar(db, user, periciaId);
  await hitRateLimit(`periciado-link:${periciaId}`, LINKS_POR_HORA, 60 * 60 * 1000, MSG_LINKS_DEMAIS);
  const token = randomBytes(32).toString('base64url');
  const url = linkDoPericiado(env().APP_URL, token);
  return db.transaction(async (tx) => {
    const { pericia, caso } = await periciaParaInformar(tx, user, periciaId, true);
    const expiraEm = expiracaoDoLink(pericia.dataStart);
    if (expiraEm <= now) throw new ConflictError(MSG_PERICIA_PASSADA);
    await tx
      .update(periciadoLinks)
      .set({ revogadoEm: now })
      .where(and(eq(periciadoLinks.periciaId, periciaId), isNull(periciadoLinks.revogadoEm)));
    const urlSelada = seal(url, contextoLink(periciaId));
    const [link] = await tx
      .insert(periciadoLinks)
      .values({ periciaId, tokenHash: hashTokenPericiado(token), urlSelada, expiraEm, createdBy: user.id })
      .returning({ id: periciadoLinks.id });
    if (input.email) {
      await tx
        .insert(periciadoContatos)
        .values({ processoId: caso.id, email: input.email })
        .onConflictDoUpdate({ target: periciadoContatos.processoId, set: { email: input.email, updatedAt: now } });
    }
    await enfileirarAvisos(tx, {
      periciaId,
      processoId: caso.id,
      tipo: 'marcada',
      ocorrencia: `link:${link.id}`,
      dataStart: pericia.dataStart,
      local: pericia.endereco,
      linkSelado: urlSelada,
    });
    await registrarOcorrencia({ processoId: caso.id, userId: user.id, evento: 'Link do periciado gerado', tipo: 'pericia' }, tx);
    return { url, expiraEm: expiraEm.toISOString() };
  });
}

/** DELETE /api/pericia/{id}/periciado/link: every link of the perícia stops working at once. */
export async function revogarLinkPericiado(user: Actor, periciaId: number, now = new Date()): Promise<{ revogados: number }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const { caso } = await periciaParaInformar(tx, user, periciaId, true);
    const rows = await tx
      .update(periciadoLinks)
      .set({ revogadoEm: now })
      .where(and(eq(periciadoLinks.periciaId, periciaId), isNull(periciadoLinks.revogadoEm)))
      .returning({ id: periciadoLinks.id });
    if (rows.length) await registrarOcorrencia({ processoId: caso.id, userId: user.id, evento: 'Link do periciado revogado', tipo: 'pericia' }, tx);
    return { revogados: rows.length };
  });
}
