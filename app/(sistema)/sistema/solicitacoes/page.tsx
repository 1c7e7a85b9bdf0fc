import type { Metadata } from 'next';
import { SolicitacoesView } from '@/components/lgpd/solicitacoes';
import { ErrorScreen } from '@/components/ui/error-screen';
import { getPageUser } from '@/lib/auth/page';
import { listarSolicitacoes } from '@/lib/data/lgpd';

export const metadata: Metadata = { title: 'Solicitações LGPD' };

export default async function Page() {
  const user = await getPageUser('/sistema/solicitacoes');
  if (user === 'forbidden') return <ErrorScreen status={403} />;
  return <SolicitacoesView itens={await listarSolicitacoes(user)} />;
}
