import { once } from 'node:events';
import { PassThrough, type Readable, type Writable } from 'node:stream';

/**
 * A minimal streaming tar (POSIX ustar) writer and reader for the backup archive, gzip-compressed by the caller:
 * an operator can list or unpack an archive with the system's `tar -xzf`. Only regular files, names up to 255
 * bytes (split into ustar's prefix and name), sizes below 8 GiB.
 */
const BLOCK = 512;

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0';
}

function splitName(name: string): { prefix: string; base: string } {
  if (Buffer.byteLength(name) <= 100) return { prefix: '', base: name };
  const cut = name.lastIndexOf('/', 155);
  if (cut <= 0 || Buffer.byteLength(name.slice(cut + 1)) > 100) throw new Error(`Nome longo demais para o arquivo de backup: ${name}`);
  return { prefix: name.slice(0, cut), base: name.slice(cut + 1) };
}

export function tarHeader(name: string, size: number, mtime = new Date()): Buffer {
  const h = Buffer.alloc(BLOCK, 0);
  const { prefix, base } = splitName(name);
  h.write(base, 0, 100, 'utf8');
  h.write(octal(0o600, 8), 100, 8, 'ascii');
  h.write(octal(0, 8), 108, 8, 'ascii');
  h.write(octal(0, 8), 116, 8, 'ascii');
  h.write(octal(size, 12), 124, 12, 'ascii');
  h.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 12, 'ascii');
  h.write('        ', 148, 8, 'ascii');
  h.write('0', 156, 1, 'ascii');
  h.write('ustar\0', 257, 6, 'ascii');
  h.write('00', 263, 2, 'ascii');
  h.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const b of h) sum += b;
  h.write(octal(sum, 7) + ' ', 148, 8, 'ascii');
  return h;
}

async function write(out: Writable, chunk: Buffer): Promise<void> {
  if (!out.write(chunk)) await once(out, 'drain');
}

/** Writes entries into `out` (a gzip stream, usually); `finish` writes the end blocks and ends `out`. */
export function tarWriter(out: Writable) {
  return {
    async add(name: string, size: number, body: Readable): Promise<void> {
      await write(out, tarHeader(name, size));
      let written = 0;
      for await (const chunk of body) {
        const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
        written += buf.length;
        if (written > size) throw new Error(`${name}: mais bytes (${written}) que o tamanho anunciado (${size}).`);
        await write(out, buf);
      }
      if (written !== size) throw new Error(`${name}: ${written} bytes lidos, ${size} esperados.`);
      const pad = (BLOCK - (size % BLOCK)) % BLOCK;
      if (pad) await write(out, Buffer.alloc(pad, 0));
    },
    async finish(): Promise<void> {
      await write(out, Buffer.alloc(BLOCK * 2, 0));
      out.end();
    },
  };
}

function field(h: Buffer, start: number, length: number): string {
  const raw = h.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString('utf8');
}

/**
 * Reads a tar stream entry by entry: `onEntry` gets each regular file's name, size and body, and must consume the
 * body; the next entry is read once its promise resolves.
 */
export async function readTar(input: AsyncIterable<Buffer>, onEntry: (name: string, size: number, body: Readable) => Promise<void>): Promise<void> {
  let buf: Buffer = Buffer.alloc(0);
  let current: { remaining: number; pad: number; body: PassThrough; done: Promise<void>; ended: boolean } | null = null;
  const finishCurrent = async () => {
    current!.body.end();
    current!.ended = true;
    await current!.done;
  };
  for await (const chunk of input) {
    buf = buf.length ? Buffer.concat([buf, chunk]) : chunk;
    for (;;) {
      if (current) {
        if (!current.ended) {
          if (buf.length === 0) break;
          const n = Math.min(current.remaining, buf.length);
          const part = buf.subarray(0, n);
          buf = buf.subarray(n);
          current.remaining -= n;
          if (!current.body.write(part)) await Promise.race([once(current.body, 'drain'), current.done]);
          if (current.remaining > 0) continue;
          await finishCurrent();
        }
        if (buf.length < current.pad) break;
        buf = buf.subarray(current.pad);
        current = null;
        continue;
      }
      if (buf.length < BLOCK) break;
      const h = buf.subarray(0, BLOCK);
      buf = buf.subarray(BLOCK);
      if (h.every((b) => b === 0)) continue;
      const name = [field(h, 345, 155), field(h, 0, 100)].filter(Boolean).join('/');
      const size = Number.parseInt(field(h, 124, 12).trim() || '0', 8);
      const type = String.fromCharCode(h[156] || 48);
      if (!Number.isFinite(size)) throw new Error('Arquivo de backup corrompido (cabeçalho inválido).');
      const body = new PassThrough();
      const pad = (BLOCK - (size % BLOCK)) % BLOCK;
      const done = type === '0' ? onEntry(name, size, body) : (body.resume(), Promise.resolve());
      // Awaited below, after the body is written: marked handled now so an early refusal is not an unhandled rejection.
      done.catch(() => {});
      current = { remaining: size, pad, body, done, ended: false };
      if (size === 0) await finishCurrent();
    }
  }
  if (current) throw new Error('Arquivo de backup incompleto (terminou no meio de um item).');
}
