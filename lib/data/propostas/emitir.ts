import { getDb, type DbOrTx } from '@/lib/db/client';
import { propostas } from '@/lib/db/schema';
import { isUniqueViolationOf } from '@/lib/db/pg-errors';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { enforce } from '@/lib/data/politica';
import { lerEmpresa } from '@/lib/data/empresa';
import { canEmitirProposta } from '@/lib/domain/access';
import { todayInBrazil } from '@/lib/domain/dates';
import { formatCnpjDigits, nomeExibicao } from '@/lib/domain/empresa';
import { buildPropostaQuery, parseProposta, precosDaProposta, precosParaEmitir } from '@/lib/domain/proposta';
import { tabelaVigente } from '@/lib/data/precos/vigente';
import { gerarCodigoProposta, validadeProposta } from '@/lib/domain/proposta-codigo';
import type { GeradorOutput } from '@/lib/validation/proposta';
import type { TabelaPrecos } from '@/lib/domain/pricing/tabela';
import { toView, type PropostaView } from './tipos';

export const MSG_EMITIR_SO_ADMIN = 'Somente administradores emitem propostas com código de verificação.';

/**
 * `POST /api/propostas` (admins): the generator's fields become a proposal with a verification code. The values
 * are read by the same rules as /modelo's query (defaults, price table, anticipation clamp), so the issued
 * proposal says what the simulation said. The firm's name and CNPJ are copied as they are today. The phases are priced
 * by the justice type given, else the one a valid CNJ number names, else the general prices; each phase's price and
 * that justice type are stored with the proposal (issue 34 item 5).
 */
export async function emitirProposta(
  actor: SessionUser,
  /** The generator's values, or the route's parser given the table in force (read after the role check). */
  entrada: GeradorOutput | ((tabela: TabelaPrecos) => Promise<GeradorOutput>),
  opts: { now?: Date; db?: DbOrTx; codigo?: () => string } = {},
): Promise<PropostaView> {
  enforce(canEmitirProposta(actor), MSG_EMITIR_SO_ADMIN);
  // Blank amounts take the table in force (issue 34 item 5).
  const { tabela } = await tabelaVigente();
  const input = typeof entrada === 'function' ? await entrada(tabela) : entrada;
  const p = parseProposta(new URLSearchParams(buildPropostaQuery(input, tabela)), tabela);
  const precosFases = precosParaEmitir(precosDaProposta(p, tabela));
  const empresa = await lerEmpresa();
  const hoje = todayInBrazil(opts.now);
  const db = opts.db ?? (await getDb());
  const novoCodigo = opts.codigo ?? (() => gerarCodigoProposta());
  // 50 random bits: a clash is next to impossible, but a clash must never fail the admin's request.
  for (let tentativa = 0; ; tentativa++) {
    try {
      const [row] = await db
        .insert(propostas)
        .values({
          codigo: novoCodigo(),
          empresa: empresa.razaoSocial || nomeExibicao(empresa),
          cnpj: formatCnpjDigits(empresa.cnpj),
          nomeAdvogado: p.nomeAdvogado,
          nomeCliente: p.nomeCliente,
          numeroProcesso: p.numeroProcesso,
          parteContraria: p.parteContraria,
          fases: p.fases,
          antecipacao: p.antecipacao,
          valorVista: p.valorVista,
          valorParcelado: p.valorParcelado,
          precosFases,
          emitidaEm: hoje,
          validaAte: validadeProposta(hoje),
          emitidaPor: actor.id,
        })
        .returning();
      return toView(row, hoje);
    } catch (err) {
      if (tentativa < 3 && isUniqueViolationOf(err, 'propostas_codigo_unique')) continue;
      throw err;
    }
  }
}
