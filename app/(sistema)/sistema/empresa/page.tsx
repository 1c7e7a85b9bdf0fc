import type { Metadata } from 'next';
import { EmpresaForm } from '@/components/empresa/empresa-form';
import { NfseConfigForm } from '@/components/nfse/nfse-config-form';
import { getPageUser } from '@/lib/auth/page';
import { getEmpresa } from '@/lib/data/empresa';
import { lerConfigNfse } from '@/lib/data/nfse/ler-config';

export const metadata: Metadata = { title: 'Empresa' };

/** The firm's identity shown on the public site and its NFS-e settings (admins: canOpenPage '/sistema/empresa'). */
export default async function Page() {
  const user = await getPageUser('/sistema/empresa');
  const [empresa, nfse] = await Promise.all([getEmpresa(), lerConfigNfse(user)]);
  return (
    <div className="space-y-10">
      <EmpresaForm inicial={empresa} />
      <NfseConfigForm inicial={nfse} />
    </div>
  );
}
