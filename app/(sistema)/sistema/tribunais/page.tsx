import type { Metadata } from 'next';
import { TribunaisAdminView } from '@/components/tribunais/admin-view';
import { getPageUser } from '@/lib/auth/page';
import { datajudLigado } from '@/lib/tribunais/datajud';
import { ultimasSincronizacoes } from '@/lib/data/tribunais';
import { env } from '@/lib/env';

export const metadata: Metadata = { title: 'Tribunais (CNJ)' };

export default async function Page() {
  const user = await getPageUser('/sistema/tribunais');
  return (
    <TribunaisAdminView
      execucoes={await ultimasSincronizacoes(user)}
      config={{ datajudLigado: datajudLigado(), datajudUrl: env().DATAJUD_URL, djenUrl: env().DJEN_URL, horario: env().TRIBUNAIS_HORARIO }}
    />
  );
}
