import type { AvisoEmailTipo } from '@/lib/db/schema';
import type { MontarMensagem } from './contexto';
import { confirmacaoCadastro } from './confirmacao-cadastro';
import { entregaAposPrazo } from './entrega-apos-prazo';
import { entregaPublicada } from './entrega-publicada';
import { nfseEmitida } from './nfse-emitida';
import { pagamentoDuplicado } from './pagamento-duplicado';
import { reciboPacote } from './recibo-pacote';
import { reciboPagamento } from './recibo-pagamento';
import { respostaLgpd } from './resposta-lgpd';
import { segurancaBloqueio } from './seguranca-bloqueio';
import { segurancaEmail } from './seguranca-email';
import { segurancaMfa } from './seguranca-mfa';
import { segurancaSenha } from './seguranca-senha';
import { tribunaisNovidades } from './tribunais-novidades';
import { webhookPausado } from './webhook-pausado';

/**
 * Every kind of e-mail that goes through the outbox (issue 33 item 2), each with the builder of its message.
 * To add a kind: its code in AVISO_EMAIL_TIPOS (lib/db/schema.ts, plus the check constraint in a migration), one
 * builder file here (ids in, `Mail | null` out: null = nothing to send any more), and one line below. lib/data writes
 * the row with registrarAvisoEmail in the transaction of the change and calls enviarAvisosAgora after the commit;
 * the queue `avisos-email` (lib/jobs/registro.ts) retries. The wording stays in lib/mail/templates.
 */
export const TIPOS_AVISO: Record<AvisoEmailTipo, MontarMensagem> = {
  entrega_apos_prazo: entregaAposPrazo,
  tribunais_novidades: tribunaisNovidades,
  recibo_pagamento: reciboPagamento,
  recibo_pacote: reciboPacote,
  entrega_publicada: entregaPublicada,
  pagamento_duplicado: pagamentoDuplicado,
  resposta_lgpd: respostaLgpd,
  seguranca_bloqueio: segurancaBloqueio,
  seguranca_mfa: segurancaMfa,
  seguranca_senha: segurancaSenha,
  seguranca_email: segurancaEmail,
  nfse_emitida: nfseEmitida,
  confirmacao_cadastro: confirmacaoCadastro,
  webhook_pausado: webhookPausado,
};
