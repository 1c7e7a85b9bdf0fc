import forge from 'node-forge';
import { Signer } from '@signpdf/utils';
import { abrirCertificadoA1, type ChaveA1 } from '@/lib/security/certificado-a1';

/**
 * The CMS of a PAdES baseline B-B signature (ETSI EN 319 142-1; issue 36 item 5): SignedData, detached, SHA-256
 * with RSA, whose signed attributes are content-type, message-digest and signing-certificate-v2 (RFC 5035: the
 * SHA-256 of the signer's certificate with its issuer and serial), and no signing-time attribute (PAdES puts the
 * claimed time in the signature dictionary's /M). Built here with node-forge's ASN.1 because forge's PKCS#7
 * writer cannot add signing-certificate-v2.
 */
const { asn1, pki } = forge;
const OID = {
  signedData: '1.2.840.113549.1.7.2',
  data: '1.2.840.113549.1.7.1',
  sha256: '2.16.840.1.101.3.4.2.1',
  rsaEncryption: '1.2.840.113549.1.1.1',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
};

const U = asn1.Class.UNIVERSAL;
const seq = (v: forge.asn1.Asn1[]) => asn1.create(U, asn1.Type.SEQUENCE, true, v);
const set = (v: forge.asn1.Asn1[]) => asn1.create(U, asn1.Type.SET, true, v);
const oid = (o: string) => asn1.create(U, asn1.Type.OID, false, asn1.oidToDer(o).getBytes());
const octets = (bytes: string) => asn1.create(U, asn1.Type.OCTETSTRING, false, bytes);
const inteiro = (n: number) => asn1.create(U, asn1.Type.INTEGER, false, asn1.integerToDer(n).getBytes());
const serial = (hex: string) => asn1.create(U, asn1.Type.INTEGER, false, forge.util.hexToBytes(hex.length % 2 ? `0${hex}` : hex));
const algoritmo = (o: string) => seq([oid(o), asn1.create(U, asn1.Type.NULL, false, '')]);
const der = (a: forge.asn1.Asn1) => asn1.toDer(a).getBytes();
const sha256 = (bytes: string) => forge.md.sha256.create().update(bytes).digest().bytes();

/** DER's SET OF: elements in ascending order of their encodings. */
function setDer(itens: forge.asn1.Asn1[]): forge.asn1.Asn1 {
  return set([...itens].sort((a, b) => Buffer.compare(Buffer.from(der(a), 'binary'), Buffer.from(der(b), 'binary'))));
}

function atributo(tipo: string, valor: forge.asn1.Asn1) {
  return seq([oid(tipo), set([valor])]);
}

/** The detached CMS signature of `conteudo` (the PDF's signed byte ranges). */
export function assinaturaCadesDetached(conteudo: Buffer, { key, cert, cadeia }: ChaveA1): Buffer {
  const certDer = der(pki.certificateToAsn1(cert));
  const issuerSerial = seq([
    // GeneralNames with the issuer as a directoryName ([4] EXPLICIT Name).
    seq([asn1.create(asn1.Class.CONTEXT_SPECIFIC, 4, true, [pki.distinguishedNameToAsn1(cert.issuer)])]),
    serial(cert.serialNumber),
  ]);
  // ESSCertIDv2 with the default hash algorithm (SHA-256) left out, as DER requires for a DEFAULT value.
  const signingCertificateV2 = seq([seq([seq([octets(sha256(certDer)), issuerSerial])])]);
  const atributos = [
    atributo(OID.contentType, oid(OID.data)),
    atributo(OID.messageDigest, octets(sha256(conteudo.toString('binary')))),
    atributo(OID.signingCertificateV2, signingCertificateV2),
  ];
  const signedAttrs = setDer(atributos);
  const md = forge.md.sha256.create();
  md.update(der(signedAttrs));
  const assinatura = key.sign(md);
  // In the SignerInfo the same SET is written with the [0] IMPLICIT tag.
  const signedAttrsImplicit = asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, signedAttrs.value as forge.asn1.Asn1[]);
  const signerInfo = seq([
    inteiro(1),
    seq([pki.distinguishedNameToAsn1(cert.issuer), serial(cert.serialNumber)]),
    algoritmo(OID.sha256),
    signedAttrsImplicit,
    algoritmo(OID.rsaEncryption),
    octets(assinatura),
  ]);
  const signedData = seq([
    inteiro(1),
    set([algoritmo(OID.sha256)]),
    seq([oid(OID.data)]),
    asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [cert, ...cadeia].map((c) => pki.certificateToAsn1(c))),
    set([signerInfo]),
  ]);
  const contentInfo = seq([oid(OID.signedData), asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [signedData])]);
  return Buffer.from(der(contentInfo), 'binary');
}

/** @signpdf's signer for a PAdES B-B signature with an A1 certificate (.pfx), read as the upload read it. */
export class SignerPadesA1 extends Signer {
  private readonly chave: ChaveA1;

  constructor(pfx: Buffer, senha: string) {
    super();
    this.chave = abrirCertificadoA1(pfx, senha);
  }

  async sign(pdfBuffer: Buffer): Promise<Buffer> {
    return assinaturaCadesDetached(pdfBuffer, this.chave);
  }
}
