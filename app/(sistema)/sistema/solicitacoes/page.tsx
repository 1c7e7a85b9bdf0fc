import type { Metadata } from 'next';
import { SolicitacoesView } from '@/components/lgpd/solicitacoes';
import { getPageUser } from '@/lib/auth/page';
import { listarSolicitacoes } from '@/lib/data/lgpd';

export const metadata: Metadata = { title: 'Solicitações LGPD' };

export default async function Page() {
  const user = await getPageUser('/sistema/solicitacoes');
  return <SolicitacoesView itens={await listarSolicitacoes(user)} />;
}
