import { and, eq, inArray } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { avisosPericiado, periciadoContatos } from '@/lib/db/schema';
import { ORDEM_STATUS, type AvisoPericiadoStatus } from '@/lib/domain/periciado/codes';
import { pedeParaSair } from '@/lib/domain/periciado/whatsapp';
import { logger } from '@/lib/log';

type Status = { id?: unknown; status?: unknown };
type Mensagem = { from?: unknown; type?: unknown; text?: { body?: unknown } };
type Payload = { entry?: { changes?: { value?: { statuses?: Status[]; messages?: Mensagem[] } }[] }[] };

const STATUS_API: Record<string, AvisoPericiadoStatus> = { sent: 'sent', delivered: 'delivered', read: 'read', failed: 'failed' };

/**
 * A signed webhook call of the Cloud API (the route checked X-Hub-Signature-256 on the raw body): each message status
 * moves its notice forward (sent → delivered → read; failed), never back; a text reply 'SAIR' or 'PARAR' withdraws
 * the WhatsApp consent of every case with that number. Unknown ids and other events are ignored.
 */
export async function receberWebhookWhatsapp(payload: unknown, now = new Date()): Promise<{ statuses: number; saidas: number }> {
  const db = await getDb();
  const changes = ((payload as Payload)?.entry ?? []).flatMap((e) => e?.changes ?? []).map((c) => c?.value ?? {});
  let statuses = 0;
  let saidas = 0;
  for (const v of changes) {
    for (const s of Array.isArray(v.statuses) ? v.statuses : []) {
      const novo = typeof s.status === 'string' ? STATUS_API[s.status] : undefined;
      if (typeof s.id !== 'string' || !novo) continue;
      const [aviso] = await db.select({ id: avisosPericiado.id, status: avisosPericiado.status }).from(avisosPericiado).where(eq(avisosPericiado.provedorId, s.id));
      if (!aviso || aviso.status === 'failed' || ORDEM_STATUS[novo] <= ORDEM_STATUS[aviso.status]) continue;
      await db.update(avisosPericiado).set({ status: novo, updatedAt: now }).where(and(eq(avisosPericiado.id, aviso.id), eq(avisosPericiado.status, aviso.status)));
      statuses++;
    }
    for (const m of Array.isArray(v.messages) ? v.messages : []) {
      if (typeof m.from !== 'string' || m.type !== 'text' || !pedeParaSair(typeof m.text?.body === 'string' ? m.text.body : '')) continue;
      const telefone = m.from.replace(/\D/g, '');
      const rows = await db
        .update(periciadoContatos)
        .set({ whatsappConsentimento: false, consentimentoRetiradoEm: now, retiradoPor: 'resposta', updatedAt: now })
        .where(and(eq(periciadoContatos.telefone, telefone), eq(periciadoContatos.whatsappConsentimento, true)))
        .returning({ processoId: periciadoContatos.processoId });
      // Notices still waiting to that number are not sent.
      if (rows.length) {
        await db
          .update(avisosPericiado)
          .set({ status: 'failed', ultimoErro: 'o destinatário pediu para sair', updatedAt: now })
          .where(and(eq(avisosPericiado.canal, 'whatsapp'), eq(avisosPericiado.endereco, telefone), eq(avisosPericiado.status, 'pendente'), inArray(avisosPericiado.processoId, rows.map((r) => r.processoId))));
      }
      saidas++;
      logger.info({ casos: rows.length }, 'WhatsApp: um número pediu para não receber mais avisos');
    }
  }
  return { statuses, saidas };
}
