import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { periciadoContatos, processos } from '@/lib/db/schema';
import { registrarOcorrencia } from '@/lib/data/cronologia';
import { canInformarPericiado, type Actor } from '@/lib/domain/access';
import { mascararTelefone } from '@/lib/domain/periciado/whatsapp';
import { NotFoundError } from '@/lib/errors';
import type { ConsentimentoWhatsappInput } from '@/lib/validation/periciado';
import { linkValido } from './token';

/**
 * PUT /api/processo/{id}/periciado/whatsapp: records the periciado's phone and their consent to WhatsApp notices
 * (who: the acting user; when: now; how: `origem`), or its withdrawal (`consentimento: false`). The case's lawyer,
 * perito and admins may; any other case answers 404.
 */
export async function registrarConsentimentoWhatsapp(
  user: Actor,
  processoId: number,
  input: ConsentimentoWhatsappInput,
  now = new Date(),
): Promise<{ telefone: string; consentimento: boolean; origem: string; em: string }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [caso] = await tx.select({ ownerId: processos.ownerId, peritoId: processos.peritoId }).from(processos).where(and(eq(processos.id, processoId)));
    if (!caso || !canInformarPericiado(user, caso)) throw new NotFoundError('Processo não encontrado.');
    const valores = input.consentimento
      ? { telefone: input.telefone, whatsappConsentimento: true, consentimentoOrigem: input.origem, consentimentoPor: user.id, consentimentoEm: now, consentimentoRetiradoEm: null, retiradoPor: null, updatedAt: now }
      : { telefone: input.telefone, whatsappConsentimento: false, consentimentoRetiradoEm: now, retiradoPor: input.origem, updatedAt: now };
    await tx
      .insert(periciadoContatos)
      .values({ processoId, ...valores })
      .onConflictDoUpdate({ target: periciadoContatos.processoId, set: valores });
    const como = input.origem === 'advogado' ? 'informado pelo advogado com a concordância do cliente' : 'dado pelo periciado';
    const evento = input.consentimento
      ? `Consentimento para avisos por WhatsApp registrado (${mascararTelefone(input.telefone)}, ${como})`
      : `Consentimento para avisos por WhatsApp retirado (${mascararTelefone(input.telefone)})`;
    await registrarOcorrencia({ processoId, userId: user.id, evento, tipo: 'edicao' }, tx);
    return { telefone: mascararTelefone(input.telefone), consentimento: input.consentimento, origem: input.origem, em: now.toISOString() };
  });
}

/**
 * The periciado gives (or withdraws) WhatsApp consent on their own page: recorded with origem 'periciado', no user
 * (the link is the credential). Same record as the lawyer's, on the link's case.
 */
export async function consentimentoPelaPagina(token: string, ip: string, telefone: string, consentimento: boolean, now = new Date()): Promise<void> {
  const db = await getDb();
  const link = await linkValido(db, token, ip, now);
  const valores = consentimento
    ? { telefone, whatsappConsentimento: true, consentimentoOrigem: 'periciado' as const, consentimentoPor: null, consentimentoEm: now, consentimentoRetiradoEm: null, retiradoPor: null, updatedAt: now }
    : { telefone, whatsappConsentimento: false, consentimentoRetiradoEm: now, retiradoPor: 'periciado', updatedAt: now };
  await db.transaction(async (tx) => {
    await tx
      .insert(periciadoContatos)
      .values({ processoId: link.processoId, ...valores })
      .onConflictDoUpdate({ target: periciadoContatos.processoId, set: valores });
    const evento = consentimento
      ? `Consentimento para avisos por WhatsApp dado pelo periciado na página (${mascararTelefone(telefone)})`
      : `Consentimento para avisos por WhatsApp retirado pelo periciado (${mascararTelefone(telefone)})`;
    await registrarOcorrencia({ processoId: link.processoId, userId: null, evento, tipo: 'edicao' }, tx);
  });
}
