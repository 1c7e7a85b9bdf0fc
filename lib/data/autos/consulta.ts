import { sql, type SQL } from 'drizzle-orm';
import type { ParteBusca } from '@/lib/domain/autos/busca';

/** The text search configuration of migration 0035: Portuguese stemming over unaccent. */
export const CONFIG_BUSCA = sql.raw(`'portugues_sem_acento'::regconfig`);

/**
 * The tsquery of a parsed query: every part must match (AND); a phrase as a phrase, a CID-10 code in any of its
 * written forms (OR), a word stemmed and without accents.
 */
export function tsqueryDe(partes: ParteBusca[]): SQL {
  const termos = partes.map((p) => {
    switch (p.tipo) {
      case 'frase':
        return sql`phraseto_tsquery(${CONFIG_BUSCA}, ${p.texto})`;
      case 'cid':
        return sql`(${sql.join(
          p.formas.map((f) => sql`plainto_tsquery(${CONFIG_BUSCA}, ${f})`),
          sql` || `,
        )})`;
      case 'palavra':
        return sql`plainto_tsquery(${CONFIG_BUSCA}, ${p.texto})`;
    }
  });
  return sql`(${sql.join(termos, sql` && `)})`;
}
