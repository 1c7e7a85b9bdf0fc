import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { lerEmpresa } from '@/lib/data/empresa';
import { certificadoParaAssinar, type CertificadoParaAssinar } from '@/lib/data/users/certificado/para-assinar';
import { todayInBrazil } from '@/lib/domain/dates';
import { nomeExibicao } from '@/lib/domain/empresa';
import {
  assinadoDigitalmentePor,
  linhaRegistroMedico,
  localEData,
  MSG_NAO_ASSINADO,
  msgRegistroFaltante,
  registroMedicoFaltante,
} from '@/lib/domain/registro-profissional';
import type { Autoria } from '@/lib/entregas/pdf';
import { ConflictError } from '@/lib/errors';
import type { Caso, Usuario } from './caso';

export const MSG_SEM_PERITO = 'Designe o perito do processo antes de publicar: a entrega leva o nome, o CRM e a especialidade de quem a assina.';
export const msgDocxAssinado = (titular: string) => `Versão editável. A versão em PDF deste documento foi assinada digitalmente por ${titular}.`;

export type AutoriaDaEntrega = { autoria: { pdf: Autoria; docx: Autoria }; certificado: CertificadoParaAssinar | null; local: string };

/**
 * Who signs a published deliverable: the case's perito (a médico writing on a case without one, himself). His
 * CRM/UF and especialidade must be on file (409 naming what is missing). The PDF is signed with his A1 certificate
 * only when he publishes it himself — a signature is a personal act, so an admin publishing for him produces a PDF
 * marked as not digitally signed.
 */
export async function autoriaDaEntrega(db: DbOrTx, user: Usuario, caso: Caso, agora = new Date()): Promise<AutoriaDaEntrega> {
  const autorId = caso.peritoId ?? (user.role === 'medico' ? user.id : null);
  if (autorId === null) throw new ConflictError(MSG_SEM_PERITO);
  const [autor] = await db
    .select({ nome: users.nome, crm: users.crm, crmUf: users.crmUf, especialidade: users.especialidade, rqe: users.rqe })
    .from(users)
    .where(eq(users.id, autorId));
  if (!autor) throw new ConflictError(MSG_SEM_PERITO);
  const faltam = registroMedicoFaltante(autor);
  if (faltam.length) throw new ConflictError(msgRegistroFaltante(faltam, autorId === user.id));
  const certificado = autorId === user.id ? await certificadoParaAssinar(db, autorId, agora) : null;
  const empresa = await lerEmpresa();
  const local = empresa.cidade?.trim() || '';
  const base = {
    localData: localEData(local, todayInBrazil(agora)),
    nome: autor.nome,
    registro: linhaRegistroMedico({ crm: autor.crm!, crmUf: autor.crmUf!, especialidade: autor.especialidade!, rqe: autor.rqe }),
    firma: nomeExibicao(empresa),
  };
  return {
    autoria: {
      pdf: { ...base, assinatura: certificado ? assinadoDigitalmentePor(certificado.titular) : MSG_NAO_ASSINADO },
      docx: { ...base, assinatura: certificado ? msgDocxAssinado(certificado.titular) : MSG_NAO_ASSINADO },
    },
    certificado,
    local,
  };
}
