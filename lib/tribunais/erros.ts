import { AppError } from '@/lib/errors';

/** A court service (DataJud, DJEN) failed, was slow, refused our key or is turned off: 503 with the reason. */
export class TribunalIndisponivelError extends AppError {
  constructor(
    message: string,
    /** For logs and sync runs: 'timeout', 'http_500', 'chave_recusada', 'rede', 'resposta_invalida', 'desligado', 'limite'. */
    readonly causa: string,
  ) {
    super(message, 503);
  }
}

export const MSG_DATAJUD_INDISPONIVEL = 'O DataJud (CNJ) não respondeu agora. Tente novamente em alguns minutos; você pode preencher os dados à mão.';
export const MSG_DATAJUD_LENTO = 'O DataJud (CNJ) demorou mais de 8 segundos para responder. Tente novamente em alguns minutos; você pode preencher os dados à mão.';
export const MSG_DATAJUD_CHAVE = 'O DataJud (CNJ) recusou a chave de acesso configurada (DATAJUD_API_KEY). Avise o administrador; você pode preencher os dados à mão.';
export const MSG_DATAJUD_DESLIGADO = 'A consulta ao DataJud (CNJ) está desligada nesta instalação (DATAJUD_API_KEY vazia). Preencha os dados à mão.';
export const MSG_DJEN_INDISPONIVEL = 'O DJEN (CNJ) não respondeu agora. A próxima sincronização tenta de novo.';
