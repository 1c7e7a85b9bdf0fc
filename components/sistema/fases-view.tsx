'use client';

import Link from 'next/link';
import { useState } from 'react';
import type { z } from 'zod';
import { Tabs } from 'radix-ui';
import { Link2 } from 'lucide-react';
import { notify, useApiForm } from '@/components/forms/use-api-form';
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

type DriveLink = z.input<typeof documentoCreateSchema>;

function DriveLinkForm({ idFase, casos, podeCadastrar }: { idFase: number; casos: Caso[]; podeCadastrar: boolean }) {
  const [feito, setFeito] = useState<string | null>(null);
  const inicial: DriveLink = { id_processo: casos.length === 1 ? String(casos[0].id) : '', url: '', titulo: '', id_fase: idFase };
  const form = useApiForm<DriveLink, z.output<typeof documentoCreateSchema>, { message?: string } | null>({
    schema: documentoCreateSchema,
    defaultValues: inicial,
    to: '/api/documentos',
    failure: 'toast',
    onSuccess: (body, v) => {
      const caso = casos.find((c) => c.id === v.id_processo);
      const msg = `Link adicionado ao processo ${caso ? rotulo(caso) : ''}.`.replace(' .', '.');
      notify('success', body?.message ?? msg);
      setFeito(msg);
      form.reset({ ...inicial, id_processo: String(v.id_processo) });
    },
  });

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

  return (
    <section aria-labelledby={`drive-${idFase}`} className="rounded-lg border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
      <h2 id={`drive-${idFase}`} className="flex items-center gap-2 font-semibold">
        <Link2 className="size-5" aria-hidden />
        Adicionar link do Google Drive
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Compartilhe a pasta ou o documento no Google Drive e cole o link. Ele fica registrado na Cronologia do processo.
      </p>
      <form method="post"
        onSubmit={form.submit}
        noValidate
        className="mt-4 grid gap-4 sm:grid-cols-2"
      >
        <Field label="Processo" error={form.formState.errors.id_processo?.message} className="sm:col-span-2">
          {(p) => (
            <select {...p} {...form.register('id_processo')} className={inputClass}>
              <option value="">Selecione o processo</option>
              {casos.map((c) => (
                <option key={c.id} value={String(c.id)}>
                  {rotulo(c)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Link do Google Drive" error={form.formState.errors.url?.message} className="sm:col-span-2">
          {(p) => <Input {...p} {...form.register('url')} type="url" inputMode="url" placeholder="https://drive.google.com/..." />}
        </Field>
        <Field label="Título (opcional)" error={form.formState.errors.titulo?.message} className="sm:col-span-2">
          {(p) => <Input {...p} {...form.register('titulo')} maxLength={200} />}
        </Field>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? 'Salvando...' : 'Adicionar link'}
          </Button>
        </div>
        <p aria-live="polite" className="text-sm text-green-800 sm:col-span-2 dark:text-green-300">
          {form.succeeded && feito}
        </p>
      </form>
    </section>
  );
}
