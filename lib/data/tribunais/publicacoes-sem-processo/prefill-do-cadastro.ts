import { getDb } from '@/lib/db/client';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { jtrDoNumero } from '@/lib/domain/tribunais/aliases';
import { tipoJusticaSugerido } from '@/lib/domain/tribunais/datajud';
import { partesDaComunicacao } from '@/lib/domain/tribunais/oab';
import type { TipoJustica } from '@/lib/domain/labels';
import { daPessoa } from './comum';

/** What 'Cadastrar' pre-fills in the registration wizard from a communication (DataJud fills the rest there). */
export type PrefillCadastro = { numeroProcesso: string; varaJudicial: string; requerente: string; requerido: string; tipoJustica: TipoJustica | '' };

export async function prefillDaPublicacao(user: Pick<SessionUser, 'id' | 'role'>, id: number): Promise<PrefillCadastro> {
  const db = await getDb();
  const row = await daPessoa(db, user, id);
  const jtr = jtrDoNumero(row.numeroProcesso);
  return {
    numeroProcesso: row.numeroProcesso,
    varaJudicial: row.orgao ?? '',
    ...partesDaComunicacao(row.partes),
    tipoJustica: (jtr && tipoJusticaSugerido(jtr, row.orgao ?? '')) || '',
  };
}
