import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import forge from 'node-forge';
import PDFDocument from 'pdfkit';
import { afterAll, describe, expect, it } from 'vitest';
import { assinarPdf } from '@/lib/entregas/assinar-pdf';
import { lerCertificadoA1 } from '@/lib/security/certificado-a1';
import { gerarPfx } from '../support/certificados';

/**
 * Issue 36 item 5: an A1 certificate is accepted only when the signer can sign with it, and the signature is PAdES
 * baseline B-B (CMS with signing-certificate-v2, SubFilter ETSI.CAdES.detached), as pdfsig reads it. The .pfx files
 * are made here with openssl in the forms offices bring: today's default (AES-256, PBKDF2), the legacy RC2/3DES
 * one older Windows and ICP-Brasil tools export, and one with a plain (unencrypted) key bag.
 */
const PDFSIG = existsSync('/usr/bin/pdfsig') ? '/usr/bin/pdfsig' : null;
const OPENSSL = existsSync('/usr/bin/openssl') ? '/usr/bin/openssl' : null;
const work = mkdtempSync(path.join(tmpdir(), 'pericia-pades-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function pfxOpenssl(nome: string, extra: string[]): Buffer {
  const key = path.join(work, `${nome}.key`);
  const crt = path.join(work, `${nome}.crt`);
  const out = path.join(work, `${nome}.pfx`);
  execFileSync(OPENSSL!, ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', crt, '-days', '30', '-subj', `/CN=Dra. Ana Perita:12345678909/O=ICP-Brasil teste/C=BR`], { stdio: 'ignore' });
  execFileSync(OPENSSL!, ['pkcs12', '-export', '-inkey', key, '-in', crt, '-out', out, '-passout', 'pass:senha-do-a1', ...extra], { stdio: 'ignore' });
  return readFileSync(out);
}

function pdfSimples(): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size: 'A4' });
    const partes: Buffer[] = [];
    doc.on('data', (c: Buffer) => partes.push(c));
    doc.on('end', () => resolve(Buffer.concat(partes)));
    doc.text('Parecer técnico assinado.');
    doc.end();
  });
}

function relatorio(pdf: Buffer): string {
  const file = path.join(work, `assinado-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  try {
    return execFileSync(PDFSIG!, [file], { encoding: 'utf8' });
  } catch (err) {
    // Exit code 2 when the (self-signed) certificate is not trusted; the report is still printed.
    return String((err as { stdout?: string }).stdout ?? '');
  }
}

/** The CMS in the signature's /Contents. */
function cmsDe(pdf: Buffer): forge.asn1.Asn1 {
  const hex = /\/Contents\s*<([0-9A-Fa-f]+)>/.exec(pdf.toString('latin1'))![1].replace(/(00)+$/, '');
  return forge.asn1.fromDer(forge.util.hexToBytes(hex.length % 2 ? `${hex}0` : hex), false);
}

/** The OIDs of the signer's signed attributes. */
function atributosAssinados(cms: forge.asn1.Asn1): string[] {
  const signedData = (cms.value as forge.asn1.Asn1[])[1].value as forge.asn1.Asn1[];
  const signerInfos = (signedData[0].value as forge.asn1.Asn1[]).at(-1)!;
  const signerInfo = (signerInfos.value as forge.asn1.Asn1[])[0].value as forge.asn1.Asn1[];
  const attrs = signerInfo.find((a) => a.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC && a.type === 0)!;
  return (attrs.value as forge.asn1.Asn1[]).map((a) => forge.asn1.derToOid((a.value as forge.asn1.Asn1[])[0].value as string));
}

describe('A1 certificates that sign what they accept; PAdES B-B (issue 36 item 5)', () => {
  const tipos: [string, () => Buffer][] = [
    ['default (AES-256, PBKDF2)', () => pfxOpenssl('moderno', [])],
    ['legacy RC2/3DES', () => pfxOpenssl('legado', ['-legacy'])],
    ['plain key bag', () => pfxOpenssl('plano', ['-keypbe', 'NONE', '-certpbe', 'NONE'])],
    ['node-forge 3DES', () => gerarPfx({ senha: 'senha-do-a1' })],
  ];
  for (const [nome, gerar] of tipos) {
    it.skipIf(!OPENSSL || !PDFSIG)(`${nome}: accepted at upload, and signs a PDF pdfsig validates as ETSI.CAdES.detached with signing-certificate-v2`, async () => {
      const pfx = gerar();
      expect(lerCertificadoA1(pfx, 'senha-do-a1').titular).toBe('Dra. Ana Perita');
      const assinado = await assinarPdf(await pdfSimples(), pfx, 'senha-do-a1', { nome: 'Dra. Ana Perita', local: 'São Paulo', motivo: 'Parecer técnico' });
      const r = relatorio(assinado);
      expect(r).toContain('Signature Type: ETSI.CAdES.detached');
      expect(r).toContain('Signature Validation: Signature is Valid.');
      expect(r).toContain('Total document signed');
      const attrs = atributosAssinados(cmsDe(assinado));
      // content-type, message-digest and signing-certificate-v2; no signing-time (PAdES B-B).
      expect(attrs.sort()).toEqual(['1.2.840.113549.1.9.16.2.47', '1.2.840.113549.1.9.3', '1.2.840.113549.1.9.4']);
    });
  }

  it('a .pfx whose key does not sign with its certificate is refused at upload with a clear message', () => {
    // The certificate of one key with the private key of another.
    const a = forge.pki.rsa.generateKeyPair(1024);
    const b = forge.pki.rsa.generateKeyPair(1024);
    const cert = forge.pki.createCertificate();
    cert.publicKey = a.publicKey;
    cert.serialNumber = '01';
    cert.validity.notBefore = new Date(Date.now() - 86_400_000);
    cert.validity.notAfter = new Date(Date.now() + 86_400_000 * 30);
    cert.setSubject([{ shortName: 'CN', value: 'Outra' }]);
    cert.setIssuer([{ shortName: 'CN', value: 'Outra' }]);
    cert.sign(a.privateKey, forge.md.sha256.create());
    // Same modulus, other exponent: forge pairs them by modulus, the signature cannot verify.
    const chave = forge.pki.setRsaPrivateKey(a.privateKey.n, b.privateKey.e, b.privateKey.d, b.privateKey.p, b.privateKey.q, b.privateKey.dP, b.privateKey.dQ, b.privateKey.qInv);
    const pfx = Buffer.from(forge.asn1.toDer(forge.pkcs12.toPkcs12Asn1(chave, [cert], 's', { algorithm: '3des' })).getBytes(), 'binary');
    expect(() => lerCertificadoA1(pfx, 's')).toThrow('A chave privada do certificado não assina de forma verificável com o certificado: exporte o .pfx de novo com a chave privada correta.');
  });
});
