import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, isStorageKey, ObjectNotFoundError, type StorageDriver } from './driver';

/** Objects as files under `root` (the embedded default: $DATA_DIR/files), written to a temp name then renamed. */
export function fsDriver(root: string): StorageDriver {
  const base = path.resolve(root);
  const fileOf = (key: string) => {
    assertStorageKey(key);
    const file = path.resolve(base, ...key.split('/'));
    if (!file.startsWith(base + path.sep)) throw new Error('Chave de armazenamento inválida.');
    return file;
  };
  return {
    name: 'fs',
    async put(key, body, length) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      const part = `${file}.${randomUUID()}.part`;
      try {
        const out = createWriteStream(part, { flags: 'wx', mode: 0o600 });
        await pipeline(body, out);
        if (out.bytesWritten !== length) throw new Error(`Tamanho gravado (${out.bytesWritten}) difere do esperado (${length}).`);
        await rename(part, file);
      } catch (err) {
        await rm(part, { force: true });
        throw err;
      }
    },
    async get(key, range): Promise<Readable> {
      const file = fileOf(key);
      try {
        const handle = await open(file, 'r');
        return handle.createReadStream({ highWaterMark: 64 * 1024, ...(range ? { start: range.start, end: range.end } : {}) });
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw new ObjectNotFoundError(key);
        throw err;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async check() {
      await mkdir(base, { recursive: true, mode: 0o700 });
    },
    async *list() {
      const walk = async function* (dir: string): AsyncGenerator<{ key: string; size: number }> {
        let entries;
        try {
          entries = await readdir(dir, { withFileTypes: true });
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
          throw err;
        }
        for (const entry of entries) {
          const full = path.join(dir, entry.name);
          if (entry.isDirectory()) yield* walk(full);
          else if (entry.isFile()) {
            // Half-written uploads (*.part) are not objects; neither is anything whose name is not a key.
            const key = path.relative(base, full).split(path.sep).join('/');
            if (isStorageKey(key)) yield { key, size: (await stat(full)).size };
          }
        }
      };
      yield* walk(base);
    },
  };
}
