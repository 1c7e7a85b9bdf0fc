import type { SessionUser } from '@/lib/data/auth/session-users';
import { criarQuesitosNoCaso, type QuesitoCriado } from '@/lib/data/quesitos';
import { lerModelo } from './listar';

/**
 * Fills a case's quesitos from a model in one step (issue 37 item 1): call 3's rules through its use case
 * (whoever may add quesitos to the case; 404, 409 as call 3), one quesito per line of the model, each editable
 * afterwards like any other. The model's title goes in each quesito's `categoria`.
 */
export async function aplicarModelo(user: SessionUser, processoId: number, modeloId: number): Promise<QuesitoCriado[]> {
  const modelo = await lerModelo(user, modeloId);
  return criarQuesitosNoCaso(
    user,
    processoId,
    modelo.quesitos.map((description) => ({ description, categoria: modelo.titulo.slice(0, 100), name: null, prioridade: null })),
    { evento: `Quesitos adicionados do modelo "${modelo.titulo}"`, mensagem: 'Novos quesitos adicionados' },
  );
}
