import { dataHoraDps, NFSE_NS, textoDps, VER_APLIC, VERSAO_LEIAUTE } from './dps';
import type { NfseAmbiente } from './config';

/**
 * The national cancellation event (e101101, 'Cancelamento de NFS-e') as a pedRegEvento of layout 1.01. Its Id:
 * 'PRE' + chave de acesso (50) + event code (6) + request number (3, zero-padded) = 62 characters.
 */
export const EVENTO_CANCELAMENTO = '101101';

export type CancelamentoEntrada = {
  ambiente: NfseAmbiente;
  cnpjAutor: string;
  chaveAcesso: string;
  emitidoEm: Date;
  /** '1' erro na emissão, '2' serviço não prestado, '9' outros. */
  codigo: '1' | '2' | '9';
  motivo: string;
  numeroPedido?: number;
};

export function idPedidoEvento(chaveAcesso: string, evento: string, numeroPedido: number): string {
  if (!/^\d{50}$/.test(chaveAcesso)) throw new RangeError('chave de acesso inválida');
  return `PRE${chaveAcesso}${evento}${String(numeroPedido).padStart(3, '0')}`;
}

export function montarPedidoCancelamento(e: CancelamentoEntrada): { xml: string; id: string } {
  const n = e.numeroPedido ?? 1;
  const id = idPedidoEvento(e.chaveAcesso, EVENTO_CANCELAMENTO, n);
  const motivo = textoDps(e.motivo, 255).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const xml =
    `<pedRegEvento xmlns="${NFSE_NS}" versao="${VERSAO_LEIAUTE}"><infPedReg Id="${id}">` +
    `<tpAmb>${e.ambiente === 'producao' ? '1' : '2'}</tpAmb><verAplic>${VER_APLIC}</verAplic><dhEvento>${dataHoraDps(e.emitidoEm)}</dhEvento>` +
    `<CNPJAutor>${e.cnpjAutor}</CNPJAutor><chNFSe>${e.chaveAcesso}</chNFSe><nPedRegEvento>${n}</nPedRegEvento>` +
    `<e${EVENTO_CANCELAMENTO}><xDesc>Cancelamento de NFS-e</xDesc><cMotivo>${e.codigo}</cMotivo><xMotivo>${motivo}</xMotivo></e${EVENTO_CANCELAMENTO}>` +
    `</infPedReg></pedRegEvento>`;
  return { xml, id };
}
