// Vitest globalSetup of the integration projects: the render pool's worker loads lib/render/gerado/render-worker.mjs,
// bundled from lib/render/worker.ts. Made again before every run, so tests never render with a stale bundle.
import { buildRenderWorker } from '../../scripts/build-render-worker.mjs';

export default async function setup() {
  await buildRenderWorker({ rastrear: false });
}
