import { json, route } from '@/lib/api/handler';
import { readSmallUpload } from '@/lib/api/multipart';
import { requireUser } from '@/lib/auth/guard';
import { enviarCertificadoNfse } from '@/lib/data/nfse/enviar-certificado';
import { PFX_MAX_BYTES } from '@/lib/security/certificado-a1';
import { nfseCertificadoSchema } from '@/lib/validation/nfse';

export const runtime = 'nodejs';

/** The firm's e-CNPJ A1 (multipart: arquivo = the .pfx/.p12, senha; admins): checked, kept encrypted, replaces the previous one. */
export const POST = route(async (req) => {
  const actor = await requireUser(req.headers);
  const { input, bytes } = await readSmallUpload(req, nfseCertificadoSchema, PFX_MAX_BYTES);
  const config = await enviarCertificadoNfse(actor, bytes, input.senha);
  return json({ ...config, message: 'Certificado digital da empresa guardado.' }, { status: 201 });
});
