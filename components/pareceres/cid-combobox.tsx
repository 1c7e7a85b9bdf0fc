'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { inputClass } from '@/components/ui/field';
import { apiRequest } from '@/lib/api/client';

export type CidEscolhido = { cid: string; descricao: string };
type Item = { codigo: string; descricao: string };

/**
 * A CID-10 field with autocomplete (issue 37 item 2): type a code (M54.5, M545), words or a common name
 * (lombalgia) and pick from GET /api/cid10. An ARIA 1.2 combobox: the input owns a listbox, arrows move the
 * active option (aria-activedescendant), Enter picks, Escape closes; the count of results is announced.
 */
export function CidCombobox({
  label,
  valor,
  onEscolher,
  hint,
  error,
}: {
  label: string;
  valor: CidEscolhido | null;
  onEscolher: (v: CidEscolhido | null) => void;
  hint?: string;
  error?: string;
}) {
  const id = useId();
  const listId = `${id}-lista`;
  const hintId = `${id}-dica`;
  const errorId = `${id}-erro`;
  const [texto, setTexto] = useState(valor ? `${valor.cid} — ${valor.descricao}` : '');
  const [itens, setItens] = useState<Item[]>([]);
  const [total, setTotal] = useState(0);
  const [aberto, setAberto] = useState(false);
  const [ativo, setAtivo] = useState(-1);
  const [falha, setFalha] = useState<string | null>(null);
  const pedido = useRef<AbortController | null>(null);

  useEffect(() => {
    if (!aberto) return;
    const q = texto.trim();
    if (q.length < 2) return;
    const t = setTimeout(() => {
      pedido.current?.abort();
      const ac = new AbortController();
      pedido.current = ac;
      apiRequest<Item[]>(`/api/cid10?q=${encodeURIComponent(q)}&limit=12`, { signal: ac.signal })
        .then((r) => {
          setItens(r.data);
          setTotal(Number(r.headers.get('X-Total-Count') ?? r.data.length));
          setAtivo(r.data.length > 0 ? 0 : -1);
          setFalha(null);
        })
        .catch((e: unknown) => {
          if (!ac.signal.aborted) setFalha(e instanceof Error ? e.message : 'Não foi possível buscar na CID-10.');
        });
    }, 200);
    return () => clearTimeout(t);
  }, [texto, aberto]);

  const escolher = (item: Item) => {
    onEscolher({ cid: item.codigo, descricao: item.descricao });
    setTexto(`${item.codigo} — ${item.descricao}`);
    setAberto(false);
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setAberto(true);
      setAtivo((a) => Math.min(itens.length - 1, a + 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setAtivo((a) => Math.max(0, a - 1));
    } else if (e.key === 'Enter' && aberto && ativo >= 0 && itens[ativo]) {
      e.preventDefault();
      escolher(itens[ativo]);
    } else if (e.key === 'Escape') {
      setAberto(false);
    }
  };

  const mostrar = aberto && texto.trim().length >= 2;
  return (
    <div className="relative space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={mostrar && itens.length > 0}
        aria-controls={listId}
        aria-activedescendant={mostrar && ativo >= 0 ? `${listId}-${ativo}` : undefined}
        aria-invalid={Boolean(error)}
        aria-describedby={[hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined}
        className={inputClass}
        value={texto}
        placeholder="Código (M54.5) ou nome (lombalgia)"
        onChange={(e) => {
          setTexto(e.target.value);
          setAberto(true);
          if (valor) onEscolher(null);
        }}
        onFocus={() => setAberto(true)}
        onBlur={() => setTimeout(() => setAberto(false), 150)}
        onKeyDown={onKeyDown}
      />
      {hint && (
        <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      <ul
        id={listId}
        role="listbox"
        aria-label={`Resultados da CID-10 para ${label}`}
        hidden={!mostrar || itens.length === 0}
        className="absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-md border border-slate-300 bg-white shadow-lg dark:border-slate-600 dark:bg-slate-900"
      >
        {itens.map((item, i) => (
          <li
            key={item.codigo}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === ativo}
            className={`cursor-pointer px-3 py-2 text-sm ${i === ativo ? 'bg-brand-600 text-white' : 'text-slate-900 dark:text-slate-100'}`}
            onMouseDown={(e) => {
              e.preventDefault();
              escolher(item);
            }}
          >
            <span className="font-mono font-semibold">{item.codigo}</span> — {item.descricao}
          </li>
        ))}
      </ul>
      <p className="sr-only" role="status" aria-live="polite">
        {mostrar ? (falha ?? (total === 0 ? 'Nenhum código encontrado.' : `${total} códigos encontrados.`)) : ''}
      </p>
    </div>
  );
}
