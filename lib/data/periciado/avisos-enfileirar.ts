import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { avisosPericiado, periciadoContatos, processos, users } from '@/lib/db/schema';
import type { AvisoPericiadoCanal, AvisoPericiadoDestinatario, AvisoPericiadoTipo } from '@/lib/domain/periciado/codes';
import { whatsappLigado } from './whatsapp-config';

export type AvisoACriar = {
  periciaId: number;
  processoId: number;
  tipo: AvisoPericiadoTipo;
  /** Makes the notice unique per event: the link id for 'marcada', the new start for 'remarcada' and the reminders. */
  ocorrencia: string;
  dataStart: Date;
  local: string | null;
  /** The periciado's link, sealed (periciado_links.url_selada), or null. */
  linkSelado: string | null;
};

/**
 * Writes the notices of one event into the outbox, inside the caller's transaction (DESIGN §12): an e-mail to the
 * periciado when the case has their e-mail, a WhatsApp message when WhatsApp is on and the case has their phone with
 * consent not withdrawn, and an e-mail to the case's lawyer. The unique key (perícia, canal, destinatário, tipo,
 * ocorrência) makes a repeat write nothing, so no notice is ever sent twice. Answers how many rows were written.
 */
export async function enfileirarAvisos(tx: DbOrTx, a: AvisoACriar): Promise<number> {
  const [contato] = await tx.select().from(periciadoContatos).where(eq(periciadoContatos.processoId, a.processoId));
  const [dono] = await tx
    .select({ email: users.email, ativo: users.ativo })
    .from(processos)
    .innerJoin(users, eq(users.id, processos.ownerId))
    .where(eq(processos.id, a.processoId));
  const destinos: { canal: AvisoPericiadoCanal; destinatario: AvisoPericiadoDestinatario; endereco: string }[] = [];
  if (contato?.email) destinos.push({ canal: 'email', destinatario: 'periciado', endereco: contato.email });
  if (contato?.telefone && contato.whatsappConsentimento && whatsappLigado()) {
    destinos.push({ canal: 'whatsapp', destinatario: 'periciado', endereco: contato.telefone });
  }
  if (dono?.ativo) destinos.push({ canal: 'email', destinatario: 'advogado', endereco: dono.email });
  if (destinos.length === 0) return 0;
  const dados = { dataStart: a.dataStart.toISOString(), local: a.local, linkSelado: a.linkSelado };
  const rows = await tx
    .insert(avisosPericiado)
    .values(destinos.map((d) => ({ ...d, periciaId: a.periciaId, processoId: a.processoId, tipo: a.tipo, ocorrencia: a.ocorrencia, dados })))
    .onConflictDoNothing()
    .returning({ id: avisosPericiado.id });
  return rows.length;
}

/** The active link of a perícia (sealed), for the notices that carry it. */
export { linkAtivoSelado } from './link-ativo';
