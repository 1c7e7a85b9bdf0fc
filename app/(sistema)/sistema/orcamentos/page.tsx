import type { Metadata } from 'next';
import { OrcamentoForm } from '@/components/sistema/orcamento-form';
import { getPageUser } from '@/lib/auth/page';
import { lerCreditos } from '@/lib/data/creditos';
import { pagamentoOffline } from '@/lib/data/pagamentos';
import { todayInBrazil } from '@/lib/domain/dates';

export const metadata: Metadata = { title: 'Orçamentos e Contratações' };

export default async function Page() {
  const user = await getPageUser('/sistema/orcamentos');
  const [creditos, offline] = await Promise.all([lerCreditos(user, user.id), pagamentoOffline()]);
  return <OrcamentoForm nomeAdvogado={user.role === 'advogado' ? user.nome : ''} hoje={todayInBrazil()} creditos={creditos} offline={offline} />;
}
