/**
 * Test certificates of the NFS-e (issue 39), made at test time with node-forge: a test CA (stands for ICP-Brasil),
 * the firm's e-CNPJ A1 signed by it (CN 'RAZÃO SOCIAL:CNPJ', as ICP-Brasil writes it) as a .pfx, and the stand-in's
 * TLS certificate for localhost. Nothing here is trusted outside the test that made it.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import forge from 'node-forge';

export type ParTeste = { chavePem: string; certificadoPem: string; chave: forge.pki.rsa.PrivateKey; certificado: forge.pki.Certificate };

function chaves() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    chave: forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString()),
    publica: forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString()),
  };
}

function emitir(sujeito: forge.pki.CertificateField[], emissor: { chave: forge.pki.rsa.PrivateKey; certificado: forge.pki.Certificate } | null, extensoes: object[], validade?: { de?: Date; ate?: Date }): ParTeste {
  const { chave, publica } = chaves();
  const cert = forge.pki.createCertificate();
  cert.publicKey = publica;
  cert.serialNumber = `01${randomBytes(8).toString('hex')}`;
  cert.validity.notBefore = validade?.de ?? new Date(Date.now() - 24 * 3600 * 1000);
  cert.validity.notAfter = validade?.ate ?? new Date(Date.now() + 365 * 24 * 3600 * 1000);
  cert.setSubject(sujeito);
  cert.setIssuer(emissor ? emissor.certificado.subject.attributes : sujeito);
  cert.setExtensions(extensoes);
  cert.sign(emissor?.chave ?? chave, forge.md.sha256.create());
  return { chave, certificado: cert, chavePem: forge.pki.privateKeyToPem(chave), certificadoPem: forge.pki.certificateToPem(cert) };
}

export function gerarCaTeste(nome = 'AC Teste NFS-e'): ParTeste {
  return emitir([{ shortName: 'CN', value: nome }, { shortName: 'O', value: 'ICP-Brasil (teste)' }, { shortName: 'C', value: 'BR' }], null, [
    { name: 'basicConstraints', cA: true, critical: true },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
  ]);
}

export function gerarCertificadoServidor(ca: ParTeste, host = 'localhost'): ParTeste {
  return emitir([{ shortName: 'CN', value: host }], ca, [
    { name: 'basicConstraints', cA: false },
    { name: 'extKeyUsage', serverAuth: true },
    { name: 'subjectAltName', altNames: [{ type: 2, value: host }, { type: 7, ip: '127.0.0.1' }] },
  ]);
}

export type EcnpjOptions = { cnpj?: string; razaoSocial?: string; senha?: string; de?: Date; ate?: Date };

/** The firm's e-CNPJ A1 as a .pfx (3DES, as ICP-Brasil A1 files usually are), with the CA in the chain. */
export function gerarEcnpjPfx(ca: ParTeste, o: EcnpjOptions = {}): { pfx: Buffer; par: ParTeste } {
  const par = emitir(
    [{ shortName: 'CN', value: forge.util.encodeUtf8(`${o.razaoSocial ?? 'PERICIAS TESTE LTDA'}:${o.cnpj ?? '11222333000181'}`) }, { shortName: 'O', value: 'ICP-Brasil (teste)' }, { shortName: 'C', value: 'BR' }],
    ca,
    [{ name: 'basicConstraints', cA: false }, { name: 'keyUsage', digitalSignature: true, keyEncipherment: true }, { name: 'extKeyUsage', clientAuth: true }],
    o,
  );
  const asn1 = forge.pkcs12.toPkcs12Asn1(par.chave, [par.certificado, ca.certificado], o.senha ?? 'senha-do-ecnpj', { algorithm: '3des' });
  return { pfx: Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary'), par };
}
