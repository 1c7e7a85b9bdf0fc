#!/usr/bin/env node
// `npm run demo`: (scripts/install.mjs ran just before) build when sources changed, migrate and seed the embedded
// database in .data/, start the local Mercado Pago stand-in (unless MERCADOPAGO_ACCESS_TOKEN is set), then start on
// PORT and print the URL, the demo logins and where the demonstration checkout is.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildIfNeeded } from './build-if-needed.mjs';
import { iniciarTribunaisDeExemplo } from './tribunais-standins.mjs';
import { startMercadoPagoStandin } from './standins/mercadopago-standin.mjs';
import { startWhatsappStandin } from './standins/whatsapp-standin.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.resolve(root, process.env.DATA_DIR ?? '.data');
const port = process.env.PORT ?? '3000';
const appUrl = process.env.APP_URL ?? `http://localhost:${port}`;
mkdirSync(dataDir, { recursive: true });

const secretFile = path.join(dataDir, 'auth-secret');
if (!existsSync(secretFile)) writeFileSync(secretFile, randomBytes(48).toString('base64url'), { mode: 0o600 });
const authSecret = process.env.AUTH_SECRET ?? readFileSync(secretFile, 'utf8').trim();
// The key that encrypts stored files: generated once, kept beside the data it opens.
const filesKeyFile = path.join(dataDir, 'files-key');
if (!existsSync(filesKeyFile)) writeFileSync(filesKeyFile, randomBytes(32).toString('base64'), { mode: 0o600 });
const filesKey = process.env.FILES_KEY ?? readFileSync(filesKeyFile, 'utf8').trim();

const run = (cmd, args, extraEnv = {}) =>
  execFileSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...extraEnv } });

buildIfNeeded({ appUrl });

// DEMO=1: the seed refuses to run under NODE_ENV=production without it.
const dbEnv = { DATA_DIR: dataDir, DATABASE_URL: '', DEMO: '1' };
console.log('▶ Aplicando migrações e dados de demonstração...');
run('npx', ['tsx', 'scripts/db.ts', 'seed'], dbEnv);

// The example cases' court data comes from local stand-ins (marked as examples), unless DATAJUD_URL/DJEN_URL are set.
const { env: tribunaisEnv } = await iniciarTribunaisDeExemplo();

// Payments: the real provider when its keys are set; otherwise the same local stand-in the tests use, whose page says
// 'Checkout de demonstração' and which calls this app's webhook (signed) as Mercado Pago does. Never in production:
// only this script starts it, on 127.0.0.1.
let pagamentoEnv = {};
let checkoutDemo = null;
if (!process.env.MERCADOPAGO_ACCESS_TOKEN) {
  const secret = randomBytes(24).toString('base64url');
  const mp = await startMercadoPagoStandin({ secret, port: Number(process.env.MP_STANDIN_PORT ?? 0) });
  checkoutDemo = mp.url;
  pagamentoEnv = { MERCADOPAGO_ACCESS_TOKEN: 'TEST-demo-local', MERCADOPAGO_WEBHOOK_SECRET: secret, MERCADOPAGO_API_URL: mp.url };
  console.log(`▶ Mercado Pago de demonstração em ${mp.url} (nenhum valor é cobrado).`);
}

// WhatsApp (issue 38): the real Cloud API when its settings are set; otherwise the local stand-in, whose page shows the
// messages it received. Never in production: only this script starts it, on 127.0.0.1.
let whatsappEnv = {};
if (!process.env.WHATSAPP_TOKEN) {
  const wa = await startWhatsappStandin({ port: Number(process.env.WHATSAPP_STANDIN_PORT ?? 0) });
  whatsappEnv = {
    WHATSAPP_TOKEN: wa.token,
    WHATSAPP_PHONE_NUMBER_ID: wa.phoneNumberId,
    WHATSAPP_APP_SECRET: randomBytes(24).toString('base64url'),
    WHATSAPP_API_URL: wa.url,
  };
  console.log(`▶ WhatsApp de demonstração em ${wa.url} (as mensagens ficam nessa página; nada sai para a rede).`);
}

// NFS-e (issue 39): unless NFSE_URL is set, the same local stand-in of the Sefin Nacional the tests use, with its own
// test CA and a test e-CNPJ A1 (written to <DATA_DIR>/nfse/) for the admin to upload in Empresa. Non-fatal: without
// it the demo runs and notes stay queued.
let nfseEnv = {};
let nfseDemo = null;
let nfseStandin = null;
if (!process.env.NFSE_URL) {
  nfseStandin = spawn('npx', ['tsx', 'scripts/nfse-standin.ts', path.join(dataDir, 'nfse')], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  nfseDemo = await new Promise((resolve) => {
    let out = '';
    const desistir = setTimeout(() => resolve(null), 60_000);
    nfseStandin.stdout.on('data', (c) => {
      out += c;
      if (out.includes('\n')) {
        clearTimeout(desistir);
        resolve(JSON.parse(out.split('\n')[0]));
      }
    });
    nfseStandin.on('exit', () => resolve(null));
  });
  if (nfseDemo) nfseEnv = { NFSE_URL: nfseDemo.NFSE_URL, NFSE_ADN_URL: nfseDemo.NFSE_ADN_URL, NFSE_CA_FILE: nfseDemo.NFSE_CA_FILE };
  else console.error('O substituto da NFS-e não iniciou: as notas fiscais ficam na fila nesta demonstração.');
}

console.log('▶ Iniciando o servidor...');
const server = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, ...dbEnv, ...tribunaisEnv, ...pagamentoEnv, ...whatsappEnv, ...nfseEnv, PORT: port, APP_URL: appUrl, AUTH_SECRET: authSecret, FILES_KEY: filesKey, DEMO: '1' },
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => {
  server.kill(signal);
  nfseStandin?.kill(signal);
});
server.on('exit', (code) => {
  nfseStandin?.kill();
  process.exit(code ?? 0);
});

const started = Date.now();
for (;;) {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/`);
    if (res.ok) break;
  } catch {
    // not up yet
  }
  if (Date.now() - started > 120_000) {
    console.error('O servidor não respondeu em 2 minutos.');
    server.kill('SIGTERM');
    process.exit(1);
  }
  await new Promise((r) => setTimeout(r, 250));
}
console.log(`
  Perícia Médica Judicial está no ar: ${appUrl}

  Contas de demonstração (senha Pericia#2026):
    admin@demo.pericia.com.br     Administrador
    medico@demo.pericia.com.br    Médico Perito
    advogado@demo.pericia.com.br  Advogado

${
  checkoutDemo
    ? `  Pagamentos: 'Checkout de demonstração' local (${checkoutDemo}), nenhum valor é cobrado.
    Entre como advogado, abra um processo 'Pendente' e clique em 'Pagar agora' (ou compre um pacote em
    Orçamentos): o checkout avisa o webhook do sistema, como o Mercado Pago faz, e o processo passa a
    'Em análise' (ou os créditos entram no saldo).
`
    : '  Pagamentos: Mercado Pago real (MERCADOPAGO_ACCESS_TOKEN definido).\n'
}
${
  nfseDemo
    ? `  Notas fiscais: Sefin Nacional de demonstração local (${nfseDemo.NFSE_URL}). Em Empresa → Nota fiscal, preencha
    as configurações (CNPJ ${nfseDemo.cnpj}) e envie o certificado de teste ${path.relative(root, nfseDemo.pfx)} (senha ${nfseDemo.senha}).
`
    : ''
}
  Ctrl+C encerra o servidor (os dados ficam em ${path.relative(root, dataDir) || dataDir}/).
`);
