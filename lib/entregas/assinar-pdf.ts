import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import { SignPdf } from '@signpdf/signpdf';
import { SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import { ConflictError } from '@/lib/errors';
import { logger } from '@/lib/log';
import { SignerPadesA1 } from './cms-pades';

export const MSG_FALHA_ASSINATURA = 'Não foi possível assinar o PDF com o certificado guardado. Envie o certificado de novo em Perfil profissional, ou remova-o para publicar sem assinatura digital.';

/**
 * Signs a rendered PDF with an A1 certificate: an incremental update adds the signature field (PAdES subfilter
 * ETSI.CAdES.detached) and @signpdf fills it with a PAdES baseline B-B CMS (lib/entregas/cms-pades.ts: signing-
 * certificate-v2, no signing-time) over the whole file. The visible block in the
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
    return Buffer.from(await new SignPdf().sign(comCampo, new SignerPadesA1(pfx, senha)));
  } catch (err) {
    logger.error({ erro: err instanceof Error ? err.message : String(err) }, 'Falha ao assinar o PDF com o certificado guardado');
    throw new ConflictError(MSG_FALHA_ASSINATURA);
  }
}
