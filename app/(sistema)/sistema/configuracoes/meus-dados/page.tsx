import type { Metadata } from 'next';
import { CabecalhoConfiguracoes } from '@/components/sistema/cabecalho-configuracoes';
import { MeusDadosView } from '@/components/lgpd/meus-dados';
import { getPageUser } from '@/lib/auth/page';
import { lerMeusDados, minhasSolicitacoes } from '@/lib/data/lgpd';
import { lerRegistroProfissional } from '@/lib/data/users';
import { RegistroProfissionalView } from '@/components/lgpd/registro-profissional';

export const metadata: Metadata = { title: 'Meus dados' };

/** LGPD art. 18 in the product: correct one's profile, export one's data, file requests and follow their answers. */
export default async function Page() {
  const user = await getPageUser('/sistema/configuracoes/meus-dados');
  const [dados, solicitacoes, registro] = await Promise.all([lerMeusDados(user), minhasSolicitacoes(user), lerRegistroProfissional(user.id)]);
  return (
    <section aria-labelledby="titulo-pagina" className="mx-auto max-w-3xl space-y-6">
      <CabecalhoConfiguracoes titulo="Meus dados">
        Seus direitos como titular de dados pessoais (LGPD, art. 18): corrigir seus dados, receber uma cópia deles e fazer solicitações, que
        respondemos em até 15 dias.
      </CabecalhoConfiguracoes>
      <RegistroProfissionalView role={user.role} registro={registro} />
      <MeusDadosView dados={dados} solicitacoes={solicitacoes} />
    </section>
  );
}
