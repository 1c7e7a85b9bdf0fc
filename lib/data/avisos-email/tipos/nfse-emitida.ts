import { eq } from 'drizzle-orm';
import { notasFiscais, pagamentos, processos } from '@/lib/db/schema';
import { PACOTE_LABELS } from '@/lib/domain/creditos';
import { formatCentavos } from '@/lib/domain/money';
import { nomeDoProcesso } from '@/lib/domain/notificacao';
import { env } from '@/lib/env';
import { nfseEmitidaMail } from '@/lib/mail/templates/nfse-emitida';
import type { MontarMensagem } from './contexto';

/**
 * The DANFSe of an issued NFS-e (issue 39; refs: [nota]), to the payer: the lawyer of a case's payment or the buyer
 * of a package. Nothing once the note was cancelled or lost its DANFSe before the e-mail could go.
 */
export const nfseEmitida: MontarMensagem = async ({ db, aviso, pessoa }) => {
  if (!pessoa.ativo) return null;
  const [r] = await db
    .select({ nota: notasFiscais, pacote: pagamentos.pacote, numero: processos.numeroProcesso, requerente: processos.requerente })
    .from(notasFiscais)
    .leftJoin(pagamentos, eq(pagamentos.id, notasFiscais.pagamentoId))
    .leftJoin(processos, eq(processos.id, pagamentos.processoId))
    .where(eq(notasFiscais.id, aviso.refs[0] ?? 0));
  const nota = r?.nota;
  if (!nota || nota.status !== 'emitida' || !nota.danfseStorageKey || !nota.chaveAcesso) return null;
  const referente =
    r.requerente != null ? nomeDoProcesso({ numero: r.numero, requerente: r.requerente }) : r.pacote ? `Pacote ${PACOTE_LABELS[r.pacote.pacote]}` : 'pagamento';
  const mail = nfseEmitidaMail({
    nome: pessoa.nome,
    valor: formatCentavos(nota.valorCentavos),
    referente,
    chaveAcesso: nota.chaveAcesso,
    link: `${env().APP_URL}/api/notas-fiscais/${nota.id}/danfse`,
  });
  return { to: pessoa.email, ...mail };
};
