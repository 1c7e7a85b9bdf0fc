'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { useDebouncedCallback } from 'use-debounce';
import { Search } from 'lucide-react';
import { Input } from '@/components/ui/field';

/** Search box of Gestão de Processos: debounced as you type, kept in the URL (?termo=), back to page 1. */
export function BuscaProcessos({ termo }: { termo: string }) {
  const router = useRouter();
  const [value, setValue] = useState(termo);
  const [pending, startTransition] = useTransition();

  const navigate = useDebouncedCallback((next: string) => {
    const q = next.trim() ? `?termo=${encodeURIComponent(next.trim())}` : '';
    startTransition(() => router.replace(`/processos${q}`, { scroll: false }));
  }, 300);

  return (
    <form method="post"
      role="search"
      className="relative w-full sm:max-w-md"
      onSubmit={(e) => {
        e.preventDefault();
        navigate(value);
        navigate.flush();
      }}
    >
      <label htmlFor="busca-processos" className="sr-only">
        Buscar processos
      </label>
      <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500" aria-hidden />
      <Input
        id="busca-processos"
        type="search"
        placeholder="Buscar por número, cliente ou perito"
        className="pl-9"
        value={value}
        aria-busy={pending}
        onChange={(e) => {
          setValue(e.target.value);
          navigate(e.target.value);
        }}
      />
    </form>
  );
}
