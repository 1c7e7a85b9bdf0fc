import { metadataDoRetorno, PagamentoRetorno } from '@/components/site/pagamento-retorno';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// Rendered per request: it shows what was recorded for the reference of the signed-in person (DESIGN §10).
export const dynamic = 'force-dynamic';

export async function generateMetadata({ searchParams }: Props) {
  return metadataDoRetorno(await searchParams, '/pagamento/falha');
}

export default async function Page({ searchParams }: Props) {
  return <PagamentoRetorno busca={await searchParams} path="/pagamento/falha" />;
}
