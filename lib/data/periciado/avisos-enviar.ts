import { and, asc, eq, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { avisosPericiado, periciadoContatos, type AvisoPericiado } from '@/lib/db/schema';
import { templateWhatsapp, type DadosAviso } from '@/lib/domain/periciado/mensagens';
import { open } from '@/lib/security/secret-box';
import { sendMail } from '@/lib/mail';
import { avisoPericiadoMail } from '@/lib/mail/templates/aviso-periciado';
import { logger } from '@/lib/log';
import { contextoLink } from './link';
import { enviarTemplateWhatsapp, WhatsappFalhouError } from './whatsapp-api';
import { whatsappLigado } from './whatsapp-config';

/** Retries: 8 after the first attempt, the delay doubling from 1 minute (about 4 h 15 min in all). */
export const AVISO_PERICIADO_TENTATIVAS = 9;
export const AVISO_PERICIADO_ESPERA_MS = 60_000;
/** An attempt holds its row this long; a row held longer (a crashed worker) is taken again. */
const TENTATIVA_MS = 2 * 60_000;

/** The delay before attempt n+1 after n failed attempts (1 min, 2, 4, …). */
export function esperaAposFalha(tentativas: number): number {
  return AVISO_PERICIADO_ESPERA_MS * 2 ** Math.max(0, tentativas - 1);
}

/**
 * Claims up to `limite` notices due now (pending, their next attempt reached, not held by another attempt) with
 * FOR UPDATE SKIP LOCKED, so two workers never take the same row.
 */
async function reservar(limite: number, now: Date): Promise<AvisoPericiado[]> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const livres = await tx
      .select({ id: avisosPericiado.id })
      .from(avisosPericiado)
      .where(
        and(
          eq(avisosPericiado.status, 'pendente'),
          lte(avisosPericiado.proximaTentativa, now),
          or(isNull(avisosPericiado.tentandoAte), lt(avisosPericiado.tentandoAte, now)),
        ),
      )
      .orderBy(asc(avisosPericiado.id))
      .limit(limite)
      .for('update', { skipLocked: true });
    if (livres.length === 0) return [];
    return tx
      .update(avisosPericiado)
      .set({ tentandoAte: new Date(now.getTime() + TENTATIVA_MS) })
      .where(inArray(avisosPericiado.id, livres.map((r) => r.id)))
      .returning();
  });
}

function dadosDe(a: AvisoPericiado): DadosAviso {
  let link: string | null = null;
  if (a.dados.linkSelado) {
    try {
      link = open(a.dados.linkSelado, contextoLink(a.periciaId));
    } catch {
      link = null;
    }
  }
  return { dataStart: new Date(a.dados.dataStart), local: a.dados.local, link };
}

/** Why a WhatsApp notice is not sent any more (consent withdrawn, 'SAIR', WhatsApp turned off): it fails at once. */
async function whatsappBloqueado(a: AvisoPericiado): Promise<string | null> {
  if (!whatsappLigado()) return 'WhatsApp não configurado';
  if (!a.processoId) return 'processo removido';
  const db = await getDb();
  const [c] = await db.select().from(periciadoContatos).where(eq(periciadoContatos.processoId, a.processoId));
  if (!c || !c.whatsappConsentimento || c.telefone !== a.endereco) return 'sem consentimento';
  return null;
}

async function enviar(a: AvisoPericiado): Promise<{ provedorId: string | null }> {
  const dados = dadosDe(a);
  if (a.canal === 'email') {
    const m = avisoPericiadoMail(a.tipo, a.destinatario, dados);
    const r = await sendMail({ to: a.endereco, subject: m.subject, text: m.text, html: m.html });
    return { provedorId: r.messageId ?? null };
  }
  const bloqueio = await whatsappBloqueado(a);
  if (bloqueio) throw new AvisoDescartado(bloqueio);
  return { provedorId: await enviarTemplateWhatsapp(a.endereco, templateWhatsapp(a.tipo, dados)) };
}

/** A notice that must not be sent at all any more: marked failed without retries. */
class AvisoDescartado extends Error {}

/**
 * One pass of the outbox (lib/jobs/avisos-periciado runs it every few seconds, and at once after a change):
 * each claimed notice is sent once; on failure it waits (1 min doubling) and is tried again, up to
 * AVISO_PERICIADO_TENTATIVAS, then marked failed. A sent row is never sent again (status leaves 'pendente' in the
 * same statement that records the send). Logs carry ids and reasons, never an address.
 */
export async function processarAvisosPericiado(opts: { now?: Date; limite?: number } = {}): Promise<{ enviados: number; falhas: number }> {
  const now = opts.now ?? new Date();
  const db = await getDb();
  let enviados = 0;
  let falhas = 0;
  for (const a of await reservar(opts.limite ?? 50, now)) {
    try {
      const { provedorId } = await enviar(a);
      await db
        .update(avisosPericiado)
        .set({ status: 'sent', enviadoEm: new Date(), provedorId, tentativas: a.tentativas + 1, tentandoAte: null, ultimoErro: null, updatedAt: new Date() })
        .where(and(eq(avisosPericiado.id, a.id), eq(avisosPericiado.status, 'pendente')));
      enviados++;
    } catch (err) {
      falhas++;
      const tentativas = a.tentativas + 1;
      const desistir = err instanceof AvisoDescartado || tentativas >= AVISO_PERICIADO_TENTATIVAS;
      const motivo = err instanceof AvisoDescartado || err instanceof WhatsappFalhouError ? err.message : (err as Error).name;
      await db
        .update(avisosPericiado)
        .set({
          tentativas,
          tentandoAte: null,
          ultimoErro: motivo.slice(0, 300),
          updatedAt: new Date(),
          ...(desistir ? { status: 'failed' as const } : { proximaTentativa: new Date(now.getTime() + esperaAposFalha(tentativas)) }),
        })
        .where(and(eq(avisosPericiado.id, a.id), eq(avisosPericiado.status, 'pendente')));
      const log = { aviso: a.id, canal: a.canal, tipo: a.tipo, tentativa: tentativas, motivo };
      if (desistir) logger.error(log, 'Aviso ao periciado: desistimos');
      else logger.warn(log, 'Aviso ao periciado: tentativa falhou');
    }
  }
  return { enviados, falhas };
}

