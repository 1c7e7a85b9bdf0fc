/**
 * Test A1 certificates (PKCS#12) made on the spot: a self-signed RSA certificate with the validity asked for,
 * wrapped with node-forge as a .pfx under a password (3DES, as ICP-Brasil A1 files usually are). The keys come from
 * node:crypto (fast); nothing here is trusted by anyone.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import forge from 'node-forge';

export type PfxOptions = { nome?: string; senha?: string; de?: Date; ate?: Date; semChave?: boolean };

export function gerarPfx(o: PfxOptions = {}): Buffer {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  cert.serialNumber = `01${randomBytes(8).toString('hex')}`;
  const agora = Date.now();
  cert.validity.notBefore = o.de ?? new Date(agora - 24 * 3600 * 1000);
  cert.validity.notAfter = o.ate ?? new Date(agora + 365 * 24 * 3600 * 1000);
  const attrs = [
    { shortName: 'CN', value: forge.util.encodeUtf8(`${o.nome ?? 'Dra. Ana Perita'}:12345678909`) },
    { shortName: 'O', value: 'ICP-Brasil (teste)' },
    { shortName: 'C', value: 'BR' },
  ];
  cert.setSubject(attrs);
  cert.setIssuer(attrs);
  cert.sign(key, forge.md.sha256.create());
  const asn1 = o.semChave
    ? forge.pkcs12.toPkcs12Asn1(null, [cert], o.senha ?? 'senha-do-certificado', { algorithm: '3des' })
    : forge.pkcs12.toPkcs12Asn1(key, [cert], o.senha ?? 'senha-do-certificado', { algorithm: '3des' });
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
}
