'use client';

import { useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Field, inputClass } from '@/components/ui/field';

type Campo = 'nome' | 'email' | 'assunto' | 'mensagem';
type Erros = Partial<Record<Campo, string>>;
const CAMPOS: Campo[] = ['nome', 'email', 'assunto', 'mensagem'];

// The zod schema (shared with POST /api/contato) is loaded on demand, when the visitor first focuses the
// form, so the page itself ships no validation library.
const carregarSchema = () => import('@/lib/validation/contato').then((m) => m.contatoSchema);

/** Contact form: validated here and on the server, stored, mailed to the team, rate limited per IP. */
export function ContactForm() {
  const [erros, setErros] = useState<Erros>({});
  const [enviando, setEnviando] = useState(false);
  const [resultado, setResultado] = useState<{ tom: 'success' | 'error'; texto: string } | null>(null);
  const form = useRef<HTMLFormElement>(null);

  const focarPrimeiroErro = (e: Erros) => {
    const primeiro = CAMPOS.find((c) => e[c]);
    if (primeiro) form.current?.querySelector<HTMLElement>(`[name="${primeiro}"]`)?.focus();
  };

  async function onSubmit(ev: React.FormEvent<HTMLFormElement>) {
    ev.preventDefault();
    if (enviando) return;
    setResultado(null);
    const dados = Object.fromEntries(CAMPOS.map((c) => [c, String(new FormData(ev.currentTarget).get(c) ?? '')]));
    const schema = await carregarSchema();
    const parsed = schema.safeParse(dados);
    if (!parsed.success) {
      const e: Erros = {};
      for (const issue of parsed.error.issues) {
        const campo = issue.path[0] as Campo;
        e[campo] ??= issue.message;
      }
      setErros(e);
      focarPrimeiroErro(e);
      return;
    }
    setErros({});
    setEnviando(true);
    try {
      const res = await fetch('/api/contato', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(parsed.data),
      });
      const body = (await res.json().catch(() => ({}))) as { message?: string; errors?: Erros };
      if (res.ok) {
        form.current?.reset();
        setResultado({ tom: 'success', texto: body.message ?? 'Mensagem enviada com sucesso!' });
      } else if (res.status === 400 && body.errors) {
        setErros(body.errors);
        focarPrimeiroErro(body.errors);
      } else {
        setResultado({ tom: 'error', texto: body.message ?? 'Não foi possível enviar a mensagem. Tente novamente.' });
      }
    } catch {
      setResultado({ tom: 'error', texto: 'Erro de conexão com o servidor. Tente novamente.' });
    } finally {
      setEnviando(false);
    }
  }

  return (
    <form
      ref={form}
      noValidate
      onSubmit={onSubmit}
      onFocusCapture={() => void carregarSchema()}
      aria-labelledby="titulo-formulario"
      className="space-y-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Nome" error={erros.nome}>
          {(p) => <input {...p} name="nome" autoComplete="name" required maxLength={120} className={inputClass} />}
        </Field>
        <Field label="E-mail" error={erros.email}>
          {(p) => <input {...p} name="email" type="email" autoComplete="email" required maxLength={254} className={inputClass} />}
        </Field>
      </div>
      <Field label="Assunto" error={erros.assunto}>
        {(p) => <input {...p} name="assunto" required maxLength={150} className={inputClass} />}
      </Field>
      <Field label="Mensagem" error={erros.mensagem}>
        {(p) => <textarea {...p} name="mensagem" rows={6} required maxLength={5000} className={inputClass} />}
      </Field>
      <div aria-live="polite" aria-atomic="true">
        {resultado && <Alert tone={resultado.tom}>{resultado.texto}</Alert>}
      </div>
      <button
        type="submit"
        disabled={enviando}
        className="inline-flex h-12 items-center justify-center rounded-lg bg-brand-700 px-6 text-base font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-brand-700/60"
      >
        {enviando ? 'Enviando...' : 'Enviar mensagem'}
      </button>
    </form>
  );
}
