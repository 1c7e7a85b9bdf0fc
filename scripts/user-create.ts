/**
 * `npm run user:create -- --role admin|medico|advogado --email E --nome N`
 * Creates an account (no usable password) and prints a one-time link, valid 72 hours, where its owner sets
 * the password. Uses DATABASE_URL when set, else the embedded PGlite in $DATA_DIR. Exit code 1 on any error.
 */
import { parseArgs } from 'node:util';
import { closeDb } from '@/lib/db/client';
import { parseWith } from '@/lib/api/handler';
import { AppError } from '@/lib/errors';
import { criarContaComLinkDeSenha } from '@/lib/data/operators';
import { accountCreateSchema } from '@/lib/validation/users';
import { roleLabel } from '@/lib/domain/roles';

const USAGE = 'Uso: npm run user:create -- --role admin|medico|advogado --email E --nome "Nome Completo"';

async function main(): Promise<number> {
  let values: Record<string, string | undefined>;
  try {
    ({ values } = parseArgs({
      args: process.argv.slice(2),
      options: { role: { type: 'string' }, email: { type: 'string' }, nome: { type: 'string' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (err) {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n${USAGE}\n`);
    return 1;
  }
  try {
    const input = parseWith(accountCreateSchema, values);
    const account = await criarContaComLinkDeSenha(input);
    const validade = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Sao_Paulo' }).format(
      account.expiresAt,
    );
    process.stdout.write(
      [
        `Usuário criado: ${account.nome} <${account.email}> — ${roleLabel(account.role)} (id ${account.id}).`,
        `Envie este link à pessoa para que ela defina a senha (uso único, válido até ${validade}, 72 horas):`,
        '',
        `  ${account.link}`,
        '',
      ].join('\n'),
    );
    return 0;
  } catch (err) {
    if (err instanceof AppError) {
      const lines = err.errors ? Object.entries(err.errors).map(([k, v]) => `--${k}: ${v}`) : [err.message];
      process.stderr.write([...lines, USAGE].join('\n') + '\n');
      return 1;
    }
    process.stderr.write(`Falha ao criar o usuário: ${err instanceof Error ? err.message : String(err)}\n`);
    return 1;
  } finally {
    await closeDb().catch(() => {});
  }
}

main().then((code) => process.exit(code));
