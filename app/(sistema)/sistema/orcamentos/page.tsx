import type { Metadata } from 'next';
import { MinhasNotas } from '@/components/nfse/minhas-notas';
import { OrcamentoForm } from '@/components/sistema/orcamento-form';
import { getPageUser } from '@/lib/auth/page';
import { lerCreditos } from '@/lib/data/creditos';
import { listarNotasFiscais } from '@/lib/data/nfse/listar';
import { pagamentoOffline } from '@/lib/data/pagamentos';
import { tabelaVigente } from '@/lib/data/precos';
import { todayInBrazil } from '@/lib/domain/dates';

export const metadata: Metadata = { title: 'Orçamentos e Contratações' };

export default async function Page() {
  const user = await getPageUser('/sistema/orcamentos');
  const [creditos, offline, { tabela }, notas] = await Promise.all([
    lerCreditos(user, user.id),
    pagamentoOffline(),
    tabelaVigente(),
    user.role === 'advogado' ? listarNotasFiscais(user).then((r) => r.notas) : Promise.resolve([]),
  ]);
  return (
    <>
      <OrcamentoForm nomeAdvogado={user.role === 'advogado' ? user.nome : ''} hoje={todayInBrazil()} creditos={creditos} offline={offline} tabela={tabela} />
      <MinhasNotas notas={notas} />
    </>
  );
}
