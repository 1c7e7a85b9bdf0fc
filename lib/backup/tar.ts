import { once } from 'node:events';
import { Readable, type Writable } from 'node:stream';
import tarStream from 'tar-stream';

/**
 * The backup archive's tar (POSIX ustar, long names as ustar prefix or pax), on the kept library `tar-stream`
 * (issue 33 item 3), gzip-compressed by the caller: an operator can list or unpack an archive with the system's
 * `tar -xzf`. These two functions only add what the backup needs on top: each entry's announced size is checked
 * against the bytes its body really had, and errors speak Portuguese.
 */

/** Writes entries into `out` (a gzip stream, usually); `finish` writes the end blocks and ends `out`. */
export function tarWriter(out: Writable) {
  const pack = tarStream.pack();
  pack.pipe(out);
  return {
    async add(name: string, size: number, body: Readable): Promise<void> {
      let fim!: (err?: Error | null) => void;
      const gravado = new Promise<void>((resolve, reject) => {
        fim = (err) => (err ? reject(err) : resolve());
      });
      const entry = pack.entry({ name, size, mode: 0o600, mtime: new Date(), type: 'file' }, (err) => fim(err));
      let written = 0;
      try {
        for await (const chunk of body) {
          const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
          written += buf.length;
          if (written > size) throw new Error(`${name}: mais bytes (${written}) que o tamanho anunciado (${size}).`);
          if (!entry.write(buf)) await once(entry, 'drain');
        }
        if (written !== size) throw new Error(`${name}: ${written} bytes lidos, ${size} esperados.`);
      } catch (err) {
        // The archive is abandoned (the caller removes its temporary file): the streams end without an error event.
        gravado.catch(() => {});
        pack.on('error', () => {});
        entry.on('error', () => {});
        entry.destroy();
        pack.destroy();
        throw err;
      }
      entry.end(Buffer.alloc(0));
      await gravado;
    },
    async finish(): Promise<void> {
      const ended = once(out, 'finish');
      pack.finalize();
      await ended;
    },
  };
}

/**
 * Reads a tar stream entry by entry: `onEntry` gets each regular file's name, size and body, and must consume the
 * body; the next entry is read once its promise resolves.
 */
export async function readTar(input: AsyncIterable<Buffer>, onEntry: (name: string, size: number, body: Readable) => Promise<void>): Promise<void> {
  const extract = tarStream.extract();
  const fonte = Readable.from(input);
  fonte.on('error', (err) => extract.destroy(err));
  fonte.pipe(extract);
  try {
    for await (const entry of extract) {
      if (entry.header.type === 'file') {
        await onEntry(entry.header.name, entry.header.size ?? 0, Readable.from(entry));
      }
      // Whatever the reader left (or a directory, a link) is skipped.
      entry.resume();
    }
  } catch (err) {
    const msg = (err as Error).message ?? '';
    if (/unexpected end|incomplete|invalid|checksum/i.test(msg)) throw new Error(`Arquivo de backup incompleto ou corrompido (${msg}).`);
    throw err;
  }
}
