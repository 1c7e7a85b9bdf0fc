import type { Readable } from 'node:stream';
import { getDb } from '@/lib/db/client';
import { registrarAcessos, type Leitura } from '@/lib/data/registro-acessos';
import type { Actor } from '@/lib/domain/access';
import { ConflictError } from '@/lib/errors';
import { openDecrypted } from '@/lib/storage';
import { arquivoDoCaso, semObjetoAusente } from './comum';

export const MSG_AINDA_NAO_ACEITO = 'Este arquivo ainda não foi aceito. Aceite-o para ver o conteúdo.';

/** GET /api/periciado/arquivos/{id}: the decrypted bytes, only once accepted (409 before); each read is logged (LGPD). */
export async function abrirArquivoPericiado(user: Actor, arquivoId: number, leitura?: Leitura): Promise<{ stream: Readable; mime: string; nome: string; tamanho: number }> {
  const { a } = await arquivoDoCaso(user, arquivoId);
  if (!a.aceitoEm) throw new ConflictError(MSG_AINDA_NAO_ACEITO);
  if (leitura) await registrarAcessos(await getDb(), user, leitura, [{ processoId: a.processoId, objeto: 'arquivo' }]);
  return { stream: await semObjetoAusente(a.id, () => openDecrypted(a.storageKey)), mime: a.mime, nome: a.nome, tamanho: a.tamanho };
}
