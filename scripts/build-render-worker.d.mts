/* Types of scripts/build-render-worker.mjs, for the tests' globalSetup and the bench. */
export const RENDER_WORKER_BUNDLE: string;
export const RENDER_WORKER_TRACE: string;
export function buildRenderWorker(opts?: { rastrear?: boolean }): Promise<string>;
