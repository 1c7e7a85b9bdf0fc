import { renderMail, link, strong, type RenderedMail } from './layout';

/** The lawyer's note was issued (issue 39): its DANFSe to download. No health data: the case is named by its number. */
export function nfseEmitidaMail(m: { nome: string; valor: string; processo: string; chaveAcesso: string; link: string }): RenderedMail {
  return renderMail(`Nota fiscal emitida: ${m.valor}`, [
    `Olá, ${m.nome}.`,
    ['A nota fiscal de serviço (NFS-e) do pagamento de ', strong(m.valor), ` (${m.processo}) foi emitida.`],
    `Chave de acesso: ${m.chaveAcesso}.`,
    'A DANFSe (o documento da nota em PDF) e o XML estão na página Notas fiscais.',
    link('Baixar a DANFSe', m.link),
  ]);
}
