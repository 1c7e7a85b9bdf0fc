import type { Metadata } from 'next';
import Link from 'next/link';
import { abaDe } from '@/components/processo/abas';
import { ProcessoDetalheView } from '@/components/processo/detalhe';
import { Alert } from '@/components/ui/alert';
import { ErrorScreen } from '@/components/ui/error-screen';
import { getPageUser } from '@/lib/auth/page';
import { getProcesso, listPeritos, PROCESSO_NAO_ENCONTRADO, type ProcessoDetalhe } from '@/lib/data/processos';
import { AppError } from '@/lib/errors';
import { canEditProcesso } from '@/lib/data/access';
import { listarPagamentosDoProcesso } from '@/lib/data/pagamentos';
import { idParam } from '@/lib/validation/processo';

export const metadata: Metadata = { title: 'Detalhes do Processo' };

export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { id } = await params;
  const user = await getPageUser(undefined, `/processo/${id}`);
  if (user === 'forbidden') return <ErrorScreen status={403} />;
  const { tab } = await searchParams;
  const aba = abaDe(tab);

  let processo: ProcessoDetalhe | null = null;
  let erro: string = PROCESSO_NAO_ENCONTRADO;
  const parsed = idParam.safeParse(id);
  if (parsed.success) {
    try {
      processo = await getProcesso(user, parsed.data);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      erro = err.message;
    }
  }
  if (!processo) {
    return (
      <section className="mx-auto max-w-3xl space-y-4">
        <h1 className="text-2xl font-semibold">Detalhes do Processo</h1>
        <Alert tone="error">Erro: {erro}</Alert>
        <Link href="/processos" className="font-medium text-brand-700 hover:underline dark:text-brand-300">
          Voltar para a lista de processos
        </Link>
      </section>
    );
  }
  const peritos = user.role === 'admin' ? await listPeritos(user) : [];
  const pagamentos = canEditProcesso(user, { ownerId: processo.owner_id }) ? await listarPagamentosDoProcesso(user, processo.id) : [];
  return (
    <ProcessoDetalheView
      processo={processo}
      user={{ id: user.id, role: user.role }}
      peritos={peritos}
      pagamentos={pagamentos}
      abaInicial={aba}
    />
  );
}
