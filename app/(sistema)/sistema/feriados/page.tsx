import type { Metadata } from 'next';
import { FeriadosView } from '@/components/feriados/feriados-view';
import { buttonClass } from '@/components/ui/button';
import { inputClass } from '@/components/ui/field';
import { ErrorScreen } from '@/components/ui/error-screen';
import { getPageUser } from '@/lib/auth/page';
import { calendarioForense, listarSuspensoes } from '@/lib/data/prazos';
import { todayInBrazil } from '@/lib/domain/dates';
import { calendarioAnoSchema } from '@/lib/validation/prazos';

export const metadata: Metadata = { title: 'Feriados e suspensões' };

/** Admin: the court calendar of a year (?ano=&tribunal=&comarca=) and the closures recorded (issue 34 items 4 and 5). */
export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const user = await getPageUser('/sistema/feriados');
  const raw = await searchParams;
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) || undefined;
  const parsed = calendarioAnoSchema.safeParse({ ano: first(raw.ano) ?? todayInBrazil().slice(0, 4), tribunal: first(raw.tribunal), comarca: first(raw.comarca) });
  if (!parsed.success) return <ErrorScreen status={400} />;
  const [itens, calendario] = [await listarSuspensoes(user), await calendarioForense(user, parsed.data)];
  const { ano, tribunal, comarca } = parsed.data;
  // A filter whose fields belong in the address (like the audit's): GET.
  const filtro = (
    <form method="get" aria-label="Escolher ano, tribunal e comarca" className="flex flex-wrap items-end gap-3">
      <label className="text-sm">
        Ano
        <input name="ano" type="number" min={2000} max={2100} defaultValue={ano} className={inputClass} />
      </label>
      <label className="text-sm">
        Tribunal (J.TR)
        <input name="tribunal" defaultValue={tribunal ?? ''} placeholder="8.26" maxLength={4} inputMode="decimal" className={inputClass} />
      </label>
      <label className="text-sm">
        Comarca
        <input name="comarca" defaultValue={comarca ?? ''} placeholder="São Paulo/SP" maxLength={120} className={inputClass} />
      </label>
      <button type="submit" className={buttonClass('secondary', 'md')}>
        Ver calendário
      </button>
    </form>
  );
  return <FeriadosView itens={itens} calendario={calendario} filtro={filtro} />;
}
