/** Runs once when the server starts (Node runtime only): see lib/startup.ts and direct-routes.ts. */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startup } = await import('./lib/startup');
    await startup();
    // DIRECT_ROUTES=0 leaves calls 1 and 2 to Next's router too (bench/processos.mjs measures both ways).
    if (process.env.DIRECT_ROUTES !== '0') {
      const [{ registerDirectRoutes }, { directRoutes }] = await Promise.all([import('./lib/api/direct-routes'), import('./direct-routes')]);
      registerDirectRoutes(await directRoutes());
    }
  }
}
