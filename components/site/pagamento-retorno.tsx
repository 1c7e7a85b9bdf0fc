import { cache } from 'react';
import Link from 'next/link';
import { CheckCircle2, Clock, HelpCircle, XCircle } from 'lucide-react';
import type { Metadata } from 'next';
import { AtualizaPendente } from '@/components/site/atualiza-pendente';
import { BackButton } from '@/components/site/back-button';
import { pageMetadata } from '@/components/site/metadata';
import { PagamentoRegistrado, type RegistroRetorno } from '@/components/site/pagamento-registrado';
import { PaymentResult, primaryAction, secondaryAction } from '@/components/site/payment-result';
import { getOptionalPageUser } from '@/lib/auth/page';
import { pagamentoDoRetorno } from '@/lib/data/pagamentos';
import { retornoDoStatus, type RetornoPagamento } from '@/lib/domain/pagamentos';
import { NotFoundError } from '@/lib/errors';
import { retornoQuerySchema } from '@/lib/validation/pagamentos';

type Busca = Record<string, string | string[] | undefined>;
type Retorno = { resultado: RetornoPagamento; registro: RegistroRetorno | null; logado: boolean };

/**
 * What the return pages show (issue 28 item 5; DESIGN §10): the outcome recorded for the reference `?ref=` when the
 * signed-in person may see that payment, whatever path the provider sent them to. No login, an unknown or someone
 * else's reference: the neutral page, never 'Pagamento Aprovado'. Looked up once per request (metadata and page).
 */
const retornoDe = cache(async (ref: string | undefined): Promise<Retorno> => {
  const user = await getOptionalPageUser();
  const parsed = retornoQuerySchema.safeParse({ ref });
  if (!user || !parsed.success) return { resultado: 'neutro', registro: null, logado: Boolean(user) };
  try {
    const registro = await pagamentoDoRetorno(user, parsed.data.ref);
    return { resultado: retornoDoStatus(registro.status), registro, logado: true };
  } catch (err) {
    if (err instanceof NotFoundError) return { resultado: 'neutro', registro: null, logado: true };
    throw err;
  }
});

const refDe = (busca: Busca) => (Array.isArray(busca.ref) ? busca.ref[0] : busca.ref);

const TITULOS: Record<RetornoPagamento, { title: string; description: string }> = {
  aprovado: { title: 'Pagamento Aprovado', description: 'O seu pagamento foi aprovado.' },
  rejeitado: { title: 'Pagamento Rejeitado', description: 'Não foi possível processar o seu pagamento.' },
  pendente: { title: 'Pagamento Pendente', description: 'O seu pagamento está em análise.' },
  neutro: { title: 'Situação do pagamento', description: 'A situação registrada do seu pagamento.' },
};

export async function metadataDoRetorno(busca: Busca, path: string): Promise<Metadata> {
  const { resultado } = await retornoDe(refDe(busca));
  return { ...pageMetadata({ ...TITULOS[resultado], path }), robots: { index: false } };
}

export async function PagamentoRetorno({ busca, path }: { busca: Busca; path: string }) {
  const ref = refDe(busca);
  const { resultado, registro, logado } = await retornoDe(ref);
  const registrado = registro && <PagamentoRegistrado registro={registro} />;

  if (resultado === 'aprovado') {
    return (
      <PaymentResult tone="success" icon={<CheckCircle2 className="size-10" aria-hidden />} title="Pagamento Aprovado!"
        actions={
          <>
            <Link href="/sistema" prefetch={false} className={primaryAction}>Voltar ao Sistema</Link>
            <Link href="/" className={secondaryAction}>Voltar ao Início</Link>
          </>
        }
      >
        <p>Sua compra foi processada com sucesso. Obrigado pela confiança!</p>
        <div className="rounded-xl border border-green-300 bg-green-50 p-4 text-left text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100">
          <p className="font-semibold">Transação Concluída</p>
          <p className="mt-1 text-sm">Seu pedido está sendo processado. Você receberá a confirmação por e-mail e já pode acompanhar o processo no sistema.</p>
        </div>
        {registrado}
      </PaymentResult>
    );
  }

  if (resultado === 'rejeitado') {
    return (
      <PaymentResult tone="error" icon={<XCircle className="size-10" aria-hidden />} title="Pagamento Rejeitado"
        actions={
          <>
            <BackButton className={primaryAction} icon={false} fallback="/sistema">
              Tentar Novamente
            </BackButton>
            <Link href="/contato" className={secondaryAction}>Usar Outro Método</Link>
            <Link href="/" className={secondaryAction}>Voltar ao Início</Link>
          </>
        }
      >
        <p>Não foi possível processar seu pagamento.</p>
        <div className="rounded-xl border border-red-300 bg-red-50 p-4 text-left text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
          <p className="font-semibold">Possíveis causas</p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
            <li>Dados do cartão incorretos</li>
            <li>Saldo ou limite insuficiente</li>
            <li>Problema com a operadora do cartão</li>
            <li>Cartão bloqueado ou vencido</li>
          </ul>
        </div>
        {registrado}
      </PaymentResult>
    );
  }

  if (resultado === 'pendente') {
    return (
      <PaymentResult tone="pending" icon={<Clock className="size-10" aria-hidden />} title="Pagamento Pendente"
        actions={
          <>
            <Link href="/sistema" prefetch={false} className={primaryAction}>Acompanhar Status</Link>
            <Link href="/contato" className={secondaryAction}>Precisa de Ajuda?</Link>
            <Link href="/" className={secondaryAction}>Voltar ao Início</Link>
          </>
        }
      >
        <div className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-left text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50">
          <p className="font-semibold">Em Análise</p>
          <p className="mt-1 text-sm">O processamento do pagamento pode levar alguns minutos.</p>
        </div>
        <p>Você receberá um e-mail assim que o status do pagamento for atualizado.</p>
        <p className="text-sm">Prazo estimado: até 24 horas.</p>
        {registrado}
        <AtualizaPendente />
      </PaymentResult>
    );
  }

  // Neutral: nothing here says the payment went through or failed.
  const entrar = ref ? `/login?next=${encodeURIComponent(`${path}?ref=${ref}`)}` : '/login';
  return (
    <PaymentResult tone="neutral" icon={<HelpCircle className="size-10" aria-hidden />} title="Situação do pagamento"
      actions={
        <>
          {logado ? (
            <Link href="/sistema" prefetch={false} className={primaryAction}>Voltar ao Sistema</Link>
          ) : (
            <Link href={entrar} prefetch={false} className={primaryAction}>Entrar no sistema</Link>
          )}
          <Link href="/" className={secondaryAction}>Voltar ao Início</Link>
        </>
      }
    >
      {registrado ?? (
        <p role="status">
          {logado
            ? 'Não encontramos um pagamento seu com esta referência. A situação dos seus pagamentos fica na página de cada processo e em Orçamentos.'
            : 'Entre no sistema para ver a situação do seu pagamento. Esta página só mostra o que registramos para a sua conta.'}
        </p>
      )}
    </PaymentResult>
  );
}
