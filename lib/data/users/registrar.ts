import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { confirmacoesCadastro, users } from '@/lib/db/schema';
import { enviarAvisoAgora, registrarAvisoEmail } from '@/lib/data/avisos-email';
import { chaveConfirmacao } from '@/lib/domain/confirmacao-cadastro';
import { assertNotCommonPassword, hashPassword } from '@/lib/security/passwords';
import { registrarConsentimento } from '@/lib/data/lgpd';
import { hitRateLimit } from '@/lib/data/requisicoes';
import { EMAIL_TAKEN } from '@/lib/domain/accounts';
import { ConflictError } from '@/lib/errors';
import type { RegisterInput } from '@/lib/validation/users';
import { publicColumns } from './public-user';

export const REGISTER_LIMIT = 10;
export const REGISTER_WINDOW_MS = 60 * 60 * 1000;
/** Per target e-mail (an address being probed or squatted from many addresses). */
export const REGISTER_PER_EMAIL = 3;

/**
 * Call 9: a new person signs up. Always role 'advogado' and 0 créditos; e-mail unique (409); limited
 * per address and per e-mail so the endpoint cannot be used to mass-create accounts or probe one address.
 * The account and its consent (LGPD art. 8) are one transaction: no account exists without its acceptance.
 */
export async function cadastrarUsuario(input: RegisterInput, ip: string) {
  await hitRateLimit(`registro:${ip}`, REGISTER_LIMIT, REGISTER_WINDOW_MS);
  assertNotCommonPassword(input.senha, 'senha');
  await hitRateLimit(`registro-email:${input.email}`, REGISTER_PER_EMAIL, REGISTER_WINDOW_MS);
  const db = await getDb();
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email)).limit(1);
  if (existing) throw new ConflictError(EMAIL_TAKEN);
  const passwordHash = await hashPassword(input.senha);
  const criado = await db.transaction(async (tx) => {
    const rows = await tx
      .insert(users)
      .values({
        nome: input.nome,
        email: input.email,
        passwordHash,
        role: 'advogado',
        creditos: 0,
        ativo: true,
        escritorio: input.escritorio,
        endereco: input.endereco,
        cpf: input.cpf,
        telefone: input.telefone,
        oabNumero: input.oabNumero,
        oabUf: input.oabUf,
      })
      // Two sign-ups with the same e-mail at once: the unique index decides, the loser gets 409.
      .onConflictDoNothing({ target: users.email })
      .returning({ ...publicColumns, sessionVersion: users.sessionVersion });
    if (rows.length === 0) throw new ConflictError(EMAIL_TAKEN);
    // LGPD art. 8: acceptance of the current terms and privacy policy, with their versions and the time.
    await registrarConsentimento(tx, rows[0].id);
    // Issue 34 item 7: the e-mail is confirmed through a link sent through the outbox; nothing waits on it.
    await tx.insert(confirmacoesCadastro).values({ userId: rows[0].id, envios: 1 });
    await registrarAvisoEmail(tx, { tipo: 'confirmacao_cadastro', chave: chaveConfirmacao(rows[0].id, 1), userIds: [rows[0].id] });
    return rows[0];
  });
  await enviarAvisoAgora('confirmacao_cadastro', chaveConfirmacao(criado.id, 1));
  return criado;
}
