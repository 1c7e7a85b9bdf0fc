'use client';

import { useId, useRef } from 'react';
import { Controller, useWatch, type Path } from 'react-hook-form';
import { clsx } from 'clsx';
import type { UserSettings } from '@/lib/db/schema';
import { useApiForm } from '@/components/forms/use-api-form';
import { settingsSchema, type SettingsInput } from '@/lib/validation/users';
import { LEMBRETE_KINDS } from '@/lib/domain/labels';
import { LEMBRETE_LABELS } from '@/lib/domain/prazos-processo';

const LEMBRETE_DESCRICOES = {
  d5: 'Cinco dias antes do último dia de cada prazo processual dos seus processos.',
  d2: 'Dois dias antes do último dia de cada prazo processual.',
  d0: 'No último dia de cada prazo processual.',
  pericia_d1: 'Na véspera de cada perícia agendada nos seus processos.',
} as const;

function Toggle({
  label,
  description,
  badge,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  description: string;
  badge?: string;
  checked: boolean;
  disabled: boolean;
  onChange: (value: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-6 py-4">
      <div>
        <p id={`${id}-label`} className="font-medium">
          {label}
          {badge && (
            <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-200">
              {badge}
            </span>
          )}
        </p>
        <p id={`${id}-desc`} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {description}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-desc`}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className={clsx(
          'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60',
          checked ? 'bg-brand-700' : 'bg-slate-300 dark:bg-slate-600',
        )}
      >
        <span className={clsx('inline-block size-5 rounded-full bg-white shadow transition-transform', checked ? 'translate-x-5' : 'translate-x-0.5')} />
      </button>
    </div>
  );
}

/** A toggle's field: the two of SPEC and each reminder kind (`lembretesEmail.d5`…). */
type BoolPath = Exclude<Path<SettingsInput>, 'lembretesEmail'>;

/**
 * SPEC §2.13: the toggles (and the reminder e-mails by kind), saved on the server per user (PUT /api/user/settings)
 * as soon as they change.
 * A react-hook-form form on the settings schema; each change submits it, a failure puts the old value back.
 */
export function ConfiguracoesForm({ initial }: { initial: UserSettings }) {
  const anterior = useRef<{ field: BoolPath; value: boolean } | null>(null);
  const {
    control,
    submit,
    getValues,
    setValue,
    formState: { isSubmitting },
  } = useApiForm<SettingsInput>({
    schema: settingsSchema,
    defaultValues: initial,
    to: '/api/user/settings',
    method: 'PUT',
    success: 'Configurações salvas',
    failure: 'toast',
    onFailure: () => {
      if (anterior.current) setValue(anterior.current.field, anterior.current.value);
    },
  });

  function change(field: BoolPath, value: boolean) {
    anterior.current = { field, value: getValues(field) as boolean };
    setValue(field, value);
    void submit();
  }
  const emailOn = useWatch({ control, name: 'emailNotifications' });

  // A reminder switch under the master switch turned off shows off: no such e-mail is sent, whatever it was set to
  // (the choice is kept and comes back with the master switch).
  const toggle = (field: BoolPath, props: { label: string; description: string; badge?: string; disabled?: boolean }) => (
    <Controller
      control={control}
      name={field}
      render={({ field: f }) => (
        <Toggle {...props} checked={Boolean(f.value) && !props.disabled} disabled={isSubmitting || Boolean(props.disabled)} onChange={(v) => change(field, v)} />
      )}
    />
  );

  return (
    <form method="post" onSubmit={(e) => e.preventDefault()} className="divide-y divide-slate-200 dark:divide-slate-800" aria-busy={isSubmitting}>
      {toggle('emailNotifications', {
        label: 'Notificações por e-mail',
        description:
          'Receber por e-mail os lembretes de prazos processuais e de perícias dos seus processos. Os lembretes sempre aparecem também nas notificações do sistema.',
      })}
      <fieldset className="py-2 pl-4" disabled={!emailOn || isSubmitting}>
        <legend className="pt-2 text-sm font-semibold">Lembretes por e-mail</legend>
        {!emailOn && <p className="text-sm text-slate-600 dark:text-slate-400">Desligados enquanto as notificações por e-mail estiverem desativadas.</p>}
        {LEMBRETE_KINDS.map((k) => (
          <div key={k}>{toggle(`lembretesEmail.${k}`, { label: LEMBRETE_LABELS[k], description: LEMBRETE_DESCRICOES[k], disabled: !emailOn })}</div>
        ))}
      </fieldset>
      {toggle('promoEmails', {
        label: 'E-mails promocionais',
        description: 'Receber novidades e ofertas dos serviços de assistência técnica.',
      })}
    </form>
  );
}
