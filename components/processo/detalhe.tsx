'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Tabs } from 'radix-ui';
import { toast } from 'sonner';
import { apiRequest, errorMessage } from '@/lib/api/client';
import { CheckCircle2, Circle, ExternalLink } from 'lucide-react';
import { clsx } from 'clsx';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
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
} from '@/lib/domain/access';
import { MotivoDialog } from '@/components/trabalho/etapa-dialogs';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PrazosCard } from './prazos-card';
import { AcessosProcesso } from './acessos';
import { AndamentosProcesso } from '@/components/tribunais/andamentos-tab';
import { PublicacoesProcesso, type PublicacaoPainel } from '@/components/tribunais/publicacoes-tab';
import { formatCnj } from '@/lib/domain/cnj';
import { TIPO_ACAO, TIPO_JUSTICA } from '@/lib/domain/labels';
import type { PagamentoApi } from '@/lib/data/pagamentos';
import { ETAPA_LABELS } from '@/lib/domain/status';
import { formatTelefone } from '@/lib/domain/telefone';
import { ABAS, abaDe, type Aba } from './abas';
import { Administracao } from './administracao';
import { DocumentoForm } from './documento-form';
import { DocumentosPorFase } from './documentos-tab';
import { EditarProcesso } from './editar-processo';
import { formatCentavos, reaisToCentavos } from '@/lib/domain/money';
import { formatDate, formatDateTime } from './format';
import { Quesitos } from './quesitos';
import { SituacaoBadge } from './situacao-badge';
import { PagamentoPainel } from './pagamento-painel';
import { isPago } from '@/lib/domain/pagamentos';

const ROTULOS: Record<Aba, string> = {
  'visao-geral': 'Visão Geral',
  quesitos: 'Quesitos',
  documentos: 'Documentos',
  andamentos: 'Andamentos',
  publicacoes: 'Publicações',
  cronologia: 'Cronologia',
  acessos: 'Acessos',
};

const TIPO_EVENTO: Record<string, string> = {
  criacao: 'Cadastro',
  edicao: 'Edição',
  perito: 'Perito',
  fase: 'Fase',
  quesito: 'Quesito',
  situacao: 'Situação',
  etapa: 'Etapa',
  impugnacao: 'Impugnação',
  pericia: 'Perícia',
  documento: 'Documento',
  prazo: 'Prazo',
};

function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="mt-0.5 break-words">{children || '—'}</dd>
    </div>
  );
}

function Card({ titulo, children, className }: { titulo: string; children: React.ReactNode; className?: string }) {
  return (
    <section className={clsx('rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900', className)}>
      <h3 className="mb-3 font-semibold">{titulo}</h3>
      {children}
    </section>
  );
}

export function ProcessoDetalheView({
  processo: p,
  user,
  peritos,
  pagamentos,
  abaInicial,
  quesitosBloqueados = false,
  tribunais,
}: {
  processo: ProcessoDetalhe;
  user: { id: number; role: Role };
  peritos: { id: number; nome: string }[];
  pagamentos: PagamentoApi[];
  abaInicial: Aba;
  /** The Fase 2 deliverable is published: quesitos can no longer be edited or removed. */
  quesitosBloqueados?: boolean;
  /** Andamentos and Publicações tabs (issue 26). */
  tribunais: { publicacoes: PublicacaoPainel[]; datajudLigado: boolean };
}) {
  const router = useRouter();
  const [aba, setAba] = useState<Aba>(abaInicial === 'acessos' && !canViewAcessos(user, { ownerId: p.owner_id, peritoId: p.perito_id }) ? 'visao-geral' : abaInicial);
  const [concluindo, setConcluindo] = useState<number | null>(null);
  const [erroFase, setErroFase] = useState<string | null>(null);
  const [confirmar, setConfirmar] = useState<{ idFase: number; rotulo: string; nome: string } | null>(null);
  const [reabrir, setReabrir] = useState<{ idFase: number; rotulo: string } | null>(null);
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

  async function concluir(idFase: number, rotulo: string) {
    setErroFase(null);
    setConcluindo(idFase);
    try {
      await apiRequest(`/api/processo/${p.id}/fases/${idFase}/concluir`, { method: 'POST' });
      toast.success(`${rotulo} concluída`);
      setConfirmar(null);
      router.refresh();
    } catch (err) {
      setErroFase(errorMessage(err));
    } finally {
      setConcluindo(null);
    }
  }

  return (
    <article aria-labelledby="titulo-pagina" className="mx-auto max-w-5xl space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-sm text-slate-600 dark:text-slate-400">Processo</p>
          <h1 id="titulo-pagina" className="text-2xl font-semibold">
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
          <div className="grid gap-4 md:grid-cols-2">
            <Card titulo="Dados do processo">
              <dl className="grid gap-3 sm:grid-cols-2">
                <Item label="Tipo de Justiça">{TIPO_JUSTICA.label[p.tipo_justica_codigo]}</Item>
                <Item label="Tipo de Ação">{TIPO_ACAO.label[p.tipo_acao_codigo]}</Item>
                <Item label="Comarca">{p.comarca}</Item>
                <Item label="Vara judicial">{p.vara_judicial}</Item>
                <Item label="Data de distribuição">{formatDate(p.data)}</Item>
                <Item label="Valor da causa">{p.valor_causa_centavos === null ? '' : formatCentavos(p.valor_causa_centavos)}</Item>
              </dl>
              {p.descricao && <p className="mt-3 whitespace-pre-wrap text-sm">{p.descricao}</p>}
            </Card>
            <Card titulo="Partes">
              <dl className="grid gap-3 sm:grid-cols-2">
                <Item label="Requerente">{p.requerente}</Item>
                <Item label="Advogado do requerente">{p.requerente_advogado}</Item>
                <Item label="Requerido">{p.requerido}</Item>
                <Item label="Advogado do requerido">{p.requerido_advogado}</Item>
              </dl>
            </Card>
            <Card titulo="Responsáveis">
              <dl className="grid gap-3 sm:grid-cols-2">
                <Item label="Perito">{p.perito_nome ?? 'Ainda não foi registrado'}</Item>
                <Item label="Advogado">{p.nome}</Item>
                <Item label="Escritório">{p.escritorio}</Item>
                <Item label="E-mail">{p.email}</Item>
                <Item label="Telefone">{formatTelefone(p.telefone)}</Item>
              </dl>
            </Card>
            <Card titulo="Contratação">
              <dl className="grid gap-3 sm:grid-cols-2">
                <Item label="Valor total">{formatCentavos(reaisToCentavos(p.valorTotal))}</Item>
                <Item label="Dias de antecipação">{String(p.diasAntecipacao)}</Item>
                <Item label="Próximo prazo">{p.prazoVencimento ? formatDate(p.prazoVencimento) : 'Sem prazo em aberto'}</Item>
                <Item label="Cadastrado em">{formatDateTime(p.criado_em)}</Item>
              </dl>
            </Card>
          </div>

          <PrazosCard processo={p} user={user} />

          <Card titulo="Fases e entregas">
            {erroFase && (
              <Alert tone="error" className="mb-3">
                {erroFase}
              </Alert>
            )}
            {p.fases.length === 0 ? (
              <p className="text-sm text-slate-600 dark:text-slate-400">Nenhuma fase cadastrada</p>
            ) : (
              <ul className="divide-y divide-slate-100 dark:divide-slate-800" aria-label="Fases do processo">
                {p.fases.map((f) => (
                  <li key={f.id_fase} id={`fase-${f.id_fase}`} className="flex scroll-mt-24 flex-wrap items-center justify-between gap-3 py-3 target:bg-brand-50 dark:target:bg-brand-950">
                    <div className="flex items-start gap-3">
                      {f.fase_concluida ? (
                        <CheckCircle2 className="mt-0.5 size-5 text-green-600" aria-hidden />
                      ) : (
                        <Circle className="mt-0.5 size-5 text-slate-400" aria-hidden />
                      )}
                      <div>
                        <p className="font-medium">
                          {f.rotulo} – {f.nome}
                        </p>
                        <p className="text-sm text-slate-600 dark:text-slate-400">
                          Entrega: {formatDate(f.dataEntrega)} ·{' '}
                          {f.fase_concluida ? `Concluída${f.concluida_em ? ` em ${formatDateTime(f.concluida_em)}` : ''}` : 'Pendente'}
                        </p>
                      </div>
                    </div>
                    <div className="flex flex-wrap gap-2">
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => {
                          mudarAba('documentos');
                          setTimeout(() => document.getElementById(`entrega-fase-${f.id_fase}`)?.scrollIntoView({ block: 'start' }), 0);
                        }}
                      >
                        Entrega<span className="sr-only"> da {f.rotulo}</span>
                      </Button>
                      {podeConcluir && !f.fase_concluida && (
                        <Button
                          size="sm"
                          variant="secondary"
                          disabled={concluindo !== null}
                          onClick={() => setConfirmar({ idFase: f.id_fase, rotulo: f.rotulo, nome: f.nome })}
                          aria-label={`Marcar ${f.rotulo} como concluída`}
                        >
                          {concluindo === f.id_fase ? 'Salvando...' : 'Marcar como concluída'}
                        </Button>
                      )}
                      {podeReabrir && Boolean(f.fase_concluida) && (
                        <Button size="sm" variant="secondary" onClick={() => setReabrir({ idFase: f.id_fase, rotulo: f.rotulo })} aria-label={`Reabrir ${f.rotulo}`}>
                          Reabrir fase
                        </Button>
                      )}
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </Card>

          <ConfirmDialog
            open={confirmar !== null}
            onOpenChange={(o) => !o && setConfirmar(null)}
            title={confirmar ? `Concluir ${confirmar.rotulo}?` : ''}
            description={confirmar ? `Confirme que a fase "${confirmar.nome}" foi entregue. A conclusão fica registrada na Cronologia e avisa as pessoas do processo.` : ''}
            confirmLabel="Concluir fase"
            busyLabel="Salvando..."
            busy={concluindo !== null}
            onConfirm={() => confirmar && concluir(confirmar.idFase, confirmar.rotulo)}
          />
          <MotivoDialog
            open={reabrir !== null}
            onOpenChange={(o) => !o && setReabrir(null)}
            onDone={() => router.refresh()}
            title={reabrir ? `Reabrir ${reabrir.rotulo}` : ''}
            description="Informe o motivo: ele fica registrado na Cronologia do processo."
            submitLabel="Reabrir fase"
            endpoint={reabrir ? `/api/processo/${p.id}/fases/${reabrir.idFase}/reabrir` : ''}
            successMessage="Fase reaberta."
          />

          <PagamentoPainel
            idProcesso={p.id}
            pago={isPago(p.situacao)}
            pagamentos={pagamentos}
            valorCentavos={reaisToCentavos(p.valorTotal)}
            podePagar={canPayProcesso(user, partes)}
            podeRegistrar={canRecordManualPayment(user)}
          />

          {podeAdministrar && (
            <Administracao key={`${p.situacao}-${p.perito_id}`} processoId={p.id} peritoId={p.perito_id} situacao={p.situacao} peritos={peritos} />
          )}
        </Tabs.Content>

        <Tabs.Content value="quesitos" className="mt-6 focus-visible:outline-none">
          <Quesitos processoId={p.id} iniciais={p.quesitos} user={user} partes={partes} bloqueados={quesitosBloqueados} />
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

        <Tabs.Content value="cronologia" className="mt-6 focus-visible:outline-none">
          <h2 className="sr-only">Cronologia</h2>
          {p.cronologia.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">Nenhum evento registrado.</p>
          ) : (
            <ol className="relative space-y-4 border-l border-slate-200 pl-6 dark:border-slate-800" aria-label="Cronologia do processo">
              {p.cronologia.map((e) => (
                <li key={e.id} className="relative">
                  <span className="absolute -left-[1.9rem] top-1.5 size-3 rounded-full bg-brand-600 ring-4 ring-white dark:ring-slate-950" aria-hidden />
                  <p className="font-medium">{e.evento}</p>
                  {e.alteracoes.length > 0 && (
                    <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm" aria-label="Campos alterados">
                      {e.alteracoes.map((texto, i) => (
                        <li key={i} className="break-words">
                          {texto}
                        </li>
                      ))}
                    </ul>
                  )}
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    {TIPO_EVENTO[e.tipo] ?? e.tipo} · <time dateTime={e.data}>{formatDateTime(e.data)}</time>
                    {e.usuario ? ` · ${e.usuario}` : ''}
                  </p>
                </li>
              ))}
            </ol>
          )}
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
