import { Suspense } from 'react';
import { FolhaProposta, MarcaSimulacao } from '@/components/site/folha-proposta';
import { CampoProposta, CorpoProposta, DataProposta } from '@/components/site/proposta';
import { pageMetadata } from '@/components/site/metadata';
import { formatCnpjDigits } from '@/lib/domain/empresa';
import { lerEmpresaParaPaginas } from '@/lib/data/empresa';
import { tabelaParaPaginas } from '@/lib/data/precos';

export const metadata = {
  ...pageMetadata({
    title: 'Proposta Técnica e Comercial',
    description: 'Proposta de assistência técnica em perícia médica judicial, pronta para imprimir ou salvar em PDF.',
    path: '/modelo',
  }),
  robots: { index: false },
};

const carregando = <span className="inline-block h-4 w-40 animate-pulse rounded bg-slate-200 align-middle" aria-label="Carregando" />;

/**
 * SPEC §2.24. A static shell: header, notes and payment data are prerendered; the parts that depend on
 * the query string are small client islands (components/site/proposta.tsx) behind Suspense boundaries.
 * Anyone can write the query, so the sheet is always marked as a simulation (issue 28 item 6); a proposal of
 * the firm's is issued by an admin from /gerador, with a code, at /proposta/{codigo}/documento.
 */
export default async function ModeloPage() {
  // The table in force (issue 34 item 5): prerendered with the page, regenerated after every PUT /api/precos.
  const [e, tabela] = await Promise.all([lerEmpresaParaPaginas(), tabelaParaPaginas()]);
  const razao = e.razaoSocial ?? '';
  const cnpj = formatCnpjDigits(e.cnpj) ?? '';
  return (
    <FolhaProposta
      e={e}
      nomeEmpresa={
        <Suspense fallback={razao}>
          <CampoProposta campo="empresa" padrao={razao} />
        </Suspense>
      }
      cnpj={
        <Suspense fallback={carregando}>
          <CampoProposta campo="cnpj" padrao={cnpj} prefixo="CNPJ " />
        </Suspense>
      }
      emissao={<DataProposta />}
      validade={<DataProposta validade />}
      corpo={
        <Suspense fallback={<p className="text-sm text-slate-700">Carregando a proposta...</p>}>
          <CorpoProposta tabela={tabela} />
        </Suspense>
      }
      selo={<MarcaSimulacao />}
    />
  );
}
