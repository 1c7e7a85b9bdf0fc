'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { clsx } from 'clsx';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, inputClass } from '@/components/ui/field';
import { TabelaEmpilhada } from '@/components/ui/tabela-empilhada';
import { useApiForm } from '@/components/forms/use-api-form';
import type { SolicitacaoItem } from '@/lib/data/lgpd';
import { formatDate, formatDateTime } from '@/lib/domain/dates';
import { EXCLUSAO_MANTIDOS, EXCLUSAO_REMOVIDOS, rotuloPrazo } from '@/lib/domain/lgpd';
import { solicitacaoRespostaSchema, type SolicitacaoRespostaForm, type SolicitacaoRespostaInput } from '@/lib/validation/lgpd';

function Responder({ s, onClose }: { s: SolicitacaoItem; onClose: () => void }) {
  const router = useRouter();
  const executavel = s.tipo === 'exclusao' || s.tipo === 'revogacao';
  const {
    register,
    control,
    submit,
    formError,
    formState: { errors, isSubmitting },
  } = useApiForm<SolicitacaoRespostaForm, SolicitacaoRespostaInput, { message: string }>({
    schema: solicitacaoRespostaSchema,
    defaultValues: { resposta: '', executar: false },
    to: `/api/lgpd/solicitacoes/${s.id}/responder`,
    success: (data) => data.message,
    onSuccess: () => {
      onClose();
      router.refresh();
    },
  });
  const executar = useWatch({ control, name: 'executar' });

  return (
    <form method="post" onSubmit={submit} className="space-y-4" noValidate>
      <p className="text-sm">
        <strong>{s.usuario}</strong> ({s.usuario_email}) · {s.tipo_label}
      </p>
      <p className="whitespace-pre-wrap break-words rounded bg-slate-50 p-2 text-sm dark:bg-slate-800">{s.mensagem}</p>
      <Field label="Resposta ao titular" error={errors.resposta?.message} hint="Enviada por e-mail ao titular.">
        {(a) => <textarea {...a} {...register('resposta')} rows={4} className={inputClass} />}
      </Field>
      {executavel && (
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" {...register('executar')} className="mt-0.5 size-4" />
          <span>
            {s.tipo === 'exclusao'
              ? 'Executar a exclusão: anonimizar a conta e os dados pessoais dos seus processos que a lei não obriga a guardar, e desativar a conta.'
              : 'Executar a revogação: o titular terá de aceitar novamente os termos para usar o sistema.'}
          </span>
        </label>
      )}
      {executar && s.tipo === 'exclusao' && (
        <Alert tone="warning">
          <p className="font-medium">Esta ação não pode ser desfeita.</p>
          <p className="mt-1">Será removido:</p>
          <ul className="list-disc pl-5">
            {EXCLUSAO_REMOVIDOS.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
          <p className="mt-1">Será mantido (e o titular será informado do motivo):</p>
          <ul className="list-disc pl-5">
            {EXCLUSAO_MANTIDOS.map((m) => (
              <li key={m.oque}>
                {m.oque}: {m.motivo}
              </li>
            ))}
          </ul>
        </Alert>
      )}
      {formError && <Alert tone="error">{formError}</Alert>}
      <div className="flex justify-end gap-3">
        <Button type="button" variant="secondary" onClick={onClose}>
          Cancelar
        </Button>
        <Button type="submit" variant={executar && s.tipo === 'exclusao' ? 'danger' : 'primary'} disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? 'Enviando...' : 'Enviar resposta'}
        </Button>
      </div>
    </form>
  );
}

/** Admins: data-subject requests with their 15-day limit (art. 19), answered here; the answer is e-mailed. */
export function SolicitacoesView({ itens }: { itens: SolicitacaoItem[] }) {
  const [aberta, setAberta] = useState<SolicitacaoItem | null>(null);
  return (
    <section aria-labelledby="titulo-pagina" className="mx-auto max-w-5xl space-y-4">
      <h1 id="titulo-pagina" className="text-2xl font-semibold">
        Solicitações LGPD
      </h1>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Pedidos dos titulares (LGPD, art. 18). A resposta completa deve ser dada em até 15 dias da solicitação (art. 19, II).
      </p>
      {itens.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Nenhuma solicitação recebida.</p>
      ) : (
        // Issue 34 item 7: below md each request is a stacked card, so 'Responder' is in reach at 390 px.
        <TabelaEmpilhada
          legenda="Solicitações dos titulares, abertas primeiro"
          itens={itens}
          chave={(s) => s.id}
          colunas={[
            {
              titulo: 'Titular',
              semRotulo: true,
              cabecalhoDaLinha: true,
              celula: (s) => (
                <>
                  <p className="font-medium">{s.usuario}</p>
                  <p className="text-xs font-normal break-all text-slate-600 dark:text-slate-400">{s.usuario_email}</p>
                </>
              ),
            },
            { titulo: 'Tipo', celula: (s) => s.tipo_label },
            { titulo: 'Recebida', celula: (s) => formatDateTime(s.criada_em) },
            {
              titulo: 'Prazo',
              celula: (s) => (
                <>
                  {formatDate(s.prazo)}
                  {s.status === 'aberta' && (
                    <p className={clsx('text-xs font-medium', s.dias_restantes < 0 ? 'text-red-700 dark:text-red-400' : s.dias_restantes <= 3 ? 'text-amber-800 dark:text-amber-300' : 'text-slate-600 dark:text-slate-400')}>
                      {rotuloPrazo(s.prazo)}
                    </p>
                  )}
                </>
              ),
            },
            {
              titulo: 'Situação',
              celula: (s) => (
                <>
                  {s.status_label}
                  {s.respondida_em && <p className="text-xs text-slate-600 dark:text-slate-400">em {formatDateTime(s.respondida_em)}</p>}
                </>
              ),
            },
            {
              titulo: 'Ações',
              tituloOculto: true,
              semRotulo: true,
              classe: 'md:text-right',
              celula: (s) =>
                s.status === 'aberta' ? (
                  <Button size="sm" onClick={() => setAberta(s)} aria-label={`Responder a solicitação de ${s.usuario}`}>
                    Responder
                  </Button>
                ) : (
                  <details>
                    <summary className="cursor-pointer text-brand-700 dark:text-brand-300">Ver resposta</summary>
                    <p className="mt-1 max-w-sm whitespace-pre-wrap break-words text-left">{s.resposta}</p>
                  </details>
                ),
            },
          ]}
        />
      )}
      <Dialog open={aberta !== null} onOpenChange={(o) => !o && setAberta(null)} title="Responder solicitação">
        {aberta && <Responder s={aberta} onClose={() => setAberta(null)} />}
      </Dialog>
    </section>
  );
}
