/** Runs once when the server starts (Node runtime only): see lib/startup.ts. */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startup } = await import('./lib/startup');
    await startup();
  }
}
