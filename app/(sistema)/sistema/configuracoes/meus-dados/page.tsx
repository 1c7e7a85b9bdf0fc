import type { Metadata } from 'next';
import Link from 'next/link';
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
      <div>
        <Link href="/sistema/configuracoes" className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300">
          ← Configurações
        </Link>
        <h1 id="titulo-pagina" className="mt-2 text-2xl font-semibold">
          Meus dados
        </h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Seus direitos como titular de dados pessoais (LGPD, art. 18): corrigir seus dados, receber uma cópia deles e fazer solicitações, que
          respondemos em até 15 dias.
        </p>
      </div>
      <RegistroProfissionalView role={user.role} registro={registro} />
      <MeusDadosView dados={dados} solicitacoes={solicitacoes} />
    </section>
  );
}
