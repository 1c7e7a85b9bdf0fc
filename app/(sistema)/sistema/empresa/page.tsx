import type { Metadata } from 'next';
import { EmpresaForm } from '@/components/empresa/empresa-form';
import { ErrorScreen } from '@/components/ui/error-screen';
import { getPageUser } from '@/lib/auth/page';
import { getEmpresa } from '@/lib/data/empresa';

export const metadata: Metadata = { title: 'Empresa' };

/** The firm's identity shown on the public site (admins: canOpenPage '/sistema/empresa'). */
export default async function Page() {
  const user = await getPageUser('/sistema/empresa');
  if (user === 'forbidden') return <ErrorScreen status={403} />;
  return <EmpresaForm inicial={await getEmpresa()} />;
}
