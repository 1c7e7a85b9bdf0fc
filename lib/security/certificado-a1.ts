import forge from 'node-forge';
import { ValidationError } from '@/lib/errors';

/**
 * Reading an A1 certificate (PKCS#12, .pfx/.p12) as ICP-Brasil issues them, with node-forge; the PDF signer
 * (lib/entregas/cms-pades.ts) opens it through abrirCertificadoA1 below, so what opens here also signs. A3 tokens
 * and smart cards are out of scope.
 */

export const MSG_PFX_INVALIDO = 'O arquivo não é um certificado A1 válido (.pfx ou .p12).';
export const MSG_PFX_SENHA = 'Senha do certificado incorreta.';
export const MSG_PFX_SEM_CHAVE = 'O certificado não contém a chave privada: exporte o .pfx com a chave privada.';
export const MSG_PFX_SEM_CERT = 'O arquivo não contém um certificado.';
export const MSG_PFX_CIFRA = 'O certificado usa uma cifra que não conseguimos abrir. Exporte o .pfx de novo (por exemplo, com AES-256 ou 3DES) e envie outra vez.';
export const MSG_PFX_CHAVE_NAO_SUPORTADA = 'A chave privada do certificado não é RSA ou não pôde ser lida: envie um certificado A1 ICP-Brasil (RSA) exportado com a chave privada.';
export const MSG_PFX_NAO_ASSINA = 'A chave privada do certificado não assina de forma verificável com o certificado: exporte o .pfx de novo com a chave privada correta.';
export const msgPfxVencido = (data: string) => `O certificado venceu em ${data}. Envie um certificado dentro da validade.`;
export const msgPfxAindaNaoValido = (data: string) => `O certificado só é válido a partir de ${data}.`;
/** An A1 certificate is a few KB; anything much larger is not one. */
export const PFX_MAX_BYTES = 64 * 1024;

export type CertificadoLido = { titular: string; emissor: string; validoDe: Date; validoAte: Date };

function nomeComum(attrs: forge.pki.CertificateField[]): string {
  const cn = attrs.find((a) => a.shortName === 'CN' || a.name === 'commonName');
  const o = attrs.find((a) => a.shortName === 'O');
  // ICP-Brasil subjects are 'NOME DA PESSOA:CPF'; the CPF is not shown.
  const valor = String(cn?.value ?? o?.value ?? 'Titular não identificado');
  return forge.util.decodeUtf8(valor).replace(/:\d{11}$/, '');
}

const dataBr = (d: Date) => d.toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });

/** The signer's key, its certificate and the rest of the chain, as the .pfx holds them. */
export type ChaveA1 = { key: forge.pki.rsa.PrivateKey; cert: forge.pki.Certificate; cadeia: forge.pki.Certificate[] };

/**
 * Opens the .pfx with its password: the private key (from a shrouded or a plain key bag, issue 36 item 5), the
 * certificate whose public key matches it and the chain. The signer (lib/entregas/cms-pades.ts) reads the key
 * through this same function, so what is accepted at upload is what signs. Failures are 400 in Portuguese.
 */
export function abrirCertificadoA1(pfx: Buffer, senha: string): ChaveA1 {
  if (pfx.length === 0 || pfx.length > PFX_MAX_BYTES) throw new ValidationError(MSG_PFX_INVALIDO, { arquivo: MSG_PFX_INVALIDO });
  let asn1: forge.asn1.Asn1;
  try {
    asn1 = forge.asn1.fromDer(forge.util.createBuffer(pfx.toString('binary')), false);
  } catch {
    throw new ValidationError(MSG_PFX_INVALIDO, { arquivo: MSG_PFX_INVALIDO });
  }
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    p12 = forge.pkcs12.pkcs12FromAsn1(asn1, false, senha);
  } catch (err) {
    const msg = err instanceof Error ? err.message : '';
    if (/password|MAC/i.test(msg)) throw new ValidationError(MSG_PFX_SENHA, { senha: MSG_PFX_SENHA });
    if (/unsupported|algorithm|cipher/i.test(msg)) throw new ValidationError(MSG_PFX_CIFRA, { arquivo: MSG_PFX_CIFRA });
    throw new ValidationError(MSG_PFX_INVALIDO, { arquivo: MSG_PFX_INVALIDO });
  }
  const keyBags = [
    ...(p12.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag })[forge.pki.oids.pkcs8ShroudedKeyBag] ?? []),
    ...(p12.getBags({ bagType: forge.pki.oids.keyBag })[forge.pki.oids.keyBag] ?? []),
  ];
  const key = keyBags.find((b) => b.key)?.key as forge.pki.rsa.PrivateKey | undefined;
  if (!key) {
    // A key bag forge could not read (an EC key, or a cipher it does not know) is not a missing key: say which.
    if (keyBags.length > 0) throw new ValidationError(MSG_PFX_CHAVE_NAO_SUPORTADA, { arquivo: MSG_PFX_CHAVE_NAO_SUPORTADA });
    throw new ValidationError(MSG_PFX_SEM_CHAVE, { arquivo: MSG_PFX_SEM_CHAVE });
  }
  const certs = (p12.getBags({ bagType: forge.pki.oids.certBag })[forge.pki.oids.certBag] ?? []).map((b) => b.cert).filter((c): c is forge.pki.Certificate => Boolean(c));
  if (certs.length === 0) throw new ValidationError(MSG_PFX_SEM_CERT, { arquivo: MSG_PFX_SEM_CERT });
  // The signer's certificate is the one whose public key matches the private key (the others are the chain).
  const cert = certs.find((c) => (c.publicKey as forge.pki.rsa.PublicKey).n?.equals(key.n)) ?? null;
  if (!cert) throw new ValidationError(MSG_PFX_SEM_CHAVE, { arquivo: MSG_PFX_SEM_CHAVE });
  return { key, cert, cadeia: certs.filter((c) => c !== cert) };
}

/**
 * Opens the .pfx with its password and checks it can sign now: a private key, its certificate, within validity, and
 * a trial signature that verifies with the certificate's public key (a .pfx that opens but cannot sign is refused
 * here, never at publication). Every failure is a 400 with a Portuguese message; nothing is kept.
 */
export function lerCertificadoA1(pfx: Buffer, senha: string, agora = new Date()): CertificadoLido {
  const { key, cert } = abrirCertificadoA1(pfx, senha);
  const { notBefore, notAfter } = cert.validity;
  if (notAfter.getTime() <= agora.getTime()) throw new ValidationError(msgPfxVencido(dataBr(notAfter)), { arquivo: msgPfxVencido(dataBr(notAfter)) });
  if (notBefore.getTime() > agora.getTime()) throw new ValidationError(msgPfxAindaNaoValido(dataBr(notBefore)), { arquivo: msgPfxAindaNaoValido(dataBr(notBefore)) });
  let assina = false;
  try {
    const md = forge.md.sha256.create();
    md.update('teste de assinatura');
    const assinatura = key.sign(md);
    assina = (cert.publicKey as forge.pki.rsa.PublicKey).verify(md.digest().bytes(), assinatura);
  } catch {
    assina = false;
  }
  if (!assina) throw new ValidationError(MSG_PFX_NAO_ASSINA, { arquivo: MSG_PFX_NAO_ASSINA });
  return { titular: nomeComum(cert.subject.attributes), emissor: nomeComum(cert.issuer.attributes), validoDe: notBefore, validoAte: notAfter };
}
