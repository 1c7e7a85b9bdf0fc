import type { Metadata } from 'next';
import { EmpresaForm } from '@/components/empresa/empresa-form';
import { NfseConfigForm } from '@/components/nfse/nfse-config-form';
import { SugestoesChecklistEmpresa } from '@/components/periciado/sugestoes-empresa';
import { TabelaPrecosForm } from '@/components/precos/tabela-precos-form';
import { getPageUser } from '@/lib/auth/page';
import { lerPrecos } from '@/lib/data/precos';
import { lerEmpresa } from '@/lib/data/empresa';
import { lerConfigNfse } from '@/lib/data/nfse/ler-config';
import { sugestoesChecklist, whatsappLigado } from '@/lib/data/periciado';

export const metadata: Metadata = { title: 'Empresa' };

/** The firm's identity shown on the public site, the periciado's settings (issue 38) and its NFS-e settings (issue 39), its price table (issue 34); admins: canOpenPage '/sistema/empresa'. */
export default async function Page() {
  const user = await getPageUser('/sistema/empresa');
  const [empresa, nfse, sugestoes, precos] = await Promise.all([lerEmpresa(), lerConfigNfse(user), sugestoesChecklist(), lerPrecos()]);
  return (
    <div className="space-y-10">
      <EmpresaForm inicial={empresa} />
      <TabelaPrecosForm inicial={precos} />
      <SugestoesChecklistEmpresa inicial={sugestoes} whatsapp={whatsappLigado()} />
      <NfseConfigForm inicial={nfse} />
    </div>
  );
}
