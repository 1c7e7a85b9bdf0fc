import { renderMail, link, strong, type RenderedMail } from './layout';

/**
 * The payer's note was issued (issue 39): its DANFSe to download. `referente` names what was paid (the case by its
 * number, or the package); no health data.
 */
export function nfseEmitidaMail(m: { nome: string; valor: string; referente: string; chaveAcesso: string; link: string }): RenderedMail {
  return renderMail(`Nota fiscal emitida: ${m.valor}`, [
    `Olá, ${m.nome}.`,
    ['A nota fiscal de serviço (NFS-e) do pagamento de ', strong(m.valor), ` (${m.referente}) foi emitida.`],
    `Chave de acesso: ${m.chaveAcesso}.`,
    'A DANFSe (o documento da nota em PDF) e o XML estão na página Notas fiscais.',
    link('Baixar a DANFSe', m.link),
  ]);
}
