import type { DbOrTx } from '@/lib/db/client';
import type { AvisoEmail } from '@/lib/db/schema';
import type { Mail } from '@/lib/mail';

/** The person an outbox row is for, as of the send. */
export type Pessoa = { nome: string; email: string; ativo: boolean; settings: { emailNotifications?: boolean } | null };

/** What a message builder gets: the database, the row (ids only) and its person. */
export type Contexto = { db: DbOrTx; aviso: Pick<AvisoEmail, 'tipo' | 'chave' | 'processoId' | 'userId' | 'refs' | 'endereco' | 'createdAt'>; pessoa: Pessoa };

/**
 * One kind's message, rebuilt from the row's ids when it is sent (the current name, address and facts); null when
 * there is nothing to send any more (the person deactivated, the case or the fact gone).
 */
export type MontarMensagem = (c: Contexto) => Promise<Mail | null>;
