/**
 * Database commands: `tsx scripts/db.ts migrate` and `tsx scripts/db.ts seed`.
 * Uses DATABASE_URL when set, else the embedded PGlite in .data/.
 */
import { closeDb, dbKind, getDb } from '@/lib/db/client';
import { demoSeedRefusal, seedDemo } from '@/lib/db/seed';

async function main() {
  const command = process.argv[2];
  if (command !== 'migrate' && command !== 'seed') {
    console.error('Uso: tsx scripts/db.ts <migrate|seed>');
    process.exit(2);
  }
  const refusal = command === 'seed' ? demoSeedRefusal() : null;
  if (refusal) {
    console.error(refusal);
    process.exit(1);
  }
  const db = await getDb();
  console.log(`Migrações aplicadas (${await dbKind()}).`);
  if (command === 'seed') {
    const { created } = await seedDemo(db);
    console.log(created ? 'Dados de demonstração criados.' : 'Dados de demonstração já existiam: nada a fazer.');
  }
  await closeDb();
}

main().catch(async (err) => {
  console.error(err);
  await closeDb().catch(() => {});
  process.exit(1);
});
