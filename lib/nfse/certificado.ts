import forge from 'node-forge';
import { ValidationError } from '@/lib/errors';
import { lerCertificadoA1, MSG_PFX_SEM_CHAVE } from '@/lib/security/certificado-a1';

/**
 * The firm's e-CNPJ A1 (issue 39): the same .pfx signs the DPS (XMLDSig) and authenticates the mutual TLS. It is
 * checked by lib/security/certificado-a1 (password, private key, validity: the perito's certificate rules) and
 * opened here into PEM for xml-crypto and Node's TLS (PEM avoids OpenSSL 3 refusing a PKCS#12's legacy ciphers).
 */
export type CertificadoNfse = {
  titular: string;
  /** The CNPJ an ICP-Brasil e-CNPJ carries at the end of its CN ('RAZÃO SOCIAL:12345678000195'), if present. */
  cnpj: string | null;
  validoAte: Date;
  chavePem: string;
  certificadoPem: string;
  /** The chain in the file besides the holder's certificate (sent in the TLS handshake). */
  cadeiaPem: string[];
};

const MSG_NAO_E_CNPJ = 'O certificado não é um e-CNPJ: o nome do titular não termina com o CNPJ.';

export function abrirCertificadoNfse(pfx: Buffer, senha: string, agora = new Date()): CertificadoNfse {
  const lido = lerCertificadoA1(pfx, senha, agora);
  const p12 = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(forge.util.createBuffer(pfx.toString('binary')), false), false, senha);
  const keyBags = [
    ...(p12.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag })[forge.pki.oids.pkcs8ShroudedKeyBag] ?? []),
    ...(p12.getBags({ bagType: forge.pki.oids.keyBag })[forge.pki.oids.keyBag] ?? []),
  ];
  const key = keyBags.find((b) => b.key)?.key as forge.pki.rsa.PrivateKey | undefined;
  const certs = (p12.getBags({ bagType: forge.pki.oids.certBag })[forge.pki.oids.certBag] ?? []).map((b) => b.cert).filter((c): c is forge.pki.Certificate => Boolean(c));
  const cert = key ? certs.find((c) => (c.publicKey as forge.pki.rsa.PublicKey).n?.equals(key.n)) : undefined;
  if (!key || !cert) throw new ValidationError(MSG_PFX_SEM_CHAVE, { arquivo: MSG_PFX_SEM_CHAVE });
  const cn = cert.subject.getField('CN');
  const nome = cn ? forge.util.decodeUtf8(String(cn.value)) : lido.titular;
  const m = /:(\d{14})$/.exec(nome);
  return {
    titular: m ? nome.slice(0, m.index) : lido.titular,
    cnpj: m ? m[1] : null,
    validoAte: lido.validoAte,
    chavePem: forge.pki.privateKeyToPem(key),
    certificadoPem: forge.pki.certificateToPem(cert),
    cadeiaPem: certs.filter((c) => c !== cert).map((c) => forge.pki.certificateToPem(c)),
  };
}

/** Settings save: the certificate must be an e-CNPJ of the firm's CNPJ (when the CNPJ is already set). */
export function conferirCnpjDoCertificado(c: CertificadoNfse, cnpjConfig: string | null): void {
  if (!c.cnpj) throw new ValidationError(MSG_NAO_E_CNPJ, { arquivo: MSG_NAO_E_CNPJ });
  if (cnpjConfig && c.cnpj !== cnpjConfig) {
    const msg = 'O certificado é de outro CNPJ que o da empresa configurada.';
    throw new ValidationError(msg, { arquivo: msg });
  }
}
