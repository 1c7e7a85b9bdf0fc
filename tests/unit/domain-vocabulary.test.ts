import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '@/lib/db/schema';
import { ROLES } from '@/lib/domain/roles';
import { ETAPAS, SITUACOES } from '@/lib/domain/labels';
import { PAGAMENTO_MEIOS, PAGAMENTO_STATUSES, PAGAMENTO_TIPOS } from '@/lib/domain/pagamentos';

/** DESIGN §11 "The house": the vocabulary is the domain's; the schema imports it, never the other way. */

const domainDir = path.resolve(__dirname, '../../lib/domain');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [path.join(dir, e.name)] : [],
  );
}

function checksOf(table: PgTable): string[] {
  return getTableConfig(table).checks.map((c) => c.name);
}

describe('the domain owns its vocabulary', () => {
  it('no module under lib/domain imports lib/db', () => {
    const offenders = sourceFiles(domainDir).filter((f) =>
      /from\s+['"](@\/lib\/db|(\.\.\/)+db)(\/|['"])/.test(readFileSync(f, 'utf8')),
    );
    expect(offenders.map((f) => path.relative(domainDir, f))).toEqual([]);
  });

  it('the schema checks each coded column against the domain list', () => {
    expect(checksOf(schema.users)).toContain('users_role_code');
    expect(checksOf(schema.processos)).toEqual(expect.arrayContaining(['processos_situacao_code', 'processos_etapa_code']));
    expect(checksOf(schema.pagamentos)).toEqual(
      expect.arrayContaining(['pagamentos_status_code', 'pagamentos_meio_code', 'pagamentos_tipo_code']),
    );
    expect(checksOf(schema.acessos)).toEqual(expect.arrayContaining(['acessos_role_code', 'acessos_objeto_code']));
  });

  it('the lists are the codes the product writes', () => {
    expect(ROLES).toEqual(['admin', 'medico', 'advogado']);
    expect(SITUACOES).toContain('pendente');
    expect(ETAPAS).toContain('inicio');
    expect(PAGAMENTO_STATUSES).toEqual(['pendente', 'aprovado', 'rejeitado', 'cancelado', 'reembolsado', 'estornado', 'substituido']);
    expect(PAGAMENTO_MEIOS).toEqual(['mercadopago', 'manual', 'credito']);
    expect(PAGAMENTO_TIPOS).toEqual(['processo', 'pacote']);
  });
});
