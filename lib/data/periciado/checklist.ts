import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { periciadoConfig, periciasPericiado } from '@/lib/db/schema';
import type { Actor } from '@/lib/domain/access';
import { canEditEmpresa } from '@/lib/domain/access';
import { CHECKLIST_PADRAO, normalizarChecklist } from '@/lib/domain/periciado/checklist';
import { enforce } from '@/lib/data/politica';
import { lerEntrada, type Entrada } from '@/lib/data/entrada';
import { periciaParaInformar } from './acesso';

/** The firm's suggestions (the default list until an admin edits it). */
export async function sugestoesChecklist(): Promise<string[]> {
  const db = await getDb();
  const [row] = await db.select({ itens: periciadoConfig.checklistSugestoes }).from(periciadoConfig).where(eq(periciadoConfig.id, 1));
  return row ? row.itens : [...CHECKLIST_PADRAO];
}

/** Empresa → 'O que o periciado deve levar': admins only. */
export async function salvarSugestoesChecklist(user: Actor, entrada: Entrada<{ itens: string[] }>): Promise<string[]> {
  enforce(canEditEmpresa(user), 'Somente administradores podem alterar a lista da empresa.');
  // The body is read only once the actor is an admin (403 before 400: lib/data/entrada.ts).
  const { itens } = await lerEntrada(entrada);
  const db = await getDb();
  const limpos = normalizarChecklist(itens);
  await db
    .insert(periciadoConfig)
    .values({ id: 1, checklistSugestoes: limpos, updatedBy: user.id })
    .onConflictDoUpdate({ target: periciadoConfig.id, set: { checklistSugestoes: limpos, updatedBy: user.id, updatedAt: new Date() } });
  return limpos;
}

/** GET /api/pericia/{id}/checklist: the perícia's list and the firm's suggestions. */
export async function lerChecklist(user: Actor, periciaId: number): Promise<{ itens: string[]; sugestoes: string[]; peritoJudicial: string | null }> {
  const db = await getDb();
  await periciaParaInformar(db, user, periciaId);
  const [row] = await db.select().from(periciasPericiado).where(eq(periciasPericiado.periciaId, periciaId));
  return { itens: row?.checklist ?? [], sugestoes: await sugestoesChecklist(), peritoJudicial: row?.peritoJudicial ?? null };
}

/** PUT /api/pericia/{id}/checklist: the list shown on the periciado's page (free text, the suggestions optional). */
export async function salvarChecklist(user: Actor, periciaId: number, itens: string[]): Promise<{ itens: string[] }> {
  const db = await getDb();
  await periciaParaInformar(db, user, periciaId);
  const limpos = normalizarChecklist(itens);
  await db
    .insert(periciasPericiado)
    .values({ periciaId, checklist: limpos })
    .onConflictDoUpdate({ target: periciasPericiado.periciaId, set: { checklist: limpos, updatedAt: new Date() } });
  return { itens: limpos };
}

/** PUT /api/pericia/{id}/periciado: the court expert's name, when known (shown on the page). */
export async function salvarPeritoJudicial(user: Actor, periciaId: number, peritoJudicial: string | null): Promise<{ peritoJudicial: string | null }> {
  const db = await getDb();
  await periciaParaInformar(db, user, periciaId);
  await db
    .insert(periciasPericiado)
    .values({ periciaId, peritoJudicial })
    .onConflictDoUpdate({ target: periciasPericiado.periciaId, set: { peritoJudicial, updatedAt: new Date() } });
  return { peritoJudicial };
}
