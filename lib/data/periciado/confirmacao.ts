import { getDb } from '@/lib/db/client';
import { periciasPericiado } from '@/lib/db/schema';
import { registrarOcorrencia } from '@/lib/data/cronologia';
import { notificarCaso } from '@/lib/data/notificacoes';
import type { ConfirmacaoInput } from '@/lib/validation/periciado';
import { linkValido } from './token';
import { describe } from '@/lib/data/pericias/shared';

export const MSG_CONFIRMADO = 'Obrigado! Sua presença foi confirmada.';
export const MSG_NAO_COMPARECERA = 'Obrigado por avisar. O seu advogado foi informado.';

/**
 * POST /api/p/{token}/confirmacao (and the page's form without JavaScript): the periciado says whether they will
 * attend. The latest answer counts; the case's lawyer and perito are notified and the Cronologia records it.
 */
export async function responderPresenca(token: string, ip: string, input: ConfirmacaoInput, now = new Date()): Promise<{ message: string }> {
  const db = await getDb();
  const link = await linkValido(db, token, ip, now);
  const valores = { comparecera: input.comparecera, motivo: input.comparecera ? null : input.motivo, respondidoEm: now, updatedAt: now };
  await db.transaction(async (tx) => {
    await tx
      .insert(periciasPericiado)
      .values({ periciaId: link.pericia.id, ...valores })
      .onConflictDoUpdate({ target: periciasPericiado.periciaId, set: valores });
    const what = describe(link.pericia);
    const mensagem = input.comparecera ? `Periciado confirmou presença: ${what}` : `Periciado não poderá comparecer: ${what}`;
    await registrarOcorrencia({ processoId: link.processoId, userId: null, evento: mensagem, tipo: 'pericia' }, tx);
    await notificarCaso({ processoId: link.processoId, actorId: null, tipo: 'pericia', mensagem: `${mensagem}.` }, tx);
  });
  return { message: input.comparecera ? MSG_CONFIRMADO : MSG_NAO_COMPARECERA };
}
