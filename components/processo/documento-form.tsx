'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { documentoCreateSchema } from '@/lib/validation/documentos';

type Values = z.input<typeof documentoCreateSchema>;

/** The case page's 'Adicionar link do Google Drive' (Documentos tab); shown only when the policy allows it. */
export function DocumentoForm({ processoId }: { processoId: number }) {
  const router = useRouter();
  const [erro, setErro] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof documentoCreateSchema>>({
    resolver: zodResolver(documentoCreateSchema),
    defaultValues: { id_processo: processoId, url: '', titulo: '' },
  });

  async function onSubmit(v: z.output<typeof documentoCreateSchema>) {
    setErro(null);
    let res: Response;
    try {
      res = await fetch('/api/documentos', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(v) });
    } catch {
      setErro('Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.');
      return;
    }
    const data = (await res.json().catch(() => ({}))) as { message?: string; errors?: Record<string, string> };
    if (!res.ok) {
      if (data.errors?.url) setError('url', { message: data.errors.url });
      if (data.errors?.titulo) setError('titulo', { message: data.errors.titulo });
      setErro(data.message || 'Não foi possível adicionar o link.');
      return;
    }
    toast.success(data.message || 'Link adicionado ao processo com sucesso');
    reset({ id_processo: processoId, url: '', titulo: '' });
    router.refresh();
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4" aria-label="Adicionar link do Google Drive">
      {erro && <Alert tone="error">{erro}</Alert>}
      <Field label="Link do Google Drive" error={errors.url?.message}>
        {(a) => <Input {...a} {...register('url')} type="url" inputMode="url" placeholder="https://drive.google.com/..." />}
      </Field>
      <Field label="Título (opcional)" error={errors.titulo?.message}>
        {(a) => <Input {...a} {...register('titulo')} maxLength={200} />}
      </Field>
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Salvando...' : 'Adicionar link'}
        </Button>
      </div>
    </form>
  );
}
