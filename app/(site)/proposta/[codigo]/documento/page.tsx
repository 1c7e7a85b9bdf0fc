import { notFound } from 'next/navigation';
import { FolhaProposta } from '@/components/site/folha-proposta';
import { CorpoPropostaView } from '@/components/site/proposta';
import { SeloProposta } from '@/components/site/selo-proposta';
import { lerEmpresaParaPaginas } from '@/lib/data/empresa';
import { dataPorExtenso } from '@/lib/domain/dates-local';
import { precosEmitidos } from '@/lib/domain/proposta';
import { propostaDoCodigo } from '../dados';

export const dynamic = 'force-dynamic';

export const metadata = { title: 'Proposta Técnica e Comercial', robots: { index: false, follow: false } };

/**
 * The printable proposal an admin issued (issue 28 item 6): the stored values (each phase's price and the row of the
 * table used, when stored: issue 34 item 5), its code and the QR code of its verification page. Printed to PDF by the browser.
 */
export default async function PropostaEmitidaPage({ params }: { params: Promise<{ codigo: string }> }) {
  const dados = await propostaDoCodigo((await params).codigo);
  if (!dados) notFound();
  const { p, url, qr } = dados;
  const e = await lerEmpresaParaPaginas();
  return (
    <FolhaProposta
      e={e}
      nomeEmpresa={p.empresa}
      cnpj={p.cnpj ? `CNPJ ${p.cnpj}` : null}
      emissao={<time dateTime={p.emitidaEm}>{dataPorExtenso(p.emitidaEm)}</time>}
      validade={<time dateTime={p.validaAte}>{dataPorExtenso(p.validaAte)}</time>}
      corpo={
        <CorpoPropostaView
          p={{ ...p, empresa: p.empresa, cnpj: p.cnpj ?? '', processos: 1, justica: p.precosFases?.justica ?? null, valorVistaPadrao: false, valorParceladoPadrao: false }}
          // Each phase's price as issued; a proposal issued before they were kept shows its totals only.
          precos={p.precosFases ? precosEmitidos(p.precosFases, p.antecipacao) : undefined}
        />
      }
      selo={<SeloProposta codigo={p.codigo} url={url} qr={qr} />}
      voltar={{ href: `/proposta/${p.codigo}`, label: 'Página de verificação' }}
    />
  );
}
