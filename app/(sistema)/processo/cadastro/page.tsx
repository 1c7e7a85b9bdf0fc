import type { Metadata } from 'next';
import { CadastroWizard } from '@/components/processo/cadastro-wizard';
import { getPageUser } from '@/lib/auth/page';
import { lerCreditos } from '@/lib/data/creditos';
import { tabelaVigente } from '@/lib/data/precos';
import { prefillDaPublicacao, type PrefillCadastro } from '@/lib/data/tribunais';
import { NotFoundError } from '@/lib/errors';
import { todayInBrazil } from '@/lib/domain/dates';
import { tipoJusticaOf, type TipoJustica } from '@/lib/domain/labels';

export const metadata: Metadata = { title: 'Cadastro de Processo' };

/** Prefill from the Orçamentos screen: `?tipoJustica=<code or SPEC label>&fases=1,2,3`; invalid values are ignored. */
function prefill(sp: Record<string, string | string[] | undefined>): { tipoJustica: TipoJustica | ''; fases: number[] } {
  const tipo = tipoJusticaOf(sp.tipoJustica) ?? '';
  const raw = typeof sp.fases === 'string' ? sp.fases.split(',') : [];
  let fases = [...new Set(raw.map((f) => Number(f.trim())).filter((n) => Number.isInteger(n) && n >= 1 && n <= 4))].sort((a, b) => a - b);
  if (fases.includes(2) && !fases.includes(1)) fases = fases.filter((f) => f !== 2);
  return { tipoJustica: tipo, fases };
}

/**
 * `?publicacao=<id>` ('Cadastrar' on a DJEN communication without a registered case): number, vara, parties and
 * tipo de justiça from it. Someone else's, an unknown or a used one pre-fills nothing.
 */
async function daPublicacao(user: Parameters<typeof prefillDaPublicacao>[0], raw: string | string[] | undefined): Promise<PrefillCadastro | null> {
  const id = typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  if (id === null || (user.role !== 'advogado' && user.role !== 'admin')) return null;
  try {
    return await prefillDaPublicacao(user, id);
  } catch (err) {
    if (err instanceof NotFoundError) return null;
    throw err;
  }
}

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const user = await getPageUser('/processo/cadastro');
  const sp = await searchParams;
  // The caller's lots of créditos: the wizard says when one will pay for the case instead of the checkout.
  const [{ lotes }, { tabela }] = await Promise.all([lerCreditos(user, user.id), tabelaVigente()]);
  const inicial = prefill(sp);
  const pub = await daPublicacao(user, sp.publicacao);
  if (pub) {
    const { tipoJustica, ...dados } = pub;
    return <CadastroWizard hoje={todayInBrazil()} inicial={{ ...inicial, tipoJustica: tipoJustica || inicial.tipoJustica, dados }} lotes={lotes} tabela={tabela} />;
  }
  return <CadastroWizard hoje={todayInBrazil()} inicial={inicial} lotes={lotes} tabela={tabela} />;
}
