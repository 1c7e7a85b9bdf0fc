import { getDb } from '@/lib/db/client';
import { periciadoConfig } from '@/lib/db/schema';
import type { Actor } from '@/lib/domain/access';
import { canEditEmpresa } from '@/lib/domain/access';
import { normalizarChecklist } from '@/lib/domain/periciado/checklist';
import { enforce } from '@/lib/data/politica';
import { lerEntrada, type Entrada } from '@/lib/data/entrada';

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
