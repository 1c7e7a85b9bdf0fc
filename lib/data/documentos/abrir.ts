import type { Readable } from 'node:stream';
import { logger } from '@/lib/log';
import { getDb } from '@/lib/db/client';
import { registrarAcessos, type Leitura } from '@/lib/data/registro-acessos';
import { AppError, NotFoundError } from '@/lib/errors';
import { intervaloPedido } from '@/lib/domain/intervalo-bytes';

/** 416: a Range past the end of the file (the answer names the size, as RFC 9110 asks). */
export class RangeNaoSatisfazivelError extends AppError {
  constructor(readonly tamanho: number) {
    super('Intervalo de bytes fora do arquivo.', 416);
    this.headers['Content-Range'] = `bytes */${tamanho}`;
  }
}
import { ObjectNotFoundError, openDecrypted, openDecryptedRange } from '@/lib/storage';
import { acessoDocumento, type Usuario } from './acesso';

/** The decrypted bytes of a file document (or a range of them) with what the response needs; 404 for links and strangers. */
export async function abrirDocumentoArquivo(
  user: Usuario,
  documentoId: number,
  leitura?: Leitura,
  cabecalhoRange?: string | null,
): Promise<{ stream: Readable; mime: string; nome: string; tamanho: number; intervalo: { inicio: number; fim: number } | null }> {
  const db = await getDb();
  const { documento: d } = await acessoDocumento(db, user, 'ver', { documentoId });
  if (!d || d.tipo !== 'arquivo' || !d.storageKey || !d.mime || !d.nomeArquivo || d.tamanho === null) {
    throw new NotFoundError('Este documento não tem arquivo para baixar.');
  }
  const pedido = intervaloPedido(cabecalhoRange ?? null, d.tamanho);
  if (pedido === 'insatisfazivel') throw new RangeNaoSatisfazivelError(d.tamanho);
  const intervalo = pedido;
  // A viewer asks a large PDF in many ranges: the read is logged once, at its first bytes.
  if (leitura && (!intervalo || intervalo.inicio === 0)) await registrarAcessos(db, user, leitura, [{ processoId: d.processoId, objeto: 'arquivo', objetoId: d.id }]);
  try {
    const stream = intervalo ? await openDecryptedRange(d.storageKey, d.tamanho, intervalo.inicio, intervalo.fim) : await openDecrypted(d.storageKey);
    return { stream, mime: d.mime, nome: d.nomeArquivo, tamanho: d.tamanho, intervalo };
  } catch (err) {
    if (err instanceof ObjectNotFoundError) {
      logger.error({ documentoId: d.id }, 'Documento sem objeto no armazenamento');
      throw new NotFoundError('Arquivo não encontrado no armazenamento.');
    }
    throw err;
  }
}
