import type { Metadata } from 'next';
import Link from 'next/link';
import { headers } from 'next/headers';
import { ipFromForwarded } from '@/lib/api/handler';
import { forbidden, notFound } from 'next/navigation';
import { abaDe } from '@/components/processo/abas';
import { ProcessoDetalheView } from '@/components/processo/detalhe';
import { getPageUser } from '@/lib/auth/page';
import { canAssignPerito, canPayProcesso } from '@/lib/domain/access';
import { parsePathId } from '@/lib/domain/ids';
import { lerProcesso, listarPeritos, type ProcessoDetalhe } from '@/lib/data/processos';
import { ForbiddenError, NotFoundError } from '@/lib/errors';
import { listarPagamentosDoProcesso, pagamentoOffline } from '@/lib/data/pagamentos';
import { listarNotasFiscais } from '@/lib/data/nfse/listar';
import { quesitosBloqueados } from '@/lib/data/quesitos';
import { painelPublicacoes } from '@/lib/data/tribunais';
import { datajudLigado } from '@/lib/tribunais/datajud';

export const metadata: Metadata = { title: 'Detalhes do Processo' };

/**
 * A malformed id, an unknown case or one the person may not see answers HTTP 404 (./not-found.tsx, inside
 * the shell). No loading.tsx here on purpose: a streamed fallback would fix the status at 200 first.
 */
export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { id } = await params;
  const user = await getPageUser(`/processo/${id}`);
  const { tab } = await searchParams;
  const aba = abaDe(tab);

  const parsedId = parsePathId(id);
  if (parsedId === null) notFound();
  const leitura = { endereco: ipFromForwarded((await headers()).get('x-forwarded-for')) };
  let processo: ProcessoDetalhe;
  try {
    // The page reads the case's health data like call 2 does: the read goes to the access log.
    processo = await lerProcesso(user, parsedId, leitura);
  } catch (err) {
    if (err instanceof NotFoundError) notFound();
    if (err instanceof ForbiddenError) forbidden();
    throw err;
  }
  const peritos = canAssignPerito(user) ? await listarPeritos(user) : [];
  const vePagamentos = canPayProcesso(user, { ownerId: processo.owner_id, peritoId: processo.perito_id });
  const pagamentos = vePagamentos ? await listarPagamentosDoProcesso(user, processo.id) : [];
  const notas = vePagamentos ? (await listarNotasFiscais(user, { idProcesso: processo.id })).notas : [];
  const offline = processo.situacao === 'pendente' ? await pagamentoOffline() : null;
  const bloqueados = await quesitosBloqueados(user, processo.id);
  const publicacoes = await painelPublicacoes(user, processo.id, leitura);
  return (
    <>
      {/* Issue 38: the periciado informed (link, what to bring, answer, notices, files) has its own page. */}
      <p className="mb-2 text-right text-sm">
        <Link href={`/processo/${processo.id}/periciado`} className="underline">
          Periciado: link, confirmação e exames
        </Link>
      </p>
    <ProcessoDetalheView
      quesitosBloqueados={bloqueados}
      processo={processo}
      user={{ id: user.id, role: user.role }}
      peritos={peritos}
      pagamentos={pagamentos}
      notasFiscais={notas}
      abaInicial={aba}
      tribunais={{ publicacoes, datajudLigado: datajudLigado() }}
      pagamentoOffline={offline}
    />
    </>
  );
}
