/* Types of scripts/build-render-worker.mjs, for the tests' globalSetup. */
export const RENDER_WORKER_BUNDLE: string;
export function buildRenderWorker(): string;
