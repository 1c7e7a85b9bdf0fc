'use client';

import { useRouter } from 'next/navigation';
import { Controller, useWatch } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field, Input, inputClass } from '@/components/ui/field';
import { useApiForm } from '@/components/forms/use-api-form';
import type { IncidenteItem } from '@/lib/data/incidentes';
import { formatDate, formatDateTime } from '@/lib/domain/dates';
import { incidenteSchema, type IncidenteForm, type IncidenteInput } from '@/lib/validation/lgpd';

const RISCO: Record<IncidenteItem['risco'], string> = { baixo: 'Baixo', medio: 'Médio', alto: 'Alto' };

const VAZIO: IncidenteForm = {
  dataIncidente: '',
  dataConhecimento: '',
  descricao: '',
  dadosAfetados: '',
  titularesAfetados: '',
  quantidadeTitulares: null,
  risco: 'baixo',
  medidas: '',
  anpdComunicada: false,
  anpdComunicadaEm: '',
  titularesComunicados: false,
  titularesComunicadosEm: '',
};

function Formulario() {
  const router = useRouter();
  const {
    register,
    control,
    submit,
    formError,
    formState: { errors, isSubmitting },
  } = useApiForm<IncidenteForm, IncidenteInput, { message: string }>({
    schema: incidenteSchema,
    defaultValues: VAZIO,
    to: '/api/lgpd/incidentes',
    success: (data) => data.message,
    // Every field goes back to empty (defaultValues) for the next incident.
    resetOnSuccess: true,
    onSuccess: () => router.refresh(),
  });

  const anpd = useWatch({ control, name: 'anpdComunicada' });
  const titulares = useWatch({ control, name: 'titularesComunicados' });

  return (
    <form method="post" onSubmit={submit} className="grid gap-4 sm:grid-cols-2" noValidate aria-labelledby="titulo-novo-incidente">
      <Field label="Data do incidente" error={errors.dataIncidente?.message}>
        {(a) => <Input {...a} {...register('dataIncidente')} type="date" />}
      </Field>
      <Field label="Data em que foi conhecido" error={errors.dataConhecimento?.message}>
        {(a) => <Input {...a} {...register('dataConhecimento')} type="date" />}
      </Field>
      <Field label="Descrição do incidente" error={errors.descricao?.message} className="sm:col-span-2">
        {(a) => <textarea {...a} {...register('descricao')} rows={3} className={inputClass} />}
      </Field>
      <Field label="Dados pessoais afetados" error={errors.dadosAfetados?.message} hint="Natureza e categoria (ex.: dados de saúde, CPF).">
        {(a) => <textarea {...a} {...register('dadosAfetados')} rows={2} className={inputClass} />}
      </Field>
      <Field label="Titulares afetados" error={errors.titularesAfetados?.message} hint="Quem foi afetado (ex.: clientes, peritos).">
        {(a) => <textarea {...a} {...register('titularesAfetados')} rows={2} className={inputClass} />}
      </Field>
      <Field label="Quantidade de titulares (se conhecida)" error={errors.quantidadeTitulares?.message}>
        {(a) => (
          <Controller
            control={control}
            name="quantidadeTitulares"
            render={({ field }) => (
              <Input
                {...a}
                inputMode="numeric"
                value={field.value ?? ''}
                onChange={(e) => field.onChange(e.target.value === '' ? null : /^\d+$/.test(e.target.value) ? Number(e.target.value) : e.target.value)}
                onBlur={field.onBlur}
              />
            )}
          />
        )}
      </Field>
      <Field label="Risco aos titulares" error={errors.risco?.message}>
        {(a) => (
          <select {...a} {...register('risco')} className={inputClass}>
            <option value="baixo">Baixo</option>
            <option value="medio">Médio</option>
            <option value="alto">Alto</option>
          </select>
        )}
      </Field>
      <Field label="Medidas adotadas" error={errors.medidas?.message} className="sm:col-span-2" hint="Para reverter ou mitigar os efeitos e evitar novos incidentes.">
        {(a) => <textarea {...a} {...register('medidas')} rows={3} className={inputClass} />}
      </Field>
      <div className="space-y-2">
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" {...register('anpdComunicada')} className="size-4" />
          ANPD comunicada
        </label>
        {anpd && (
          <Field label="Data da comunicação à ANPD" error={errors.anpdComunicadaEm?.message}>
            {(a) => <Input {...a} {...register('anpdComunicadaEm')} type="date" />}
          </Field>
        )}
      </div>
      <div className="space-y-2">
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" {...register('titularesComunicados')} className="size-4" />
          Titulares comunicados
        </label>
        {titulares && (
          <Field label="Data da comunicação aos titulares" error={errors.titularesComunicadosEm?.message}>
            {(a) => <Input {...a} {...register('titularesComunicadosEm')} type="date" />}
          </Field>
        )}
      </div>
      {formError && (
        <Alert tone="error" className="sm:col-span-2">
          {formError}
        </Alert>
      )}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? 'Registrando...' : 'Registrar incidente'}
        </Button>
      </div>
    </form>
  );
}

/** Admins: the record of security incidents (ANPD Res. 15/2024), kept at least 5 years; entries are never removed. */
export function IncidentesView({ itens }: { itens: IncidenteItem[] }) {
  return (
    <section aria-labelledby="titulo-pagina" className="mx-auto max-w-5xl space-y-6">
      <div>
        <h1 id="titulo-pagina" className="text-2xl font-semibold">
          Incidentes de segurança
        </h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Registro dos incidentes com dados pessoais (Resolução CD/ANPD nº 15/2024), guardado por no mínimo 5 anos. Os registros não podem ser
          apagados.
        </p>
      </div>
      <div className="rounded-lg border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
        <h2 id="titulo-novo-incidente" className="mb-4 text-lg font-medium">
          Registrar incidente
        </h2>
        <Formulario />
      </div>
      <div>
        <h2 className="text-lg font-medium">Incidentes registrados</h2>
        {itens.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">Nenhum incidente registrado.</p>
        ) : (
          <ul className="mt-3 space-y-3" aria-label="Incidentes registrados">
            {itens.map((i) => (
              <li key={i.id} className="rounded-lg border border-slate-200 bg-white p-4 text-sm dark:border-slate-800 dark:bg-slate-900">
                <p className="font-medium">
                  Incidente de {formatDateTime(i.data_incidente).slice(0, 10)} · risco {RISCO[i.risco].toLowerCase()}
                </p>
                <p className="text-slate-600 dark:text-slate-400">
                  Conhecido em {formatDateTime(i.data_conhecimento).slice(0, 10)} · registrado por {i.registrado_por ?? '—'} em {formatDateTime(i.criado_em)}
                </p>
                <dl className="mt-2 grid gap-2 sm:grid-cols-2">
                  <div className="sm:col-span-2">
                    <dt className="font-medium">Descrição</dt>
                    <dd className="whitespace-pre-wrap break-words">{i.descricao}</dd>
                  </div>
                  <div>
                    <dt className="font-medium">Dados afetados</dt>
                    <dd className="whitespace-pre-wrap break-words">{i.dados_afetados}</dd>
                  </div>
                  <div>
                    <dt className="font-medium">Titulares afetados</dt>
                    <dd className="whitespace-pre-wrap break-words">
                      {i.titulares_afetados}
                      {i.quantidade_titulares !== null ? ` (${i.quantidade_titulares})` : ''}
                    </dd>
                  </div>
                  <div className="sm:col-span-2">
                    <dt className="font-medium">Medidas</dt>
                    <dd className="whitespace-pre-wrap break-words">{i.medidas}</dd>
                  </div>
                  <div>
                    <dt className="font-medium">ANPD comunicada</dt>
                    <dd>{i.anpd_comunicada ? `Sim, em ${formatDate(i.anpd_comunicada_em)}` : 'Não'}</dd>
                  </div>
                  <div>
                    <dt className="font-medium">Titulares comunicados</dt>
                    <dd>{i.titulares_comunicados ? `Sim, em ${formatDate(i.titulares_comunicados_em)}` : 'Não'}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
