import type { Metadata } from 'next';
import { FasesView } from '@/components/sistema/fases-view';
import { FASES_PROCESSO } from '@/content/manual';
import { getPageUser } from '@/lib/auth/page';
import { canCreateProcesso } from '@/lib/domain/access';
import { casosParaDocumento } from '@/lib/data/documentos';

export const metadata: Metadata = { title: 'Fases do Processo' };

export default async function Page() {
  const user = await getPageUser('/sistema/fases');
  const casos = await casosParaDocumento(user);
  return <FasesView fases={FASES_PROCESSO} casos={casos} podeCadastrar={canCreateProcesso(user)} />;
}
