import { and, count, eq, isNull } from 'drizzle-orm';
import { getDb, toNumber } from '@/lib/db/client';
import { webhooks } from '@/lib/db/schema';
import { ConflictError } from '@/lib/errors';
import { registrarAlteracoes } from '@/lib/data/alteracoes';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { gerarSegredoWebhook, MAX_WEBHOOKS_POR_USUARIO } from '@/lib/domain/webhooks';
import { seal } from '@/lib/security/secret-box';
import { validarUrlWebhook } from '@/lib/webhooks/http';
import type { CriarWebhook } from '@/lib/validation/webhooks';
import { contextoSegredo } from './comum';

/** `POST /api/webhooks`: a new endpoint of the caller; the signing secret is answered this once. Audited. */
export async function criarWebhook(user: SessionUser, input: CriarWebhook): Promise<{ id: number; url: string; eventos: string[]; segredo: string }> {
  await validarUrlWebhook(input.url);
  const segredo = gerarSegredoWebhook();
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [{ n }] = await tx
      .select({ n: count() })
      .from(webhooks)
      .where(and(eq(webhooks.userId, user.id), isNull(webhooks.removidoEm)));
    if (toNumber(n) >= MAX_WEBHOOKS_POR_USUARIO) throw new ConflictError(`Você já tem ${MAX_WEBHOOKS_POR_USUARIO} webhooks. Remova um antes de criar outro.`);
    const [row] = await tx
      .insert(webhooks)
      .values({ userId: user.id, url: input.url, eventos: input.eventos, segredoEnc: seal(segredo, contextoSegredo({ userId: user.id, url: input.url })) })
      .returning({ id: webhooks.id });
    await registrarAlteracoes(tx, 'webhook', row.id, { webhook: null }, { webhook: input.url }, user);
    return { id: row.id, url: input.url, eventos: input.eventos, segredo };
  });
}
