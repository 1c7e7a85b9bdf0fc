'use client';

import { useRouter } from 'next/navigation';
import type { z } from 'zod';
import { useApiForm } from '@/components/forms/use-api-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { documentoCreateSchema } from '@/lib/validation/documentos';

type Values = z.input<typeof documentoCreateSchema>;

/** The case page's 'Adicionar link do Google Drive' (Documentos tab); shown only when the policy allows it. */
export function DocumentoForm({ processoId }: { processoId: number }) {
  const router = useRouter();
  const form = useApiForm<Values, z.output<typeof documentoCreateSchema>, { message?: string } | null>({
    schema: documentoCreateSchema,
    defaultValues: { id_processo: processoId, url: '', titulo: '' },
    to: '/api/documentos',
    success: (data) => data?.message || 'Link adicionado ao processo com sucesso',
    resetOnSuccess: true,
    onSuccess: () => router.refresh(),
  });

  return (
    <form method="post" noValidate onSubmit={form.submit} className="grid gap-4" aria-label="Adicionar link do Google Drive">
      {form.formError && <Alert tone="error">{form.formError}</Alert>}
      <Field label="Link do Google Drive" error={form.formState.errors.url?.message}>
        {(a) => <Input {...a} {...form.register('url')} type="url" inputMode="url" placeholder="https://drive.google.com/..." />}
      </Field>
      <Field label="Título (opcional)" error={form.formState.errors.titulo?.message}>
        {(a) => <Input {...a} {...form.register('titulo')} maxLength={200} />}
      </Field>
      <div>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Salvando...' : 'Adicionar link'}
        </Button>
      </div>
    </form>
  );
}
