import type { Metadata } from 'next';
import { ModelosQuesitosView } from '@/components/pareceres/modelos-view';
import { getPageUser } from '@/lib/auth/page';
import { listarModelos } from '@/lib/data/quesitos-modelos';

export const metadata: Metadata = { title: 'Modelos de quesitos' };

/** The quesitos library (issue 37): admins and médicos add, edit and retire models. */
export default async function Page() {
  const user = await getPageUser('/sistema/quesitos-modelos');
  return <ModelosQuesitosView modelos={await listarModelos(user, {})} />;
}
