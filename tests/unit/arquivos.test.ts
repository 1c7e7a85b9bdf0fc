import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { ACCEPT_ARQUIVOS, MAX_FILE_BYTES, erroArquivoEscolhido, formatTamanho, isMimeArquivo, sanitizeFileName } from '@/lib/domain/arquivos';
import { decryptStream, encryptedSize, encryptStream, HEADER_BYTES, SEGMENT_BYTES } from '@/lib/storage/crypto';
import { isStorageKey } from '@/lib/storage/driver';

const PDF = 'application/pdf';
const PNG = 'image/png';

describe('sanitizeFileName', () => {
  it.each([
    ['laudo.pdf', PDF, 'laudo.pdf'],
    ['Relatório Médico – Março.PDF', PDF, 'Relatório Médico – Março.PDF'],
    ['../../etc/passwd.pdf', PDF, 'passwd.pdf'],
    ['C:\\Users\\ana\\exame.pdf', PDF, 'exame.pdf'],
    ['a\u0000b\r\nc.pdf', PDF, 'abc.pdf'],
    ['fatura\u202Efdp.exe', PDF, 'faturafdp.exe.pdf'],
    ['foto.pdf', PNG, 'foto.pdf.png'],
    ['sem extensão', PNG, 'sem extensão.png'],
    ['...', PDF, 'arquivo.pdf'],
    ['', PDF, 'arquivo.pdf'],
    [undefined, PDF, 'arquivo.pdf'],
    ['.bashrc', PDF, 'bashrc.pdf'],
    ['a<b>c:d"e|f?g*.pdf', PDF, 'a_b_c_d_e_f_g_.pdf'],
    ['foto.JPEG', 'image/jpeg', 'foto.JPEG'],
    ['cafe\u0301.pdf', PDF, 'café.pdf'],
  ] as const)('%j as %s → %j', (raw, mime, expected) => {
    expect(sanitizeFileName(raw, mime)).toBe(expected);
  });

  it('keeps at most 150 characters and the extension', () => {
    const name = sanitizeFileName(`${'á'.repeat(400)}.docx`, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect([...name].length).toBe(150);
    expect(name.endsWith('.docx')).toBe(true);
  });

  it('knows only the four accepted types', () => {
    expect(isMimeArquivo('application/pdf')).toBe(true);
    expect(isMimeArquivo('application/zip')).toBe(false);
    expect(isMimeArquivo('toString')).toBe(false);
    expect(isMimeArquivo(undefined)).toBe(false);
  });

  it('formats sizes in pt-BR', () => {
    expect(formatTamanho(1)).toBe('1 byte');
    expect(formatTamanho(1536)).toBe('1,5 KB');
    expect(formatTamanho(20 * 1024 * 1024)).toBe('20 MB');
  });
});

describe('storage keys', () => {
  it('accepts only generated keys', () => {
    expect(isStorageKey('arquivos/0b9c7c9e-6d1f-4a43-9c55-3f0b3e3f2a11')).toBe(true);
    for (const k of ['../x', 'arquivos/../../etc', '/abs/x', 'arquivos', 'Arquivos/X', 'arquivos/a b', 'arquivos//x']) {
      expect(isStorageKey(k)).toBe(false);
    }
  });
});

describe('encryption at rest (segmented AES-256-GCM)', () => {
  const key = randomBytes(32);
  const enc = async (plain: Buffer, k = key, storageKey = 'arquivos/x') =>
    buffer(Readable.from(chunks(plain)).pipe(encryptStream(k, storageKey)));
  const dec = async (stored: Buffer, k = key, storageKey = 'arquivos/x') =>
    buffer(Readable.from(chunks(stored, 7777)).pipe(decryptStream(k, storageKey)));
  function* chunks(b: Buffer, size = 10_000) {
    for (let i = 0; i < b.length; i += size) yield b.subarray(i, i + size);
  }

  it.each([0, 1, SEGMENT_BYTES - 1, SEGMENT_BYTES, SEGMENT_BYTES + 1, 3 * SEGMENT_BYTES, 200_003])(
    'round trip of %i bytes, with the predicted stored size',
    async (n) => {
      const plain = randomBytes(n);
      const stored = await enc(plain);
      expect(stored.length).toBe(encryptedSize(n));
      expect((await dec(stored)).equals(plain)).toBe(true);
    },
  );

  it('two encryptions of the same file differ, and none contains the plaintext', async () => {
    const plain = Buffer.from('Paciente com lombalgia crônica. '.repeat(100));
    const a = await enc(plain);
    const b = await enc(plain);
    expect(a.equals(b)).toBe(false);
    expect(a.includes(Buffer.from('lombalgia'))).toBe(false);
  });

  it('refuses a flipped bit, a truncation, an appended segment, another key or another storage key', async () => {
    const plain = randomBytes(3 * SEGMENT_BYTES + 10);
    const stored = await enc(plain);
    const flipped = Buffer.from(stored);
    flipped[HEADER_BYTES + SEGMENT_BYTES + 100] ^= 1;
    await expect(dec(flipped)).rejects.toThrow(/adulterado/);
    // Cut at a segment boundary: the new last segment lacks the last-flag.
    await expect(dec(stored.subarray(0, HEADER_BYTES + 2 * (SEGMENT_BYTES + 16)))).rejects.toThrow(/adulterado/);
    await expect(dec(stored.subarray(0, 10))).rejects.toThrow();
    await expect(dec(Buffer.concat([stored, stored.subarray(HEADER_BYTES, HEADER_BYTES + SEGMENT_BYTES + 16)]))).rejects.toThrow();
    await expect(dec(stored, randomBytes(32))).rejects.toThrow(/adulterado/);
    await expect(dec(stored, key, 'arquivos/y')).rejects.toThrow(/adulterado/);
    const header = Buffer.from(stored);
    header[0] = 0;
    await expect(dec(header)).rejects.toThrow(/desconhecido/);
  });
});

describe('canRemoveDocumento (access policy)', () => {
  it('the uploader or an admin', async () => {
    const { canRemoveDocumento } = await import('@/lib/domain/access');
    expect(canRemoveDocumento({ id: 1, role: 'medico' }, { autorId: 1 })).toBe(true);
    expect(canRemoveDocumento({ id: 9, role: 'admin' }, { autorId: 1 })).toBe(true);
    expect(canRemoveDocumento({ id: 2, role: 'advogado' }, { autorId: 1 })).toBe(false);
    expect(canRemoveDocumento({ id: 2, role: 'advogado' }, { autorId: null })).toBe(false);
  });
});

describe('a file picked in the browser (wizard step 4 and Documentos, issue 28 item 8)', () => {
  it('accepts PDF, DOCX, JPEG and PNG up to exactly 20 MB', () => {
    for (const name of ['laudo.pdf', 'LAUDO.PDF', 'peticao.docx', 'foto.jpg', 'foto.jpeg', 'scan.png']) expect(erroArquivoEscolhido({ name, size: 1 })).toBeNull();
    expect(erroArquivoEscolhido({ name: 'laudo.pdf', size: MAX_FILE_BYTES })).toBeNull();
  });
  it('refuses an empty file, one byte over 20 MB, and other types, with the server’s messages', () => {
    expect(erroArquivoEscolhido({ name: 'laudo.pdf', size: 0 })).toBe('O arquivo está vazio.');
    expect(erroArquivoEscolhido({ name: 'foto.png', size: 20 * 1024 * 1024 + 1 })).toBe('O arquivo excede o limite de 20 MB.');
    // PDFs (the autos, issue 35): up to AUTOS_MAX_MB, 200 MB unless the server says otherwise.
    expect(erroArquivoEscolhido({ name: 'autos.pdf', size: 200 * 1024 * 1024 })).toBeNull();
    expect(erroArquivoEscolhido({ name: 'autos.pdf', size: 200 * 1024 * 1024 + 1 })).toBe('O PDF excede o limite de 200 MB.');
    expect(erroArquivoEscolhido({ name: 'autos.pdf', size: 30 * 1024 * 1024 + 1 }, 30)).toBe('O PDF excede o limite de 30 MB.');
    for (const name of ['planilha.xlsx', 'laudo', 'virus.exe', 'laudo.pdf.exe', '.pdf']) {
      expect(erroArquivoEscolhido({ name, size: 10 })).toBe('Tipo de arquivo não aceito. Envie PDF, DOCX, JPEG ou PNG.');
    }
  });
  it('the picker offers the same extensions and types', () => {
    expect(ACCEPT_ARQUIVOS).toBe(
      '.pdf,.docx,.jpg,.jpeg,.jfif,.png,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,image/jpeg,image/png',
    );
  });
});
