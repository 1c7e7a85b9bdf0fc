'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { clsx } from 'clsx';
import type { UserSettings } from '@/lib/db/schema';
import { errorPath } from '@/lib/domain/error-status';

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

/** SPEC §2.13: the two toggles, saved on the server per user (PUT /api/user/settings) as soon as they change. */
export function ConfiguracoesForm({ initial }: { initial: UserSettings }) {
  const router = useRouter();
  const [settings, setSettings] = useState(initial);
  const [saving, setSaving] = useState(false);

  async function save(next: UserSettings) {
    const previous = settings;
    setSettings(next);
    setSaving(true);
    try {
      const res = await fetch('/api/user/settings', {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(next),
      });
      if (res.status === 401) {
        router.push(errorPath(401));
        return;
      }
      if (!res.ok) throw new Error();
      toast.success('Configurações salvas');
    } catch {
      setSettings(previous);
      toast.error('Não foi possível salvar as configurações. Tente novamente.');
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="divide-y divide-slate-200 dark:divide-slate-800" aria-busy={saving}>
      <Toggle
        label="Notificações por e-mail"
        badge="Em desenvolvimento"
        description="Receber por e-mail os avisos dos seus processos (novos quesitos, perícias agendadas, fases concluídas)."
        checked={settings.emailNotifications}
        disabled={saving}
        onChange={(v) => save({ ...settings, emailNotifications: v })}
      />
      <Toggle
        label="E-mails promocionais"
        description="Receber novidades e ofertas dos serviços de assistência técnica."
        checked={settings.promoEmails}
        disabled={saving}
        onChange={(v) => save({ ...settings, promoEmails: v })}
      />
    </div>
  );
}
