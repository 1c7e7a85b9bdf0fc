// Créditos: packages bought through Mercado Pago, the lots they become, their use by new cases and admins' changes.
export { criarCheckoutPacote, PACOTE_VALOR_MUDOU } from './comprar-pacote';
export { travarSaldo } from './ledger';
export { avisarPacoteNaoAprovado, creditarPacote, estornarPacote } from './pacote-pago';
export { consumirCredito } from './consumir-credito';
export { ajustarCreditos, aplicarAjuste, MOTIVO_OBRIGATORIO } from './ajustar';
export { lerCreditos, type CreditosApi, type LoteApi, type MovimentoApi } from './ler';
export { enviarReciboPacote, registrarReciboPacote } from './enviar-recibo-pacote';
