import type { Metadata } from 'next';
import { FeriadosView } from '@/components/feriados/feriados-view';
import { getPageUser } from '@/lib/auth/page';
import { listSuspensoes } from '@/lib/data/prazos';

export const metadata: Metadata = { title: 'Feriados e suspensões' };

export default async function Page() {
  const user = await getPageUser('/sistema/feriados');
  return <FeriadosView itens={await listSuspensoes(user)} />;
}
