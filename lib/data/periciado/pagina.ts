import { count, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { periciadoArquivos, periciadoContatos, periciasPericiado, users } from '@/lib/db/schema';
import { PERICIA_TIPO } from '@/lib/domain/labels';
import { formatTelefone } from '@/lib/domain/telefone';
import { toNumber } from '@/lib/db/client';
import { linkValido } from './token';

/**
 * Everything the periciado's page shows, and nothing more (issue 38 item 1): when, where (address or teleperícia
 * link), who will be there (the court expert's name when known, the assistente técnico with a phone), what to bring,
 * the periciado's own answer and how many files they sent. No case number, description, quesitos, CPF or documents.
 */
export type PaginaPericiado = {
  tipo: string;
  dataStart: string;
  dataEnd: string;
  local: string | null;
  peritoJudicial: string | null;
  assistente: { nome: string; telefone: string | null } | null;
  checklist: string[];
  resposta: { comparecera: boolean; motivo: string | null; respondidoEm: string } | null;
  arquivosEnviados: number;
  whatsapp: { consentimento: boolean };
};

export async function lerPaginaPericiado(token: string, ip: string, now = new Date()): Promise<PaginaPericiado> {
  const db = await getDb();
  const link = await linkValido(db, token, ip, now);
  const p = link.pericia;
  const [extra] = await db.select().from(periciasPericiado).where(eq(periciasPericiado.periciaId, p.id));
  const [assistente] = link.peritoId
    ? await db.select({ nome: users.nome, telefone: users.telefone }).from(users).where(eq(users.id, link.peritoId))
    : [];
  const [enviados] = await db.select({ n: count() }).from(periciadoArquivos).where(eq(periciadoArquivos.linkId, link.linkId));
  const [contato] = await db
    .select({ consentimento: periciadoContatos.whatsappConsentimento })
    .from(periciadoContatos)
    .where(eq(periciadoContatos.processoId, link.processoId));
  return {
    tipo: PERICIA_TIPO.label[p.tipo],
    dataStart: p.dataStart.toISOString(),
    dataEnd: p.dataEnd.toISOString(),
    local: p.endereco,
    peritoJudicial: extra?.peritoJudicial ?? null,
    assistente: assistente ? { nome: assistente.nome, telefone: assistente.telefone ? formatTelefone(assistente.telefone) : null } : null,
    checklist: extra?.checklist ?? [],
    resposta:
      extra?.comparecera != null && extra.respondidoEm
        ? { comparecera: extra.comparecera, motivo: extra.motivo, respondidoEm: extra.respondidoEm.toISOString() }
        : null,
    arquivosEnviados: toNumber(enviados?.n),
    whatsapp: { consentimento: contato?.consentimento ?? false },
  };
}
