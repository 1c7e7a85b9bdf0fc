import { json, route } from '@/lib/api/handler';
import { readSmallUpload } from '@/lib/api/multipart';
import { requireUser } from '@/lib/auth/guard';
import { enviarCertificado, removerCertificado } from '@/lib/data/users';
import { PFX_MAX_BYTES } from '@/lib/security/certificado-a1';
import { certificadoSchema } from '@/lib/validation/registro-profissional';

export const runtime = 'nodejs';

/** A perito's A1 certificate (multipart: arquivo = the .pfx/.p12, senha): checked, kept encrypted, replaces the previous one. */
export const POST = route(async (req) => {
  const user = await requireUser(req.headers);
  const { input, bytes } = await readSmallUpload(req, certificadoSchema, PFX_MAX_BYTES);
  const registro = await enviarCertificado(user, bytes, input.senha);
  return json({ ...registro, message: 'Certificado digital guardado. As próximas entregas publicadas serão assinadas com ele.' }, { status: 201 });
});

/** Removes the certificate: later published PDFs say they are not digitally signed. */
export const DELETE = route(async (req) => {
  const user = await requireUser(req.headers);
  return json({ ...(await removerCertificado(user)), message: 'Certificado digital removido' });
});
