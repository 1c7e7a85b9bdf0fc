import { notFound } from 'next/navigation';
import { FASES_POR_NUMERO } from '@/content/fases';
import { FasePage } from '@/components/site/fase-page';
import { pageMetadata } from '@/components/site/metadata';

// Only /fase/1..3 exist (prerendered); /fase/4 has its own redirect page; anything else is a 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return Object.keys(FASES_POR_NUMERO).map((n) => ({ n }));
}

export async function generateMetadata({ params }: { params: Promise<{ n: string }> }) {
  const pagina = FASES_POR_NUMERO[(await params).n];
  if (!pagina) return {};
  return pageMetadata({ title: pagina.metaTitulo, description: pagina.metaDescricao, path: pagina.path });
}

export default async function FaseRoute({ params }: { params: Promise<{ n: string }> }) {
  const pagina = FASES_POR_NUMERO[(await params).n];
  if (!pagina) notFound();
  return <FasePage pagina={pagina} />;
}
