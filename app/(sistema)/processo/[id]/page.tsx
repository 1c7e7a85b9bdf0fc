import type { Metadata } from 'next';
import { EmConstrucao } from '@/components/sistema/em-construcao';
import { getPageUser } from '@/lib/auth/page';

export const metadata: Metadata = { title: 'Detalhes do Processo' };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await getPageUser(undefined, `/processo/${id}`);
  return <EmConstrucao titulo="Detalhes do Processo" descricao="Os detalhes, quesitos, documentos e a cronologia do processo serão exibidos aqui." />;
}
