'use client';

import { useState } from 'react';
import { Tabs } from 'radix-ui';
import { ExternalLink } from 'lucide-react';
import type { Role } from '@/lib/db/schema';
import type { ProcessoDetalhe } from '@/lib/data/processos';
import {
  canAddDocumento,
  canAssignPerito,
  canCompleteFase,
  canEditProcesso,
  canPayProcesso,
  canRecordManualPayment,
  canReopenFase,
  canSetSituacao,
  canSincronizarProcesso,
  canViewAcessos,
  canWriteEntrega,
  canEditLinhaDoTempo,
} from '@/lib/domain/access';
import { ParecerTab } from '@/components/pareceres/parecer-tab';
import { PrazosCard } from './prazos-card';
import { AcessosProcesso } from './acessos';
import { AutosProcesso } from '@/components/autos/autos-tab';
import { LinhaDoTempoProcesso } from '@/components/autos/linha-do-tempo-tab';
import { AndamentosProcesso } from '@/components/tribunais/andamentos-tab';
import { PublicacoesProcesso, type PublicacaoPainel } from '@/components/tribunais/publicacoes-tab';
import { formatCnj } from '@/lib/domain/cnj';
import type { PagamentoApi } from '@/lib/data/pagamentos';
import type { NotaFiscalItem } from '@/lib/data/nfse/listar';
import { ETAPA_LABELS } from '@/lib/domain/status';
import { ABAS, abaDe, type Aba } from './abas';
import { Administracao } from './administracao';
import { Cronologia } from './cronologia';
import { Card, DadosProcesso } from './detalhe-cards';
import { DocumentoForm } from './documento-form';
import { DocumentosPorFase } from './documentos-tab';
import { EditarProcesso } from './editar-processo';
import { FasesEntregas } from './fases-entregas';
import { reaisToCentavos } from '@/lib/domain/money';
import { Quesitos } from './quesitos';
import { tipoAcaoModeloDoCaso } from '@/lib/domain/pareceres/modelos';
import { SituacaoBadge } from './situacao-badge';
import { PagamentoPainel } from './pagamento-painel';
import type { PagamentoOffline } from '@/lib/data/pagamentos';
import { isPago } from '@/lib/domain/pagamentos';

const ROTULOS: Record<Aba, string> = {
  'visao-geral': 'Visão Geral',
  quesitos: 'Quesitos',
  parecer: 'Parecer',
  documentos: 'Documentos',
  autos: 'Autos',
  'linha-do-tempo': 'Linha do tempo',
  andamentos: 'Andamentos',
  publicacoes: 'Publicações',
  cronologia: 'Cronologia',
  acessos: 'Acessos',
};


export function ProcessoDetalheView({
  processo: p,
  user,
  peritos,
  pagamentos,
  notasFiscais = [],
  abaInicial,
  quesitosBloqueados = false,
  tribunais,
  pagamentoOffline = null,
}: {
  processo: ProcessoDetalhe;
  user: { id: number; role: Role };
  peritos: { id: number; nome: string }[];
  pagamentos: PagamentoApi[];
  /** The case's NFS-e the viewer may see (admin: all; lawyer: those they are tomador of). */
  notasFiscais?: NotaFiscalItem[];
  abaInicial: Aba;
  /** The Fase 2 deliverable is published: quesitos can no longer be edited or removed. */
  quesitosBloqueados?: boolean;
  /** Andamentos and Publicações tabs (issue 26). */
  tribunais: { publicacoes: PublicacaoPainel[]; datajudLigado: boolean };
  /** Online payment is not configured: the firm's PIX and bank data to pay by (issue 28 item 5). */
  pagamentoOffline?: PagamentoOffline | null;
}) {
  const [aba, setAba] = useState<Aba>(abaInicial === 'acessos' && !canViewAcessos(user, { ownerId: p.owner_id, peritoId: p.perito_id }) ? 'visao-geral' : abaInicial);
  const podeReabrir = canReopenFase(user);
  const partes = { ownerId: p.owner_id, peritoId: p.perito_id };
  const podeEditar = canEditProcesso(user, partes);
  const podeConcluir = canCompleteFase(user, partes);
  const podeAdministrar = canAssignPerito(user) || canSetSituacao(user);
  const podeAnexar = canAddDocumento(user, partes);
  const podeVerAcessos = canViewAcessos(user, partes);
  const abas = ABAS.filter((a) => a !== 'acessos' || podeVerAcessos);

  function mudarAba(v: string) {
    const next = abaDe(v);
    setAba(next);
    const url = new URL(window.location.href);
    url.searchParams.set('tab', next);
    window.history.replaceState(null, '', url);
  }

  return (
    <article aria-labelledby="titulo-pagina" className="mx-auto max-w-5xl space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-sm text-slate-600 dark:text-slate-400">Processo</p>
          <h1 id="titulo-pagina" className="text-xl font-semibold whitespace-nowrap sm:text-2xl">
            {p.numero ? formatCnj(p.numero) : 'Sem número'}
          </h1>
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
            <SituacaoBadge label={p.status === 1 ? p.situacao_label : 'Inativo'} />
            <span className="text-slate-600 dark:text-slate-400">Etapa: {ETAPA_LABELS[p.etapa]}</span>
            <span className="text-slate-600 dark:text-slate-400">· Fase atual: {p.fase_atual}</span>
          </div>
        </div>
        {podeEditar && <EditarProcesso key={`${p.id}-${p.criado_em}-${p.cronologia.length}`} processo={p} />}
      </header>

      <Tabs.Root value={aba} onValueChange={mudarAba}>
        <Tabs.List aria-label="Seções do processo" className="flex flex-wrap gap-1 border-b border-slate-200 dark:border-slate-800">
          {abas.map((a) => (
            <Tabs.Trigger
              key={a}
              value={a}
              className="-mb-px border-b-2 border-transparent px-4 py-2 text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800 dark:text-slate-300 dark:hover:text-white dark:data-[state=active]:border-brand-300 dark:data-[state=active]:text-brand-200"
            >
              {ROTULOS[a]}
              {a === 'quesitos' && p.quesitos.length > 0 ? ` (${p.quesitos.length})` : ''}
            </Tabs.Trigger>
          ))}
        </Tabs.List>

        <Tabs.Content value="visao-geral" className="mt-6 space-y-4 focus-visible:outline-none">
          <DadosProcesso processo={p} />

          <PrazosCard processo={p} user={user} />

          <FasesEntregas
            processo={p}
            podeConcluir={podeConcluir}
            podeReabrir={podeReabrir}
            onEntrega={(idFase) => {
              mudarAba('documentos');
              setTimeout(() => document.getElementById(`entrega-fase-${idFase}`)?.scrollIntoView({ block: 'start' }), 0);
            }}
          />

          <PagamentoPainel
            idProcesso={p.id}
            pago={isPago(p.situacao)}
            pagamentos={pagamentos}
            notas={notasFiscais}
            valorCentavos={reaisToCentavos(p.valorTotal)}
            podePagar={canPayProcesso(user, partes)}
            podeRegistrar={canRecordManualPayment(user)}
            offline={pagamentoOffline}
          />

          {podeAdministrar && (
            <Administracao key={`${p.situacao}-${p.perito_id}`} processoId={p.id} peritoId={p.perito_id} situacao={p.situacao} peritos={peritos} />
          )}
        </Tabs.Content>

        <Tabs.Content value="quesitos" className="mt-6 focus-visible:outline-none">
          <Quesitos processoId={p.id} iniciais={p.quesitos} user={user} partes={partes} bloqueados={quesitosBloqueados} tipoAcaoModelo={tipoAcaoModeloDoCaso(p.tipo_acao_codigo)} />
        </Tabs.Content>

        <Tabs.Content value="parecer" className="mt-6 space-y-4 focus-visible:outline-none">
          <ParecerTab
            processoId={p.id}
            quadro={p.quadroPericial}
            documentos={p.documentos.map((d) => ({ id: d.id, titulo: d.titulo }))}
            quesitos={p.quesitos.map((q) => q.quesito)}
            podeEditar={canWriteEntrega(user, partes)}
            ativa={aba === 'parecer'}
          />
        </Tabs.Content>

        <Tabs.Content value="documentos" className="mt-6 space-y-4 focus-visible:outline-none">
          <Card titulo="Pasta do processo">
            {p.link ? (
              <a href={p.link} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-2 font-medium text-brand-700 hover:underline dark:text-brand-300">
                Link para o Drive
                <ExternalLink className="size-4" aria-hidden />
                <span className="sr-only">(abre em nova aba)</span>
              </a>
            ) : (
              <p className="text-sm text-slate-600 dark:text-slate-400">Nenhum link do Google Drive cadastrado.</p>
            )}
          </Card>
          {podeAnexar && (
            <Card titulo="Adicionar link do Google Drive">
              <DocumentoForm processoId={p.id} />
            </Card>
          )}
          <DocumentosPorFase
            key={`${p.documentos.length}-${p.fases.map((f) => f.fase_concluida).join('')}`}
            processoId={p.id}
            fases={p.fases.map((f) => ({ id_fase: f.id_fase, rotulo: f.rotulo, nome: f.nome }))}
            partes={partes}
            user={user}
          />
        </Tabs.Content>

        <Tabs.Content value="autos" className="mt-6 focus-visible:outline-none">
          <AutosProcesso processoId={p.id} podeCitar={canWriteEntrega(user, partes)} />
        </Tabs.Content>

        <Tabs.Content value="linha-do-tempo" className="mt-6 focus-visible:outline-none">
          {aba === 'linha-do-tempo' && <LinhaDoTempoProcesso processoId={p.id} podeEditar={canEditLinhaDoTempo(user, partes)} podeCitar={canWriteEntrega(user, partes)} />}
        </Tabs.Content>

        <Tabs.Content value="cronologia" className="mt-6 focus-visible:outline-none">
          <Cronologia eventos={p.cronologia} />
        </Tabs.Content>

        <Tabs.Content value="andamentos" className="mt-6 focus-visible:outline-none">
          {aba === 'andamentos' && (
            <AndamentosProcesso processoId={p.id} temNumero={Boolean(p.numero)} datajudLigado={tribunais.datajudLigado} podeSincronizar={canSincronizarProcesso(user, partes)} />
          )}
        </Tabs.Content>

        <Tabs.Content value="publicacoes" className="mt-6 focus-visible:outline-none">
          <PublicacoesProcesso processoId={p.id} itens={tribunais.publicacoes} temNumero={Boolean(p.numero)} podeSincronizar={canSincronizarProcesso(user, partes)} />
        </Tabs.Content>

        {podeVerAcessos && (
          <Tabs.Content value="acessos" className="mt-6 focus-visible:outline-none">
            {aba === 'acessos' && <AcessosProcesso processoId={p.id} />}
          </Tabs.Content>
        )}
      </Tabs.Root>
    </article>
  );
}
