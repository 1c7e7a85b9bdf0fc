import type { Metadata } from 'next';
import { IncidentesView } from '@/components/lgpd/incidentes';
import { getPageUser } from '@/lib/auth/page';
import { listarIncidentes } from '@/lib/data/incidentes';

export const metadata: Metadata = { title: 'Incidentes de segurança' };

export default async function Page() {
  const user = await getPageUser('/sistema/incidentes');
  return <IncidentesView itens={await listarIncidentes(user)} />;
}
