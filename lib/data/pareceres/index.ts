/** Pareceres estruturados (issue 37 items 3 and 4): the quadro pericial, the court laudo and the impugnação. */
export { lerQuadro, salvarQuadro, QUADRO_NAO_REGISTRADO, MSG_QUADRO_PROIBIDO, type QuadroResposta } from './quadro';
export { lerLaudo, salvarLaudo, LAUDO_NAO_REGISTRADO, MSG_LAUDO_PROIBIDO, type LaudoResposta } from './laudo';
export { gerarImpugnacao } from './impugnacao';
