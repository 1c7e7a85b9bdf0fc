import type { Metadata } from 'next';
import { Suspense } from 'react';
import { TrabalhoDashboard } from '@/components/trabalho/trabalho-dashboard';
import { getPageUser } from '@/lib/auth/page';
import { peritosParaFiltro } from '@/lib/data/trabalho';

export const metadata: Metadata = { title: 'Dashboard de Processos Periciais' };

/** SPEC §2.17: the expert dashboard (admin and medico). The list itself is loaded through call 8. */
export default async function Page() {
  const user = await getPageUser('/sistema/trabalho');
  const peritos = await peritosParaFiltro(user);
  return (
    <Suspense fallback={<p>Carregando...</p>}>
      <TrabalhoDashboard user={{ id: user.id, role: user.role as 'admin' | 'medico' }} peritos={peritos} />
    </Suspense>
  );
}
