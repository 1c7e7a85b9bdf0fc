import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';

/**
 * Encryption at rest for stored files: AES-256-GCM in fixed-size segments (the "STREAM" construction of
 * Hoang, Reyhanitabar, Rogaway and Vizár), so a file is encrypted and decrypted as it streams and every
 * byte handed on has already been authenticated.
 *
 * Object layout:
 *   header  = "PMJ" 0x01 (magic + format version, 4 bytes) | salt (16 bytes) | nonce prefix (7 bytes)
 *   segment = AES-256-GCM(ciphertext of up to SEGMENT_BYTES plaintext bytes) | tag (16 bytes)
 * Each file gets its own key, HKDF-SHA256(FILES_KEY, salt). Segment i uses the nonce
 * prefix | uint32 i | last-flag, so reordering, truncation and appending are all detected; every segment
 * authenticates the header and the storage key (AAD), so an object moved to another key does not open.
 */
export const SEGMENT_BYTES = 64 * 1024;
export const SEALED_SEGMENT_BYTES = SEGMENT_BYTES + 16;
const MAGIC = Buffer.from([0x50, 0x4d, 0x4a, 0x01]);
const SALT_BYTES = 16;
const PREFIX_BYTES = 7;
export const HEADER_BYTES = MAGIC.length + SALT_BYTES + PREFIX_BYTES;
const TAG_BYTES = 16;
const INFO = Buffer.from('pericia-medica-judicial/arquivos/v1');

export class DecryptionError extends Error {
  constructor(message = 'Arquivo cifrado inválido ou adulterado.') {
    super(message);
    this.name = 'DecryptionError';
  }
}

/** Size of the stored object for a plaintext of `plainBytes` bytes. */
export function encryptedSize(plainBytes: number): number {
  const segments = Math.max(1, Math.ceil(plainBytes / SEGMENT_BYTES));
  return HEADER_BYTES + plainBytes + segments * TAG_BYTES;
}

function fileKey(masterKey: Buffer, salt: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', masterKey, salt, INFO, 32));
}

function nonce(prefix: Buffer, index: number, last: boolean): Buffer {
  const n = Buffer.alloc(12);
  prefix.copy(n, 0);
  n.writeUInt32BE(index, PREFIX_BYTES);
  n[11] = last ? 1 : 0;
  return n;
}

class SegmentBuffer {
  private chunks: Buffer[] = [];
  length = 0;
  push(chunk: Buffer) {
    this.chunks.push(chunk);
    this.length += chunk.length;
  }
  take(n: number): Buffer {
    const all = this.chunks.length === 1 ? this.chunks[0] : Buffer.concat(this.chunks, this.length);
    const out = all.subarray(0, n);
    const rest = all.subarray(n);
    this.chunks = rest.length ? [rest] : [];
    this.length = rest.length;
    return out;
  }
}

/** A Transform that turns plaintext into the stored object for `storageKey`. */
export function encryptStream(masterKey: Buffer, storageKey: string): Transform {
  const salt = randomBytes(SALT_BYTES);
  const prefix = randomBytes(PREFIX_BYTES);
  const header = Buffer.concat([MAGIC, salt, prefix]);
  const key = fileKey(masterKey, salt);
  const aad = Buffer.concat([header, Buffer.from(storageKey, 'utf8')]);
  const pending = new SegmentBuffer();
  let index = 0;

  const seal = (plain: Buffer, last: boolean): Buffer => {
    if (index > 0xffffffff) throw new Error('Arquivo grande demais para cifrar.');
    const cipher = createCipheriv('aes-256-gcm', key, nonce(prefix, index++, last));
    cipher.setAAD(aad);
    return Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
  };

  let headerSent = false;
  return new Transform({
    transform(chunk: Buffer, _enc, cb: TransformCallback) {
      try {
        if (!headerSent) {
          this.push(header);
          headerSent = true;
        }
        pending.push(chunk);
        // Keep at least one byte back: the last segment must carry the last-flag.
        while (pending.length > SEGMENT_BYTES) this.push(seal(pending.take(SEGMENT_BYTES), false));
        cb();
      } catch (err) {
        cb(err as Error);
      }
    },
    flush(cb: TransformCallback) {
      try {
        if (!headerSent) this.push(header);
        this.push(seal(pending.take(pending.length), true));
        cb();
      } catch (err) {
        cb(err as Error);
      }
    },
  });
}

/**
 * The inverse of encryptStream: emits plaintext, erroring with DecryptionError on any tampering. For a byte range
 * (HTTP Range), feed it the header then the sealed segments from `primeiroSegmento`; `terminaNoFim` says whether the
 * last segment fed is the object's last (it carries the last-flag), so a range is authenticated like the whole.
 */
export function decryptStream(masterKey: Buffer, storageKey: string, opts: { primeiroSegmento?: number; terminaNoFim?: boolean } = {}): Transform {
  const pending = new SegmentBuffer();
  const sealed = SEGMENT_BYTES + TAG_BYTES;
  let key: Buffer | undefined;
  let prefix: Buffer | undefined;
  let aad: Buffer | undefined;
  let index = opts.primeiroSegmento ?? 0;
  const terminaNoFim = opts.terminaNoFim ?? true;

  const open = (segment: Buffer, last: boolean): Buffer => {
    if (segment.length < TAG_BYTES) throw new DecryptionError();
    const decipher = createDecipheriv('aes-256-gcm', key!, nonce(prefix!, index++, last));
    decipher.setAAD(aad!);
    decipher.setAuthTag(segment.subarray(segment.length - TAG_BYTES));
    try {
      return Buffer.concat([decipher.update(segment.subarray(0, segment.length - TAG_BYTES)), decipher.final()]);
    } catch {
      throw new DecryptionError();
    }
  };

  const readHeader = () => {
    if (key || pending.length < HEADER_BYTES) return;
    const header = pending.take(HEADER_BYTES);
    if (!header.subarray(0, MAGIC.length).equals(MAGIC)) throw new DecryptionError('Formato de arquivo cifrado desconhecido.');
    key = fileKey(masterKey, header.subarray(MAGIC.length, MAGIC.length + SALT_BYTES));
    prefix = Buffer.from(header.subarray(MAGIC.length + SALT_BYTES));
    aad = Buffer.concat([header, Buffer.from(storageKey, 'utf8')]);
  };

  return new Transform({
    transform(chunk: Buffer, _enc, cb: TransformCallback) {
      try {
        pending.push(chunk);
        readHeader();
        if (key) while (pending.length > sealed) this.push(open(pending.take(sealed), false));
        cb();
      } catch (err) {
        cb(err as Error);
      }
    },
    flush(cb: TransformCallback) {
      try {
        readHeader();
        if (!key || pending.length > sealed) throw new DecryptionError();
        this.push(open(pending.take(pending.length), terminaNoFim));
        cb();
      } catch (err) {
        cb(err as Error);
      }
    },
  });
}
