import Link from 'next/link';
import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { PrintButton } from '@/components/site/proposta';
import { SiteImage } from '@/components/site/site-image';
import { formatCepDigits, formatTelefone, type EmpresaPublica } from '@/lib/domain/empresa';
import { formatCentavos } from '@/lib/domain/money';
import { MARCA_SIMULACAO, TAXA_REAGENDAMENTO_CENTAVOS } from '@/lib/domain/proposta';

/**
 * The sheet of a proposal (SPEC §2.24): letterhead, title, body, notes, payment data and footer. /modelo fills its
 * slots with client islands reading the query string; an issued proposal (/proposta/{codigo}/documento) with what
 * was stored. `selo` is what says whether the sheet is worth anything: the simulation mark or the code and QR.
 */
export function FolhaProposta({
  e,
  nomeEmpresa,
  cnpj,
  emissao,
  validade,
  corpo,
  selo,
  voltar = { href: '/', label: 'Voltar ao site' },
}: {
  e: EmpresaPublica;
  nomeEmpresa: ReactNode;
  cnpj: ReactNode;
  emissao: ReactNode;
  validade: ReactNode;
  corpo: ReactNode;
  selo: ReactNode;
  voltar?: { href: string; label: string };
}) {
  const razao = e.razaoSocial ?? '';
  const linhasEndereco = [
    e.endereco,
    [e.cidade, e.cep ? `CEP ${formatCepDigits(e.cep)}` : null].filter(Boolean).join(' · ') || null,
    [e.telefone ? formatTelefone(e.telefone) : null, e.whatsapp ? `WhatsApp ${formatTelefone(e.whatsapp)}` : null].filter(Boolean).join(' · ') || null,
    e.email,
  ].filter((l): l is string => Boolean(l));
  const pagamento = [
    ['Banco', e.banco],
    ['Agência', e.agencia],
    ['Conta corrente', e.conta],
    ['Chave PIX', e.pix],
  ].filter((r): r is [string, string] => Boolean(r[1]));
  return (
    <div className="min-h-dvh bg-slate-100 py-8 print:bg-white print:py-0 dark:bg-slate-950">
      <div className="mx-auto mb-6 flex max-w-[210mm] flex-wrap items-center justify-between gap-3 px-4 print:hidden">
        <Link href={voltar.href} className="inline-flex items-center gap-2 text-sm font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-300">
          <ArrowLeft className="size-4" aria-hidden /> {voltar.label}
        </Link>
        <PrintButton />
      </div>
      <main
        id="conteudo"
        className="mx-auto max-w-[210mm] bg-white px-[14mm] py-[12mm] text-slate-900 shadow-lg print:max-w-none print:p-0 print:shadow-none"
      >
        <header className="flex flex-wrap items-start justify-between gap-6 border-b border-slate-300 pb-6">
          <div className="flex items-center gap-3">
            <SiteImage src="/images/logo.svg" alt="" width={48} height={48} />
            <div>
              <p className="text-lg font-bold text-slate-900">{nomeEmpresa}</p>
              <p className="text-sm text-slate-700">{cnpj}</p>
            </div>
          </div>
          {linhasEndereco.length > 0 && (
            <address className="text-right text-sm not-italic text-slate-700">
              {linhasEndereco.map((l, i) => (
                <span key={i} className="block">
                  {l}
                </span>
              ))}
            </address>
          )}
        </header>

        {selo}

        <div className="my-8 text-center">
          <h1 className="text-2xl font-bold uppercase tracking-wide text-brand-800">Proposta Técnica e Comercial</h1>
          <p className="mt-1 text-sm text-slate-700">Assistência técnica em perícia médica judicial · Emitida em {emissao}</p>
        </div>

        <div className="space-y-8">
          {corpo}

          <section aria-labelledby="secao-observacoes" className="break-inside-avoid">
            <h2 id="secao-observacoes" className="mb-3 border-b-2 border-brand-700 pb-1 text-lg font-bold text-brand-800">
              Observações importantes
            </h2>
            <ul className="list-disc space-y-1 pl-6 text-sm text-slate-800">
              <li>
                Em caso de reagendamento da perícia, será cobrada a taxa de {formatCentavos(TAXA_REAGENDAMENTO_CENTAVOS)}, pois o
                comparecimento do assistente técnico conta como um novo evento.
              </li>
              <li>Os prazos de entrega contam a partir do recebimento de todos os documentos do processo.</li>
              <li>O pagamento parcelado é feito em 50% na entrada e 50% em 30 dias.</li>
              <li>A assistência técnica é obrigação de meio: o resultado do processo depende da decisão do juízo.</li>
            </ul>
          </section>

          {pagamento.length > 0 && (
            <section aria-labelledby="secao-pagamento" className="break-inside-avoid">
              <h2 id="secao-pagamento" className="mb-3 border-b-2 border-brand-700 pb-1 text-lg font-bold text-brand-800">
                Dados para pagamento
              </h2>
              <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1 text-sm">
                {razao && (
                  <>
                    <dt className="font-semibold text-slate-700">Favorecido</dt>
                    <dd>{razao}</dd>
                  </>
                )}
                {pagamento.map(([rotulo, valor]) => (
                  <div key={rotulo} className="contents">
                    <dt className="font-semibold text-slate-700">{rotulo}</dt>
                    <dd>{valor}</dd>
                  </div>
                ))}
              </dl>
            </section>
          )}
        </div>

        <footer className="mt-10 border-t border-slate-300 pt-4 text-center text-xs text-slate-700">
          <p>Proposta válida por 30 dias a partir da data de emissão (até {validade}).</p>
          <p>Documento gerado automaticamente pelo sistema Perícia Médica Judicial.</p>
        </footer>
      </main>
    </div>
  );
}

/**
 * The mark of every proposal printed from a link (/modelo): anyone can build one, so it is no proposal of the
 * firm's. Shown on screen and printed; issued proposals carry a code and QR code instead.
 */
export function MarcaSimulacao() {
  return (
    <div role="note" aria-label={MARCA_SIMULACAO} className="mt-6 rounded-md border-2 border-dashed border-red-700 px-4 py-3 text-center text-red-800 print:border-red-700">
      <p className="text-lg font-bold uppercase tracking-wide">{MARCA_SIMULACAO}</p>
      <p className="mt-1 text-sm">
        Esta simulação pode ser montada por qualquer pessoa. Uma proposta válida é emitida pela equipe e traz um código de verificação e um QR
        code.
      </p>
    </div>
  );
}
