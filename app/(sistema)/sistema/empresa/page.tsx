import type { Metadata } from 'next';
import { EmpresaForm } from '@/components/empresa/empresa-form';
import { getPageUser } from '@/lib/auth/page';
import { getEmpresa } from '@/lib/data/empresa';

export const metadata: Metadata = { title: 'Empresa' };

/** The firm's identity shown on the public site (admins: canOpenPage '/sistema/empresa'). */
export default async function Page() {
  await getPageUser('/sistema/empresa');
  return <EmpresaForm inicial={await getEmpresa()} />;
}
