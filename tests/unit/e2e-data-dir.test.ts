import path from 'node:path';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { E2E_DATA_DIR, e2eProbePort } from '../../scripts/e2e-paths.mjs';
import { parseEnv } from '@/lib/env';

// Issue 28 item 9: leftover test users in the demo data. The e2e journeys create users and cases; their server kept
// its data inside the demo's .data/ and Playwright reused whatever answered on E2E_PORT (a demo included).
describe('the e2e server never writes into the demo data', () => {
  const root = path.resolve(import.meta.dirname, '../..');
  const demoDir = path.resolve(root, parseEnv({}).DATA_DIR);

  it('keeps its data outside the demo data directory', () => {
    const rel = path.relative(demoDir, E2E_DATA_DIR);
    expect(rel.startsWith('..') || path.isAbsolute(rel)).toBe(true);
    const server = readFileSync(path.join(root, 'scripts/e2e-server.mjs'), 'utf8');
    expect(server).toContain('const dataDir = E2E_DATA_DIR;');
    expect(server).not.toContain('.data/e2e');
  });

  it('Playwright waits on the e2e server’s own probe, never on whatever app answers E2E_PORT', () => {
    const config = readFileSync(path.join(root, 'playwright.config.ts'), 'utf8');
    expect(config).toContain('e2eProbePort(port)');
    expect(config).not.toMatch(/url: `http:\/\/localhost:\$\{port\}\/login`/);
    expect(e2eProbePort(3104)).toBe(7104);
  });
});
