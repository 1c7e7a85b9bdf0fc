'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/field';
import { safeNextPath } from '@/lib/domain/safe-next';

export function LoginForm({ next, loggedOut }: { next: string | null; loggedOut: boolean }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setError(null);
    setLoading(true);
    try {
      const res = await fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          email: String(form.get('email') ?? ''),
          senha: String(form.get('senha') ?? ''),
          lembrar: form.get('lembrar') === 'on',
        }),
      });
      const data = (await res.json().catch(() => ({}))) as { token?: string; message?: string };
      if (!res.ok || !data.token) throw new Error(data.message || 'Erro ao autenticar');
      router.replace(safeNextPath(next) ?? '/sistema');
      router.refresh();
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : 'Erro ao autenticar');
      setLoading(false);
    }
  }

  return (
    <form onSubmit={onSubmit} className="mt-6 space-y-4" noValidate={false}>
      {loggedOut && !error && <Alert tone="success">Você foi desconectado com sucesso!</Alert>}
      {error && <Alert tone="error">{error}</Alert>}
      <div className="space-y-1">
        <label htmlFor="email" className="block text-sm font-medium">
          E-mail
        </label>
        <Input id="email" name="email" type="email" autoComplete="username" required />
      </div>
      <div className="space-y-1">
        <label htmlFor="senha" className="block text-sm font-medium">
          Senha
        </label>
        <Input id="senha" name="senha" type="password" autoComplete="current-password" required />
      </div>
      <div className="flex items-center justify-between text-sm">
        <label className="flex items-center gap-2">
          <input type="checkbox" name="lembrar" className="size-4 rounded border-slate-400" />
          Lembrar-me
        </label>
        <Link href="/request" className="font-medium text-brand-700 hover:underline dark:text-brand-300">
          Esqueceu a senha?
        </Link>
      </div>
      <Button type="submit" className="w-full" disabled={loading} aria-busy={loading}>
        {loading ? 'Entrando...' : 'Entrar'}
      </Button>
      <p className="text-center text-sm">
        <Link href="/cadastro" className="font-medium text-brand-700 hover:underline dark:text-brand-300">
          Criar nova conta
        </Link>
      </p>
    </form>
  );
}
