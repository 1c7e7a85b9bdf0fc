import { parseEnv } from './env';

/** Validates the environment (a wrong or missing variable stops the server) and migrates the database. */
export async function startup(): Promise<void> {
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  try {
    parseEnv();
  } catch (err) {
    console.error(`\n${(err as Error).message}\nO servidor não pode iniciar.\n`);
    process.exit(1);
  }
  const { getDb, dbKind } = await import('./db/client');
  await getDb();
  console.log(`Banco de dados pronto (${await dbKind()}), migrações aplicadas.`);
  const { describeStorage, storageDriver } = await import('./storage');
  try {
    await storageDriver().check();
    console.log(`Armazenamento de arquivos: ${describeStorage()}.`);
  } catch (err) {
    console.error(`\nArmazenamento de arquivos indisponível: ${describeStorage()} (${(err as Error).name}).\nO servidor não pode iniciar.\n`);
    process.exit(1);
  }
}
