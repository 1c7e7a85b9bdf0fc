import { IMPUGNACAO } from '@/content/fases';
import { FasePage } from '@/components/site/fase-page';
import { pageMetadata } from '@/components/site/metadata';

export const metadata = pageMetadata({ title: IMPUGNACAO.metaTitulo, description: IMPUGNACAO.metaDescricao, path: IMPUGNACAO.path });

export default function Impugnacao() {
  return <FasePage pagina={IMPUGNACAO} />;
}
