import { clsx } from 'clsx';
import type { ProcessoDetalhe } from '@/lib/data/processos';
import { TIPO_ACAO, TIPO_JUSTICA } from '@/lib/domain/labels';
import { formatCentavos, reaisToCentavos } from '@/lib/domain/money';
import { formatTelefone } from '@/lib/domain/telefone';
import { formatDate, formatDateTime } from './format';

/** One labelled value of a card ('—' when empty). */
export function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="mt-0.5 break-words">{children || '—'}</dd>
    </div>
  );
}

/** A titled box of the case page. */
export function Card({ titulo, children, className }: { titulo: string; children: React.ReactNode; className?: string }) {
  return (
    <section className={clsx('rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900', className)}>
      <h3 className="mb-3 font-semibold">{titulo}</h3>
      {children}
    </section>
  );
}

/** 'Visão Geral': the case's data, parties, people in charge and contract. */
export function DadosProcesso({ processo: p }: { processo: ProcessoDetalhe }) {
  return (
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
  );
}
