import type { Metadata } from 'next';
import { FeriadosView } from '@/components/feriados/feriados-view';
import { ErrorScreen } from '@/components/ui/error-screen';
import { getPageUser } from '@/lib/auth/page';
import { calendarioForense, listSuspensoes } from '@/lib/data/prazos';
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
  const [itens, calendario] = [await listSuspensoes(user), await calendarioForense(user, parsed.data)];
  return <FeriadosView itens={itens} calendario={calendario} />;
}
