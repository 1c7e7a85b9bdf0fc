import { apiFactories, httpTransport } from '../../tests/support/factories';
import { e2eProbePort } from '../../scripts/e2e-paths.mjs';

/**
 * Test data made through the public API of the e2e server, so every journey owns what it sees: unique users (any
 * role) and cases, never the seed's rows or another test's leftovers. The builders are the shared ones
 * (tests/support/factories.ts); here they travel over HTTP.
 *
 * The only seeded row used is the demo admin (scripts/e2e-server.mjs seeds with DEMO=1): it promotes freshly
 * registered advogados to médico or admin with PUT /api/user/edit/{id}, as an admin would.
 */
const SEED_ADMIN = { email: 'admin@demo.pericia.com.br', senha: 'Pericia#2026' };

export function appOrigin(): string {
  return `http://localhost:${process.env.E2E_PORT ?? 3100}`;
}

export { SENHA, uid, uniqueCnj, uniqueIp } from '../../tests/support/factories';

/**
 * Loads the TJSP court example (DataJud record, DJEN intimação and edital) under `numero` into the e2e server's
 * stand-ins, through its probe (scripts/e2e-server.mjs): a journey registers a number no earlier run took.
 */
export async function carregarExemploTribunal(numero: string): Promise<void> {
  const res = await fetch(`http://127.0.0.1:${e2eProbePort(process.env.E2E_PORT ?? 3100)}/tribunais/exemplo?numero=${encodeURIComponent(numero)}`, { method: 'POST' });
  if (res.status !== 204) throw new Error(`stand-in dos tribunais: ${res.status}`);
}
/** Publishes in the e2e server's DJEN stand-in an intimação of `numero` in the name of the OAB `oab`/`uf`. */
export async function publicarPelaOab(numero: string, oab: string, uf: string): Promise<void> {
  const qs = new URLSearchParams({ numero, oab, uf });
  const res = await fetch(`http://127.0.0.1:${e2eProbePort(process.env.E2E_PORT ?? 3100)}/tribunais/oab?${qs}`, { method: 'POST' });
  if (res.status !== 204) throw new Error(`stand-in dos tribunais: ${res.status}`);
}
export type { ProcessoData, Role, TestProcesso, TestUser } from '../../tests/support/factories';

const factories = apiFactories(httpTransport(appOrigin()), SEED_ADMIN);

export const { api, tokenOf, createUser, criarProcesso, assignPerito, trabalhoStep, publishEntrega, criarPericia, markAllRead } = factories;
