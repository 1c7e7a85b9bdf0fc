import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform, type Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { decodeFilesKey, env } from '@/lib/env';
import { HEADER_BYTES, SEALED_SEGMENT_BYTES, SEGMENT_BYTES, decryptStream, encryptStream } from './crypto';
import { ObjectNotFoundError, type StorageDriver } from './driver';
import { fsDriver } from './fs-driver';
import { s3Driver } from './s3-driver';

export { ObjectNotFoundError, type StorageDriver };

/**
 * The one storage module (DESIGN §10 "Files"). S3-compatible when S3_BUCKET is set, otherwise the file
 * system under $DATA_DIR/files. Everything written is encrypted with FILES_KEY (see ./crypto.ts).
 */
let cached: { driver: StorageDriver; key: Buffer } | undefined;

function state() {
  if (!cached) {
    const e = env();
    const key = decodeFilesKey(e.FILES_KEY);
    if (!key) throw new Error('FILES_KEY inválida.');
    const driver = e.S3_BUCKET
      ? s3Driver({
          endpoint: e.S3_ENDPOINT,
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID ?? '',
          secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? '',
        })
      : fsDriver(path.resolve(e.DATA_DIR, 'files'));
    cached = { driver, key };
  }
  return cached;
}

export function storageDriver(): StorageDriver {
  return state().driver;
}

/** A human description for start-up logs (no credentials). */
export function describeStorage(): string {
  const e = env();
  return e.S3_BUCKET ? `S3 (bucket ${e.S3_BUCKET}${e.S3_ENDPOINT ? ` em ${e.S3_ENDPOINT}` : ''})` : `disco (${path.resolve(e.DATA_DIR, 'files')})`;
}

export function newStorageKey(): string {
  return `arquivos/${randomUUID()}`;
}

/**
 * An encrypted object waiting in a temporary file until it is committed to the store: the upload is
 * checked (type, size) while it streams, and nothing reaches the store before it passed.
 */
export type Spool = {
  readonly key: string;
  /** Stream the plaintext here; it is encrypted on the way to the temporary file. */
  readonly input: Writable;
  /** Resolves when every byte written to `input` is on disk. */
  readonly done: Promise<void>;
  encryptedBytes(): number;
  /** Moves the object into the store under `key`. */
  commit(): Promise<void>;
  /** Removes the temporary file (always call it; safe after commit). */
  discard(): Promise<void>;
};

export async function createSpool(key = newStorageKey()): Promise<Spool> {
  const { driver, key: masterKey } = state();
  const dir = await mkdtemp(path.join(tmpdir(), 'pericia-upload-'));
  const file = path.join(dir, 'objeto');
  const encrypt = encryptStream(masterKey, key);
  const out = createWriteStream(file, { flags: 'wx', mode: 0o600 });
  const done = pipeline(encrypt, out);
  done.catch(() => {}); // observed by the caller through `done`
  return {
    key,
    input: encrypt,
    done,
    encryptedBytes: () => out.bytesWritten,
    async commit() {
      await done;
      await driver.put(key, createReadStream(file, { highWaterMark: 64 * 1024 }), out.bytesWritten);
    },
    async discard() {
      if (!encrypt.destroyed && !encrypt.writableFinished) encrypt.destroy();
      await done.catch(() => {});
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Stores `plain` under a new key (for files the server itself produces); returns the key. */
export async function putPlain(plain: Readable, key = newStorageKey()): Promise<string> {
  const spool = await createSpool(key);
  try {
    await pipeline(plain, spool.input);
    await spool.commit();
  } finally {
    await spool.discard();
  }
  return key;
}

/** The plaintext of the object under `key`, authenticated segment by segment as it streams. */
export async function openDecrypted(key: string): Promise<Readable> {
  const { driver, key: masterKey } = state();
  const stored = await driver.get(key);
  const plain = decryptStream(masterKey, key);
  stored.on('error', (err) => plain.destroy(err));
  plain.on('close', () => stored.destroy());
  return stored.pipe(plain);
}

/**
 * Plaintext bytes `inicio`..`fim` (inclusive) of an object whose plaintext has `tamanho` bytes (HTTP Range): only the
 * header and the segments holding them are read from the store, each authenticated before a byte is handed on.
 */
export async function openDecryptedRange(key: string, tamanho: number, inicio: number, fim: number): Promise<Readable> {
  const { driver, key: masterKey } = state();
  const segmentos = Math.max(1, Math.ceil(tamanho / SEGMENT_BYTES));
  const primeiro = Math.floor(inicio / SEGMENT_BYTES);
  const ultimo = Math.min(segmentos - 1, Math.floor(fim / SEGMENT_BYTES));
  const inicioCifrado = HEADER_BYTES + primeiro * SEALED_SEGMENT_BYTES;
  const fimCifrado = HEADER_BYTES + ultimo * SEALED_SEGMENT_BYTES + (Math.min(tamanho, (ultimo + 1) * SEGMENT_BYTES) - ultimo * SEGMENT_BYTES) + 16 - 1;
  const cabecalho = await driver.get(key, { start: 0, end: HEADER_BYTES - 1 });
  const partes: Buffer[] = [];
  for await (const c of cabecalho) partes.push(c as Buffer);
  const stored = await driver.get(key, { start: inicioCifrado, end: fimCifrado });
  const plain = decryptStream(masterKey, key, { primeiroSegmento: primeiro, terminaNoFim: ultimo === segmentos - 1 });
  plain.write(Buffer.concat(partes));
  stored.on('error', (err) => plain.destroy(err));
  plain.on('close', () => stored.destroy());
  // Drop the bytes of the first segment before `inicio` and stop after `fim`.
  let pular = inicio - primeiro * SEGMENT_BYTES;
  let restante = fim - inicio + 1;
  const recorte = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      let c = chunk;
      if (pular > 0) {
        const n = Math.min(pular, c.length);
        c = c.subarray(n);
        pular -= n;
      }
      if (restante > 0 && c.length) {
        const out = c.subarray(0, restante);
        restante -= out.length;
        this.push(out);
      }
      cb();
    },
  });
  plain.on('error', (err) => recorte.destroy(err));
  return stored.pipe(plain).pipe(recorte);
}

export async function deleteObject(key: string): Promise<void> {
  await state().driver.delete(key);
}

/** Test hook: forget the driver chosen from the environment. */
export function resetStorageForTests(): void {
  cached = undefined;
}
