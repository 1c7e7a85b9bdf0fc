/** The firm's price table (issue 34 item 5), one use case per file (DESIGN §11). */
export { tabelaVigente, tabelaDaVersao } from './vigente';
export { lerPrecos, tabelaParaPaginas } from './ler';
export { salvarPrecos, MSG_PRECOS_CONCORRENTES } from './salvar';
