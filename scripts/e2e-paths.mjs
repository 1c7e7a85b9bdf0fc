// Where the e2e server keeps its data and how Playwright knows it is talking to that server, not to a demo.
// The journeys create users and cases; they must never land in `npm run demo`'s data (DATA_DIR, default .data/).
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** The e2e server's own data (embedded database, files, mailbox): beside the demo's .data/, never inside it. */
export const E2E_DATA_DIR = path.join(root, '.e2e-data');

/**
 * The port of the e2e server's readiness probe (answers 200 once the app on `port` is up). Playwright waits on it
 * instead of on the app itself, so an app already listening on E2E_PORT (a demo, a dev server) is never reused
 * as the e2e server: the probe is missing, the e2e server starts, finds the port taken and stops.
 * @param {number | string} port
 */
export function e2eProbePort(port) {
  return Number(port) + 4000;
}
