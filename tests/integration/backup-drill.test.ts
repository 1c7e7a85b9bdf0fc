import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfOfSize } from '../support/arquivos';
import { ROOT, ensureBuild, freePort, startServer, waitHealthy, type Server } from './production-server';
import { processoBody as payload } from '../support/factories';

/**
 * The restore drill (issue 25 item 5), as an operator runs it, on the database this run uses (the embedded one
 * without DATABASE_URL, PostgreSQL with it): a first admin, a case and an uploaded file written through a
 * production server; `npm run backup`; `npm run restore` into an empty target (and refused on a non-empty one);
 * a server started on the target reads the case and the file's exact bytes back.
 */
const run = promisify(execFile);
const PG = process.env.DATABASE_URL;
const FILES_KEY = randomBytes(32).toString('base64');
const AUTH_SECRET = randomBytes(36).toString('base64url');
const work = mkdtempSync(path.join(tmpdir(), 'pericia-drill-'));
const origem = { DATA_DIR: path.join(work, 'origem'), DATABASE_URL: '' };
const destino = { DATA_DIR: path.join(work, 'destino'), DATABASE_URL: '' };
const archive = path.join(work, 'backup.tar.gz');
const running: Server[] = [];

async function freshDatabase(name: string): Promise<string> {
  const { Client } = await import('pg');
  const admin = new Client({ connectionString: PG });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(PG!);
  url.pathname = `/${name}`;
  return url.toString();
}

/** An npm script (tsx) with the target's settings and nothing inherited that would point elsewhere. */
function npm(args: string[], target: Record<string, string>) {
  const env: Record<string, string> = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...target, FILES_KEY, AUTH_SECRET, APP_URL: 'http://localhost:3000', LOG_LEVEL: 'warn' };
  return run('npm', ['run', '--silent', ...args], { cwd: ROOT, env: env as unknown as NodeJS.ProcessEnv, maxBuffer: 16 * 1024 * 1024 });
}

async function server(target: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const s = startServer(port, { ...target, FILES_KEY, AUTH_SECRET, APP_URL: `http://localhost:${port}`, MAIL_OUTBOX: '1', LEMBRETES_WORKER: '0' });
  running.push(s);
  await waitHealthy(s);
  return s;
}

async function api(s: Server, method: string, route: string, token?: string, body?: unknown) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined && !(body instanceof FormData)) headers['content-type'] = 'application/json';
  const res = await fetch(s.url + route, { method, headers, body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
}
const jsonOf = (r: { bytes: Buffer }) => JSON.parse(r.bytes.toString('utf8'));

beforeAll(async () => {
  await ensureBuild();
  if (PG) {
    const base = new URL(PG).pathname.slice(1) || 'postgres';
    origem.DATABASE_URL = await freshDatabase(`${base}_backup_origem`);
    destino.DATABASE_URL = await freshDatabase(`${base}_backup_destino`);
  }
}, 30 * 60_000);

afterAll(async () => {
  await Promise.all(running.map((s) => s.stop()));
  rmSync(work, { recursive: true, force: true });
});

describe(`backup and restore drill (${PG ? 'PostgreSQL' : 'banco embutido'})`, () => {
  it('backs up a case and an uploaded file, restores them into an empty target, and a server there reads them back byte for byte', async () => {
    const email = 'admin@firma-do-backup.com.br';
    const senha = 'Senha-do-backup-2026';
    const created = await npm(['user:create', '--', '--role', 'admin', '--email', email, '--nome', 'Admin do Backup'], origem);
    const link = /(http\S+reset-password\?token=\S+)/.exec(created.stdout)?.[1];
    expect(link).toBeTruthy();

    let s = await server(origem);
    const token = new URL(link!).searchParams.get('token');
    expect((await api(s, 'POST', '/api/password/reset-password', undefined, { token, password: senha })).status).toBe(200);
    const auth = jsonOf(await api(s, 'POST', '/api/auth/login', undefined, { email, senha })).token as string;
    const caso = await api(s, 'POST', '/api/processo/create', auth, payload({ requerente: 'Requerente do Backup' }));
    expect(caso.status).toBe(201);
    const id = jsonOf(caso).id as number;
    const pdf = pdfOfSize(300_000);
    const fd = new FormData();
    fd.append('id_processo', String(id));
    fd.append('titulo', 'Laudo do backup');
    fd.append('arquivo', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'laudo.pdf');
    const up = await api(s, 'POST', '/api/documentos/upload', auth, fd);
    expect(up.status).toBe(201);
    const docId = jsonOf(up).id as number;
    await s.stop();

    const backup = await npm(['backup', '--', '--out', archive], origem);
    expect(backup.stdout).toMatch(/Backup gravado em .*1 arquivos/);
    expect(existsSync(archive)).toBe(true);
    // The archive holds no FILES_KEY (in any encoding) and no plaintext of the stored file.
    const { readFileSync } = await import('node:fs');
    const { gunzipSync } = await import('node:zlib');
    const raw = gunzipSync(readFileSync(archive));
    for (const secret of [FILES_KEY, Buffer.from(FILES_KEY, 'base64').toString('hex'), AUTH_SECRET]) expect(raw.includes(secret)).toBe(false);
    expect(raw.includes(pdf.subarray(64, 4096))).toBe(false);

    // A target holding data is refused, and left as it was.
    await expect(npm(['restore', '--', archive], origem)).rejects.toMatchObject({ stderr: expect.stringMatching(/^Restauração recusada: .*não está vazi/) });

    const restored = await npm(['restore', '--', archive], destino);
    expect(restored.stdout).toMatch(/^Restaurado: .* e 1 arquivos/);

    s = await server(destino);
    const auth2 = jsonOf(await api(s, 'POST', '/api/auth/login', undefined, { email, senha })).token as string;
    const lido = await api(s, 'GET', `/api/processo/readId/${id}`, auth2);
    expect(lido.status).toBe(200);
    expect(jsonOf(lido).requerente).toBe('Requerente do Backup');
    const arquivo = await api(s, 'GET', `/api/documentos/${docId}/arquivo`, auth2);
    expect(arquivo.status).toBe(200);
    expect(arquivo.bytes.equals(pdf)).toBe(true);
  }, 15 * 60_000);
});
