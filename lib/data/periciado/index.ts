/** The periciado informed (issue 38): the private link and its page, checklist, confirmation, notices, consent, files. */
export { PERICIA_NAO_ENCONTRADA } from './acesso';
export { criarLinkPericiado, revogarLinkPericiado, hashTokenPericiado } from './link';
export { LinkIndisponivelError, linkValido } from './token';
export { lerPaginaPericiado, type PaginaPericiado } from './pagina';
export { responderPresenca } from './confirmacao';
export { lerChecklist, salvarChecklist, salvarPeritoJudicial, sugestoesChecklist, salvarSugestoesChecklist } from './checklist';
export { remarcarPericia } from './remarcar';
export { listarAvisosPericia, type AvisoListado } from './avisos-listar';
export { consentimentoPelaPagina, registrarConsentimentoWhatsapp } from './consentimento';
export { processarAvisosPericiado } from './avisos-enviar';
export { agendarLembretesPericiado } from './lembretes';
export { receberWebhookWhatsapp } from './whatsapp-webhook';
export { whatsappLigado } from './whatsapp-config';
export {
  abrirArquivoPericiado,
  aceitarArquivoPericiado,
  listarArquivosPericiado,
  receberArquivoPericiado,
  ARQUIVO_NAO_ENCONTRADO,
  type ArquivoPericiadoLista,
} from './arquivos';
export { painelPericiado, type PainelPericiado, type PainelPericia } from './painel';
