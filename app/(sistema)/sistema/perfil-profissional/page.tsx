import type { Metadata } from 'next';
import { CabecalhoConfiguracoes } from '@/components/sistema/cabecalho-configuracoes';
import { RegistroProfissionalView } from '@/components/lgpd/registro-profissional';
import { getPageUser } from '@/lib/auth/page';
import { lerRegistroProfissional } from '@/lib/data/users';

export const metadata: Metadata = { title: 'Perfil profissional' };

/**
 * Issue 34 item 7: the perito's CRM, especialidade, RQE and A1 certificate (the advogado's OAB) on a page of their
 * own, in the perito's menu; 'Meus dados (LGPD)' keeps showing them too.
 */
export default async function Page() {
  const user = await getPageUser('/sistema/perfil-profissional');
  const registro = await lerRegistroProfissional(user.id);
  return (
    <section aria-labelledby="titulo-pagina" className="mx-auto max-w-3xl space-y-6">
      <CabecalhoConfiguracoes titulo="Perfil profissional">
        {user.role === 'medico'
          ? 'O registro no CRM e o certificado digital A1 com que você assina os pareceres e as demais entregas.'
          : 'O seu número de inscrição na OAB.'}
      </CabecalhoConfiguracoes>
      <RegistroProfissionalView role={user.role} registro={registro} />
    </section>
  );
}
