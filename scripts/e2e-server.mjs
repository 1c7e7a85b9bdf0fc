#!/usr/bin/env node
// Playwright's web server: production build, a fresh embedded database with demo data, started on E2E_PORT.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { buildIfNeeded } from './build-if-needed.mjs';
import { E2E_DATA_DIR, e2eProbePort } from './e2e-paths.mjs';

const root = path.resolve(import.meta.dirname, '..');
// Its own directory, not inside the demo's .data/: the journeys' users never show up in `npm run demo`.
const dataDir = E2E_DATA_DIR;
const port = process.env.E2E_PORT ?? '3100';
rmSync(dataDir, { recursive: true, force: true });
buildIfNeeded({ appUrl: `http://localhost:${port}` });
// Mail catcher: every message the app sends lands in .e2e-data/mailbox/<n>.eml (read by the e2e journeys).
const mailbox = path.join(dataDir, 'mailbox');
mkdirSync(mailbox, { recursive: true });
const smtpPort = Number(port) + 1000;
const { SMTPServer } = await import('smtp-server');
let received = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    const chunks = [];
    stream.on('data', (c) => chunks.push(c));
    stream.on('end', () => {
      received += 1;
      writeFileSync(path.join(mailbox, `${received}.eml`), Buffer.concat(chunks));
      callback();
    });
  },
});
// If the port is taken the app falls back to its .eml outbox (DESIGN §1) instead of the run hanging.
const smtpOk = await new Promise((resolve) => {
  smtp.once('error', (err) => {
    console.error(`Caixa de e-mail do e2e indisponível (${err.message}); e-mails irão para ${dataDir}/outbox.`);
    resolve(false);
  });
  smtp.listen(smtpPort, '127.0.0.1', () => resolve(true));
});
// A local stand-in of Mercado Pago (preference, payment fetch, a bare checkout page that notifies the app):
// the payment journey runs end to end without the provider.
const mpSecret = 'e2e-webhook-secret-e2e-webhook-secret';
const { startMercadoPagoStandin } = await import('./standins/mercadopago-standin.mjs');
process.env.MP_STANDIN_PORT = String(Number(port) + 2000);
const mp = await startMercadoPagoStandin({ secret: mpSecret });
// DataJud and DJEN stand-ins with the example data; the tribunais journey loads the TJSP example under a number of
// its own through the probe below (POST /tribunais/exemplo?numero=…).
const { iniciarTribunaisDeExemplo } = await import('./tribunais-standins.mjs');
const { env: tribunaisEnv, carregarTjsp, publicarPelaOab } = await iniciarTribunaisDeExemplo({ datajudPort: Number(port) + 3000, djenPort: Number(port) + 3500 });
// A WhatsApp Cloud API stand-in (issue 38): template messages kept and shown on its page; its port is E2E_PORT+4500 (E2E_PORT+4000 is the readiness probe).
const { startWhatsappStandin } = await import('./standins/whatsapp-standin.mjs');
const wa = await startWhatsappStandin({ port: Number(port) + 4500 });
// The NFS-e stand-in (issue 39): Sefin Nacional and ADN with their own test CA; it writes a test e-CNPJ A1 for the
// admin to upload into .e2e-data/nfse/ (e2e/nfse.spec.ts) and tells the app where the services are.
const nfseStandin = spawn('npx', ['tsx', 'scripts/nfse-standin.ts', path.join(dataDir, 'nfse')], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
const nfse = await new Promise((resolve, reject) => {
  let out = '';
  nfseStandin.stdout.on('data', (c) => {
    out += c;
    if (out.includes('\n')) resolve(JSON.parse(out.split('\n')[0]));
  });
  nfseStandin.on('exit', (code) => reject(new Error(`substituto da NFS-e terminou (${code})`)));
});
const env = {
  ...process.env,
  ...tribunaisEnv,
  WHATSAPP_TOKEN: wa.token,
  WHATSAPP_PHONE_NUMBER_ID: wa.phoneNumberId,
  WHATSAPP_APP_SECRET: 'e2e-whatsapp-app-secret',
  WHATSAPP_VERIFY_TOKEN: 'e2e-whatsapp-verify',
  WHATSAPP_API_URL: wa.url,
  NFSE_URL: nfse.NFSE_URL,
  NFSE_ADN_URL: nfse.NFSE_ADN_URL,
  NFSE_CA_FILE: nfse.NFSE_CA_FILE,
  TRIBUNAIS_PAUSA_MS: '0',
  MERCADOPAGO_ACCESS_TOKEN: 'TEST-e2e-access-token',
  MERCADOPAGO_WEBHOOK_SECRET: mpSecret,
  MERCADOPAGO_API_URL: mp.url,
  DATABASE_URL: '',
  DATA_DIR: dataDir,
  PORT: port,
  APP_URL: `http://localhost:${port}`,
  DEMO: '1',
  // The specs stand for clients behind one proxy: each sends its own X-Forwarded-For (e2e/site-contato.spec.ts).
  TRUST_PROXY_HOPS: '1',
  // Webhooks go to the journeys' local receivers (http on 127.0.0.1), which production refuses (SSRF).
  WEBHOOKS_ALLOW_HTTP: '1',
  WEBHOOKS_ALLOW_PRIVATE: '1',
  // A failing webhook is paused at its first failure, so the journey sees 'Pausado' and 'Reativar' (e2e/api-tokens.spec.ts).
  WEBHOOKS_PAUSA_HORAS: '0',
  SMTP_URL: smtpOk ? `smtp://127.0.0.1:${smtpPort}` : '',
};
execFileSync('npx', ['tsx', 'scripts/db.ts', 'seed'], { cwd: root, stdio: 'inherit', env });
const server = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...env, AUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e-secret', FILES_KEY: Buffer.alloc(32, 0x2e).toString('base64') },
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => {
  server.kill(signal);
  nfseStandin.kill(signal);
});
server.on('exit', (code) => {
  nfseStandin.kill();
  process.exit(code ?? 0);
});
// The readiness probe Playwright waits on (playwright.config.ts): 200 once this server's app answers /login.
// It also loads court examples into the stand-ins for a journey (test infrastructure, never the app's).
createServer(async (req, res) => {
  const exemplo = new URL(req.url ?? '/', 'http://probe').searchParams.get('numero');
  if (req.method === 'POST' && req.url?.startsWith('/tribunais/exemplo') && exemplo && carregarTjsp) {
    carregarTjsp(exemplo);
    res.writeHead(204).end();
    return;
  }
  const q = new URL(req.url ?? '/', 'http://probe').searchParams;
  if (req.method === 'POST' && req.url?.startsWith('/tribunais/oab') && exemplo && q.get('oab') && q.get('uf') && publicarPelaOab) {
    publicarPelaOab(exemplo, String(q.get('oab')), String(q.get('uf')));
    res.writeHead(204).end();
    return;
  }
  const up = await fetch(`http://127.0.0.1:${port}/login`).then((r) => r.ok, () => false);
  res.writeHead(up ? 200 : 503, { 'content-type': 'text/plain' });
  res.end(up ? 'e2e' : 'starting');
}).listen(e2eProbePort(port), '127.0.0.1');
