import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import { P12Signer } from '@signpdf/signer-p12';
import { SignPdf } from '@signpdf/signpdf';
import { SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';

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
  const assinado = await new SignPdf().sign(comCampo, new P12Signer(pfx, { passphrase: senha }));
  return Buffer.from(assinado);
}
