/**
 * Quanto a consulta ao DataJud leva para desistir de um tribunal lento (issue 33 item 5; antes era uma asserção de
 * tempo em tests/integration/tribunais-consulta.test.ts): `npx tsx bench/tribunais-tempo-limite.ts`. O substituto
 * local do DataJud responde depois de 9 s; a consulta deve desistir em 8 s. Imprime o tempo de `BENCH_RUNS` (3)
 * consultas e a mensagem; não afirma nada.
 */
import { startDatajudStandin } from '../tests/support/datajud-standin.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const datajud = await startDatajudStandin({ lentoMs: 9000 });
process.env.DATAJUD_URL = datajud.url;
delete process.env.DATAJUD_API_KEY;
const { buscarNoDatajud } = await import('@/lib/tribunais/datajud');

for (let i = 0; i < runs; i++) {
  const digitos = String(10_000_000_000_000_000_000n + BigInt(i)).slice(0, 20);
  datajud.falhar(digitos, 'lento');
  const t = performance.now();
  const erro = await buscarNoDatajud('tjsp', digitos).then(
    () => 'respondeu',
    (e: Error) => e.message,
  );
  console.log(`consulta ${i + 1}: ${((performance.now() - t) / 1000).toFixed(2)} s — ${erro.slice(0, 60)}`);
}
await datajud.close();
