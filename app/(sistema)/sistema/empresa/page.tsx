import type { Metadata } from 'next';
import { EmpresaForm } from '@/components/empresa/empresa-form';
import { SugestoesChecklistEmpresa } from '@/components/periciado/sugestoes-empresa';
import { getPageUser } from '@/lib/auth/page';
import { getEmpresa } from '@/lib/data/empresa';
import { sugestoesChecklist, whatsappLigado } from '@/lib/data/periciado';

export const metadata: Metadata = { title: 'Empresa' };

/** The firm's identity shown on the public site (admins: canOpenPage '/sistema/empresa'), and the periciado's settings (issue 38). */
export default async function Page() {
  await getPageUser('/sistema/empresa');
  return (
    <>
      <EmpresaForm inicial={await getEmpresa()} />
      <SugestoesChecklistEmpresa inicial={await sugestoesChecklist()} whatsapp={whatsappLigado()} />
    </>
  );
}
