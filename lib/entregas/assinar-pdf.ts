import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import { P12Signer } from '@signpdf/signer-p12';
import { SignPdf } from '@signpdf/signpdf';
import { SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import { ConflictError } from '@/lib/errors';
import { logger } from '@/lib/log';

export const MSG_FALHA_ASSINATURA = 'Não foi possível assinar o PDF com o certificado guardado. Envie o certificado de novo em Meus dados, ou remova-o para publicar sem assinatura digital.';

/**
 * Signs a rendered PDF with an A1 certificate: an incremental update adds the signature field (PAdES subfilter
 * ETSI.CAdES.detached) and @signpdf fills it with the CMS signature of the whole file. The visible block in the
 * document (drawn by lib/entregas/pdf.ts) names the signer; the field itself is invisible.
 */
export async function assinarPdf(pdf: Buffer, pfx: Buffer, senha: string, o: { nome: string; local: string; motivo: string }): Promise<Buffer> {
  const comCampo = plainAddPlaceholder({
    pdfBuffer: pdf,
    reason: o.motivo,
    contactInfo: '',
    name: o.nome,
    location: o.local,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    signatureLength: 16_384,
  });
  try {
    return Buffer.from(await new SignPdf().sign(comCampo, new P12Signer(pfx, { passphrase: senha })));
  } catch (err) {
    logger.error({ erro: err instanceof Error ? err.message : String(err) }, 'Falha ao assinar o PDF com o certificado guardado');
    throw new ConflictError(MSG_FALHA_ASSINATURA);
  }
}
