import type { Metadata } from 'next';
import Link from 'next/link';
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
      <div>
        <Link href="/sistema/configuracoes" className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300">
          ← Configurações
        </Link>
        <h1 id="titulo-pagina" className="mt-2 text-2xl font-semibold">
          Perfil profissional
        </h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {user.role === 'medico'
            ? 'O registro no CRM e o certificado digital A1 com que você assina os pareceres e as demais entregas.'
            : 'O seu número de inscrição na OAB.'}
        </p>
      </div>
      <RegistroProfissionalView role={user.role} registro={registro} />
    </section>
  );
}
