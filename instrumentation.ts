/** Runs once when the server starts (Node runtime only): see lib/startup.ts and direct-routes.ts. */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startup } = await import('./lib/startup');
    await startup();
    const [{ registerDirectRoutes }, { directRoutes }] = await Promise.all([import('./lib/api/direct-routes'), import('./direct-routes')]);
    registerDirectRoutes(await directRoutes());
  }
}
