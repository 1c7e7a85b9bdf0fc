import { zipSync, strToU8 } from 'fflate';

/** Small but real files of each accepted type, and programs that pretend to be PDFs. */

export function pdfBytes(text = 'Parecer de teste'): Buffer {
  const body = `%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n% ${text}\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A PDF of exactly `size` bytes (a valid header, then filler). */
export function pdfOfSize(size: number): Buffer {
  const buf = Buffer.alloc(size, 0x20);
  pdfBytes().copy(buf, 0, 0, Math.min(size, 64));
  for (let i = 64; i < size; i += 4096) buf[i] = i % 251;
  return buf;
}

/** A PNG of exactly `size` bytes (a valid signature and header, then filler). */
export function pngOfSize(size: number): Buffer {
  const buf = Buffer.alloc(size, 0x20);
  pngBytes().copy(buf, 0, 0, Math.min(size, 33));
  return buf;
}

export function pngBytes(): Buffer {
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from([0, 0, 0, 13]),
    Buffer.from('IHDR'),
    Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89]),
    Buffer.from([0, 0, 0, 0]),
    Buffer.from('IEND'),
    Buffer.from([0xae, 0x42, 0x60, 0x82]),
  ]);
}

export function jpegBytes(): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0'),
    Buffer.from([0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]),
    Buffer.alloc(200, 0x11),
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** A minimal Word document: a zip with [Content_Types].xml first and word/document.xml. */
export function docxBytes(text = 'Quesitos complementares'): Buffer {
  const contentTypes = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
  const rels = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;
  const doc = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`;
  return Buffer.from(
    zipSync({ '[Content_Types].xml': strToU8(contentTypes), '_rels/.rels': strToU8(rels), 'word/document.xml': strToU8(doc) }),
  );
}

/** A Linux program (ELF header). */
export function elfBytes(): Buffer {
  const buf = Buffer.alloc(4096, 0);
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]).copy(buf, 0);
  buf.writeUInt16LE(2, 16); // ET_EXEC
  buf.writeUInt16LE(0x3e, 18); // x86-64
  return buf;
}

/** A Windows program (MZ/PE header). */
export function exeBytes(): Buffer {
  const buf = Buffer.alloc(4096, 0);
  buf.write('MZ', 0, 'latin1');
  buf.writeUInt32LE(0x80, 0x3c);
  buf.write('PE\0\0', 0x80, 'latin1');
  return buf;
}
