import { desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { incidentes, users, type Incidente } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { enforce } from '@/lib/data/politica';
import { lerEntrada, type Entrada } from '@/lib/data/entrada';
import { canManageIncidentes } from '@/lib/domain/access';
import { startOfDayInBrazil } from '@/lib/domain/dates';
import type { IncidenteInput } from '@/lib/validation/lgpd';

/**
 * Security incidents (ANPD Res. 15/2024, art. 9 of its annex: the controller keeps a record of every incident for
 * at least 5 years). Admins record and read them; nothing edits or removes them (no such API, and the database
 * refuses DELETE on the table).
 */
export type IncidenteItem = {
  id: number;
  data_incidente: string;
  data_conhecimento: string;
  descricao: string;
  dados_afetados: string;
  titulares_afetados: string;
  quantidade_titulares: number | null;
  risco: Incidente['risco'];
  medidas: string;
  anpd_comunicada: boolean;
  anpd_comunicada_em: string | null;
  titulares_comunicados: boolean;
  titulares_comunicados_em: string | null;
  registrado_por: string | null;
  criado_em: string;
};

const dia = (d: Date) => d.toISOString();

function toItem(i: Incidente, autor: string | null): IncidenteItem {
  return {
    id: i.id,
    data_incidente: dia(i.dataIncidente),
    data_conhecimento: dia(i.dataConhecimento),
    descricao: i.descricao,
    dados_afetados: i.dadosAfetados,
    titulares_afetados: i.titularesAfetados,
    quantidade_titulares: i.quantidadeTitulares,
    risco: i.risco,
    medidas: i.medidas,
    anpd_comunicada: i.anpdComunicada,
    anpd_comunicada_em: i.anpdComunicadaEm,
    titulares_comunicados: i.titularesComunicados,
    titulares_comunicados_em: i.titularesComunicadosEm,
    registrado_por: autor,
    criado_em: i.createdAt.toISOString(),
  };
}

export async function registrarIncidente(user: Pick<SessionUser, 'id' | 'role'>, entrada: Entrada<IncidenteInput>): Promise<IncidenteItem> {
  enforce(canManageIncidentes(user));
  // The body is read only once the role may do this (403 before 400: lib/data/entrada.ts).
  const input = await lerEntrada(entrada);
  const db = await getDb();
  const [row] = await db
    .insert(incidentes)
    .values({
      dataIncidente: startOfDayInBrazil(input.dataIncidente),
      dataConhecimento: startOfDayInBrazil(input.dataConhecimento),
      descricao: input.descricao,
      dadosAfetados: input.dadosAfetados,
      titularesAfetados: input.titularesAfetados,
      quantidadeTitulares: input.quantidadeTitulares,
      risco: input.risco,
      medidas: input.medidas,
      anpdComunicada: input.anpdComunicada,
      anpdComunicadaEm: input.anpdComunicada ? input.anpdComunicadaEm : null,
      titularesComunicados: input.titularesComunicados,
      titularesComunicadosEm: input.titularesComunicados ? input.titularesComunicadosEm : null,
      registradoPor: user.id,
    })
    .returning();
  const [u] = await db.select({ nome: users.nome }).from(users).where(eq(users.id, user.id));
  return toItem(row, u?.nome ?? null);
}

export async function listarIncidentes(user: Pick<SessionUser, 'id' | 'role'>): Promise<IncidenteItem[]> {
  enforce(canManageIncidentes(user));
  const db = await getDb();
  const rows = await db
    .select({ i: incidentes, autor: users.nome })
    .from(incidentes)
    .leftJoin(users, eq(users.id, incidentes.registradoPor))
    .orderBy(desc(incidentes.dataIncidente), desc(incidentes.id));
  return rows.map((r) => toItem(r.i, r.autor));
}
