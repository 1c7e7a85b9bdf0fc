import { defineConfig, devices } from '@playwright/test';
import { e2eProbePort } from './scripts/e2e-paths.mjs';

const port = Number(process.env.E2E_PORT ?? 3100);

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    // A failure keeps its trace (test-results/…/trace.zip): flaky failures are read, not rerun away.
    trace: 'retain-on-failure',
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    launchOptions: {
      // Debian's Chromium; Playwright never downloads a browser here.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: /no-js\.spec\.ts$/, use: { ...devices['Desktop Chrome'], channel: undefined } },
    // The forms as a browser submits them before (or without) the page's JavaScript (e2e/no-js.spec.ts).
    { name: 'no-javascript', testMatch: /no-js\.spec\.ts$/, use: { ...devices['Desktop Chrome'], channel: undefined, javaScriptEnabled: false } },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    // The e2e server's own probe, not the app: a demo or dev server on E2E_PORT is never taken for it (and written into).
    url: `http://127.0.0.1:${e2eProbePort(port)}/`,
    // The server builds first when the build is missing or stale: minutes on a 2-core machine.
    timeout: 900_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { E2E_PORT: String(port) },
  },
});
