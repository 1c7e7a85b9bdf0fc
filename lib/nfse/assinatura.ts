import { X509Certificate } from 'node:crypto';
import { DOMParser } from '@xmldom/xmldom';
import { SignedXml } from 'xml-crypto';

/**
 * XMLDSig of the DPS and of the cancellation request (enveloped signature of the element with the Id, placed right
 * after it, certificate in KeyInfo/X509Data). The national rule is unsettled (../shared/dados/README.md): the 2022
 * manual says RSA-SHA1 with C14N, notes the Sefin signed in 2025 use RSA-SHA256 with exclusive C14N; NFSE_ASSINATURA
 * chooses (default rsa-sha256).
 */
export type AlgoritmoAssinatura = 'rsa-sha256' | 'rsa-sha1';

const ALGORITMOS = {
  'rsa-sha256': {
    assinatura: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    digest: 'http://www.w3.org/2001/04/xmlenc#sha256',
    c14n: 'http://www.w3.org/2001/10/xml-exc-c14n#',
  },
  'rsa-sha1': {
    assinatura: 'http://www.w3.org/2000/09/xmldsig#rsa-sha1',
    digest: 'http://www.w3.org/2000/09/xmldsig#sha1',
    c14n: 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315',
  },
} as const;

const ENVELOPED = 'http://www.w3.org/2000/09/xmldsig#enveloped-signature';

/** Signs the element named `elemento` (infDPS, infPedReg) of `xml` by its Id attribute. */
export function assinarXml(xml: string, elemento: string, chavePem: string, certificadoPem: string, algoritmo: AlgoritmoAssinatura): string {
  const a = ALGORITMOS[algoritmo];
  const sig = new SignedXml({ privateKey: chavePem, publicCert: certificadoPem, signatureAlgorithm: a.assinatura, canonicalizationAlgorithm: a.c14n });
  sig.addReference({ xpath: `//*[local-name(.)='${elemento}']`, transforms: [ENVELOPED, a.c14n], digestAlgorithm: a.digest });
  sig.computeSignature(xml, { location: { reference: `//*[local-name(.)='${elemento}']`, action: 'after' } });
  return sig.getSignedXml();
}

export type VerificacaoAssinatura = { valida: boolean; certificadoPem: string | null; motivo?: string };

/**
 * Checks the signature of `xml` with the certificate it carries (KeyInfo), and that the signed reference is the
 * element `elemento`. Used by the stand-in of the national API (and by tests); `certificadoEsperadoPem`, when
 * given, must be the certificate in KeyInfo (the one of the TLS client).
 */
export function verificarAssinatura(xml: string, elemento: string, certificadoEsperadoPem?: string): VerificacaoAssinatura {
  const doc = new DOMParser().parseFromString(xml, 'text/xml');
  const assinaturas = doc.getElementsByTagNameNS('http://www.w3.org/2000/09/xmldsig#', 'Signature');
  if (assinaturas.length !== 1) return { valida: false, certificadoPem: null, motivo: 'assinatura ausente' };
  const sig = new SignedXml({ getCertFromKeyInfo: SignedXml.getCertFromKeyInfo });
  sig.loadSignature(assinaturas[0] as unknown as Node);
  const cert = SignedXml.getCertFromKeyInfo(assinaturas[0].getElementsByTagNameNS('http://www.w3.org/2000/09/xmldsig#', 'KeyInfo')[0] as unknown as Node);
  if (!cert) return { valida: false, certificadoPem: null, motivo: 'certificado ausente no KeyInfo' };
  if (certificadoEsperadoPem && !new X509Certificate(cert).raw.equals(new X509Certificate(certificadoEsperadoPem).raw)) {
    return { valida: false, certificadoPem: cert, motivo: 'o certificado da assinatura não é o da conexão' };
  }
  let valida = false;
  try {
    valida = sig.checkSignature(xml);
  } catch (err) {
    return { valida: false, certificadoPem: cert, motivo: (err as Error).message };
  }
  if (!valida) return { valida: false, certificadoPem: cert, motivo: 'assinatura não confere' };
  const alvo = doc.getElementsByTagNameNS('http://www.sped.fazenda.gov.br/nfse', elemento)[0];
  const id = alvo?.getAttribute('Id');
  if (!id || !sig.getReferences().some((r) => r.uri === `#${id}` || r.uri === id)) return { valida: false, certificadoPem: cert, motivo: `a assinatura não se refere a ${elemento}` };
  return { valida: true, certificadoPem: cert };
}
