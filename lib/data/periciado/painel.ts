import { and, asc, desc, eq, gt, isNull } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { pericias, periciadoContatos, periciadoLinks, periciasPericiado, processos } from '@/lib/db/schema';
import { canInformarPericiado, type Actor } from '@/lib/domain/access';
import { mascararTelefone } from '@/lib/domain/periciado/whatsapp';
import { NotFoundError } from '@/lib/errors';
import { listarArquivosPericiado, type ArquivoPericiadoLista } from './arquivos/listar-arquivos';
import { listarAvisosPericia, type AvisoListado } from './avisos-listar';
import { sugestoesChecklist } from './checklist/ler-sugestoes';
import { whatsappLigado } from './whatsapp-config';

export type PainelPericia = {
  id: number;
  dataStart: string;
  dataEnd: string;
  endereco: string | null;
  checklist: string[];
  peritoJudicial: string | null;
  resposta: { comparecera: boolean; motivo: string | null; respondidoEm: string } | null;
  link: { expiraEm: string; criadoEm: string } | null;
  avisos: AvisoListado[];
};

export type PainelPericiado = {
  processoId: number;
  pericias: PainelPericia[];
  sugestoes: string[];
  contato: { email: string | null; telefone: string | null; consentimento: boolean; origem: string | null; em: string | null } | null;
  arquivos: ArquivoPericiadoLista[];
  whatsapp: boolean;
};

/** The case's 'Periciado' page: its perícias with their link, checklist, answer and notices; consent; files. */
export async function painelPericiado(user: Actor, processoId: number, now = new Date()): Promise<PainelPericiado> {
  const db = await getDb();
  const [caso] = await db.select({ ownerId: processos.ownerId, peritoId: processos.peritoId }).from(processos).where(eq(processos.id, processoId));
  if (!caso || !canInformarPericiado(user, caso)) throw new NotFoundError('Processo não encontrado.');
  const rows = await db
    .select({ p: pericias, extra: periciasPericiado })
    .from(pericias)
    .leftJoin(periciasPericiado, eq(periciasPericiado.periciaId, pericias.id))
    .where(eq(pericias.processoId, processoId))
    .orderBy(asc(pericias.dataStart));
  const lista: PainelPericia[] = [];
  for (const { p, extra } of rows) {
    const [link] = await db
      .select({ expiraEm: periciadoLinks.expiraEm, createdAt: periciadoLinks.createdAt })
      .from(periciadoLinks)
      .where(and(eq(periciadoLinks.periciaId, p.id), isNull(periciadoLinks.revogadoEm), gt(periciadoLinks.expiraEm, now)))
      .orderBy(desc(periciadoLinks.id))
      .limit(1);
    lista.push({
      id: p.id,
      dataStart: p.dataStart.toISOString(),
      dataEnd: p.dataEnd.toISOString(),
      endereco: p.endereco,
      checklist: extra?.checklist ?? [],
      peritoJudicial: extra?.peritoJudicial ?? null,
      resposta: extra?.comparecera != null && extra.respondidoEm ? { comparecera: extra.comparecera, motivo: extra.motivo, respondidoEm: extra.respondidoEm.toISOString() } : null,
      link: link ? { expiraEm: link.expiraEm.toISOString(), criadoEm: link.createdAt.toISOString() } : null,
      avisos: await listarAvisosPericia(user, p.id),
    });
  }
  const [c] = await db.select().from(periciadoContatos).where(eq(periciadoContatos.processoId, processoId));
  return {
    processoId,
    pericias: lista,
    sugestoes: await sugestoesChecklist(),
    contato: c
      ? {
          email: c.email,
          telefone: c.telefone ? mascararTelefone(c.telefone) : null,
          consentimento: c.whatsappConsentimento,
          origem: c.whatsappConsentimento ? c.consentimentoOrigem : c.retiradoPor,
          em: (c.whatsappConsentimento ? c.consentimentoEm : c.consentimentoRetiradoEm)?.toISOString() ?? null,
        }
      : null,
    arquivos: await listarArquivosPericiado(user, processoId),
    whatsapp: whatsappLigado(),
  };
}
