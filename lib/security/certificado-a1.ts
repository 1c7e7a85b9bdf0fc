import forge from 'node-forge';
import { ValidationError } from '@/lib/errors';

/**
 * Reading an A1 certificate (PKCS#12, .pfx/.p12) as ICP-Brasil issues them, with node-forge (the library
 * @signpdf/signer-p12 signs with, so what opens here also signs). A3 tokens and smart cards are out of scope.
 */

export const MSG_PFX_INVALIDO = 'O arquivo não é um certificado A1 válido (.pfx ou .p12).';
export const MSG_PFX_SENHA = 'Senha do certificado incorreta.';
export const MSG_PFX_SEM_CHAVE = 'O certificado não contém a chave privada: exporte o .pfx com a chave privada.';
export const MSG_PFX_SEM_CERT = 'O arquivo não contém um certificado.';
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

/**
 * Opens the .pfx with its password and checks it can sign now: a private key, its certificate, within validity.
 * Every failure is a 400 with a Portuguese message; nothing is kept.
 */
export function lerCertificadoA1(pfx: Buffer, senha: string, agora = new Date()): CertificadoLido {
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
    throw new ValidationError(MSG_PFX_INVALIDO, { arquivo: MSG_PFX_INVALIDO });
  }
  const keyBags = [
    ...(p12.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag })[forge.pki.oids.pkcs8ShroudedKeyBag] ?? []),
    ...(p12.getBags({ bagType: forge.pki.oids.keyBag })[forge.pki.oids.keyBag] ?? []),
  ];
  const key = keyBags.find((b) => b.key)?.key as forge.pki.rsa.PrivateKey | undefined;
  if (!key) throw new ValidationError(MSG_PFX_SEM_CHAVE, { arquivo: MSG_PFX_SEM_CHAVE });
  const certs = (p12.getBags({ bagType: forge.pki.oids.certBag })[forge.pki.oids.certBag] ?? []).map((b) => b.cert).filter((c): c is forge.pki.Certificate => Boolean(c));
  if (certs.length === 0) throw new ValidationError(MSG_PFX_SEM_CERT, { arquivo: MSG_PFX_SEM_CERT });
  // The signer's certificate is the one whose public key matches the private key (the others are the chain).
  const cert = certs.find((c) => (c.publicKey as forge.pki.rsa.PublicKey).n?.equals(key.n)) ?? null;
  if (!cert) throw new ValidationError(MSG_PFX_SEM_CHAVE, { arquivo: MSG_PFX_SEM_CHAVE });
  const { notBefore, notAfter } = cert.validity;
  if (notAfter.getTime() <= agora.getTime()) throw new ValidationError(msgPfxVencido(dataBr(notAfter)), { arquivo: msgPfxVencido(dataBr(notAfter)) });
  if (notBefore.getTime() > agora.getTime()) throw new ValidationError(msgPfxAindaNaoValido(dataBr(notBefore)), { arquivo: msgPfxAindaNaoValido(dataBr(notBefore)) });
  return { titular: nomeComum(cert.subject.attributes), emissor: nomeComum(cert.issuer.attributes), validoDe: notBefore, validoAte: notAfter };
}
