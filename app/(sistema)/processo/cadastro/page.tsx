import type { Metadata } from 'next';
import { CadastroWizard } from '@/components/processo/cadastro-wizard';
import { getPageUser } from '@/lib/auth/page';
import { lerCreditos } from '@/lib/data/creditos';
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

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const user = await getPageUser('/processo/cadastro');
  // The caller's lots of créditos: the wizard says when one will pay for the case instead of the checkout.
  const { lotes } = await lerCreditos(user, user.id);
  return <CadastroWizard hoje={todayInBrazil()} inicial={prefill(await searchParams)} lotes={lotes} />;
}
