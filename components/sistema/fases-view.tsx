'use client';

import Link from 'next/link';
import { useId, useState } from 'react';
import { Tabs } from 'radix-ui';
import { Link2 } from 'lucide-react';
import { toast } from 'sonner';
import { ApiError, apiRequest, errorMessage } from '@/lib/api/client';
import type { FaseConteudo } from '@/content/manual';
import { Button, buttonClass } from '@/components/ui/button';
import { Field, Input, inputClass } from '@/components/ui/field';
import { documentoCreateSchema } from '@/lib/validation/documentos';

type Caso = { id: number; numero: string | null; requerente: string };

/** SPEC §2.10: the three selectable phases, their steps, and 'add Google Drive link' to one of the caller's cases. */
export function FasesView({ fases, casos, podeCadastrar }: { fases: FaseConteudo[]; casos: Caso[]; podeCadastrar: boolean }) {
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <header>
        <h1 className="text-2xl font-semibold">Fases do Processo</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          Conheça as etapas de cada fase e envie os documentos do processo por um link do Google Drive.
        </p>
      </header>
      <Tabs.Root defaultValue="1">
        <Tabs.List aria-label="Fases" className="flex flex-wrap gap-2 border-b border-slate-200 dark:border-slate-800">
          {fases.map((f) => (
            <Tabs.Trigger
              key={f.id}
              value={String(f.id)}
              className="-mb-px border-b-2 border-transparent px-3 py-2 text-left text-sm font-medium text-slate-600 hover:text-slate-900 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800 dark:text-slate-400 dark:hover:text-slate-100 dark:data-[state=active]:border-brand-300 dark:data-[state=active]:text-brand-200"
            >
              {f.titulo} {f.nome}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {fases.map((f) => (
          <Tabs.Content key={f.id} value={String(f.id)} className="space-y-6 pt-6 focus-visible:outline-none">
            <section aria-labelledby={`fase-${f.id}-titulo`} className="rounded-lg border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
              <h2 id={`fase-${f.id}-titulo`} className="text-xl font-semibold">
                {f.titulo}: {f.nome}
              </h2>
              <p className="mt-2 text-slate-700 dark:text-slate-300">{f.resumo}</p>
              <h3 className="mt-4 font-semibold">Etapas</h3>
              <ol className="mt-2 space-y-2">
                {f.passos.map((p, i) => (
                  <li key={p} className="flex gap-3">
                    <span aria-hidden className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xs font-semibold text-brand-800 dark:bg-brand-900 dark:text-brand-100">
                      {i + 1}
                    </span>
                    <span>{p}</span>
                  </li>
                ))}
              </ol>
            </section>
            <DriveLinkForm idFase={f.id} casos={casos} podeCadastrar={podeCadastrar} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}

function rotulo(c: Caso) {
  return `${c.numero ?? 'Sem número'} · ${c.requerente}`;
}

function DriveLinkForm({ idFase, casos, podeCadastrar }: { idFase: number; casos: Caso[]; podeCadastrar: boolean }) {
  const selectId = useId();
  const [idProcesso, setIdProcesso] = useState(casos.length === 1 ? String(casos[0].id) : '');
  const [url, setUrl] = useState('');
  const [titulo, setTitulo] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [feito, setFeito] = useState<string | null>(null);

  if (casos.length === 0) {
    return (
      <section aria-labelledby={`drive-${idFase}`} className="rounded-lg border border-dashed border-slate-300 p-6 dark:border-slate-700">
        <h2 id={`drive-${idFase}`} className="font-semibold">
          Adicionar link do Google Drive
        </h2>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">Você ainda não tem processos para anexar um link.</p>
        {podeCadastrar && (
          <Link href="/processo/cadastro" className={buttonClass('secondary', 'sm', 'mt-3')}>
            Novo Processo
          </Link>
        )}
      </section>
    );
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setFeito(null);
    const parsed = documentoCreateSchema.safeParse({ id_processo: idProcesso || undefined, url, titulo, id_fase: idFase });
    if (!parsed.success) {
      const errs: Record<string, string> = {};
      for (const issue of parsed.error.issues) errs[String(issue.path[0])] ??= issue.message;
      setErrors(errs);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      let body: { message?: string } | null;
      try {
        body = (await apiRequest<{ message?: string }>('/api/documentos', { body: parsed.data })).data;
      } catch (err) {
        if (err instanceof ApiError) setErrors(err.errors);
        toast.error(errorMessage(err));
        return;
      }
      const caso = casos.find((c) => String(c.id) === idProcesso);
      const msg = `Link adicionado ao processo ${caso ? rotulo(caso) : ''}.`.replace(' .', '.');
      toast.success(body?.message ?? msg);
      setFeito(msg);
      setUrl('');
      setTitulo('');
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-labelledby={`drive-${idFase}`} className="rounded-lg border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
      <h2 id={`drive-${idFase}`} className="flex items-center gap-2 font-semibold">
        <Link2 className="size-5" aria-hidden />
        Adicionar link do Google Drive
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Compartilhe a pasta ou o documento no Google Drive e cole o link. Ele fica registrado na Cronologia do processo.
      </p>
      <form onSubmit={submit} noValidate className="mt-4 grid gap-4 sm:grid-cols-2">
        <div className="space-y-1 sm:col-span-2">
          <label htmlFor={selectId} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
            Processo
          </label>
          <select
            id={selectId}
            className={inputClass}
            value={idProcesso}
            onChange={(e) => setIdProcesso(e.target.value)}
            aria-invalid={Boolean(errors.id_processo)}
            aria-describedby={errors.id_processo ? `${selectId}-erro` : undefined}
          >
            <option value="">Selecione o processo</option>
            {casos.map((c) => (
              <option key={c.id} value={String(c.id)}>
                {rotulo(c)}
              </option>
            ))}
          </select>
          {errors.id_processo && (
            <p id={`${selectId}-erro`} className="text-sm text-red-700 dark:text-red-400">
              {errors.id_processo}
            </p>
          )}
        </div>
        <Field label="Link do Google Drive" error={errors.url} className="sm:col-span-2">
          {(p) => (
            <Input {...p} type="url" inputMode="url" placeholder="https://drive.google.com/..." value={url} onChange={(e) => setUrl(e.target.value)} />
          )}
        </Field>
        <Field label="Título (opcional)" error={errors.titulo} className="sm:col-span-2">
          {(p) => <Input {...p} maxLength={200} value={titulo} onChange={(e) => setTitulo(e.target.value)} />}
        </Field>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={saving}>
            {saving ? 'Salvando...' : 'Adicionar link'}
          </Button>
        </div>
        <p aria-live="polite" className="text-sm text-green-800 sm:col-span-2 dark:text-green-300">
          {feito}
        </p>
      </form>
    </section>
  );
}
