'use client';

import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Dialog } from '@/components/ui/dialog';
import { CreditosResumo } from '@/components/sistema/creditos-resumo';
import { apiRequest, errorMessage } from '@/lib/api/client';
import type { CreditosApi } from '@/lib/data/creditos';
import type { PublicUser } from '@/lib/data/users';

/** Usuários → 'Créditos': an admin reads one user's balance, lots and history (GET /api/creditos?id_usuario=). */
export function CreditosDialog({ user, onOpenChange }: { user: PublicUser | null; onOpenChange: (open: boolean) => void }) {
  const [estado, setEstado] = useState<{ userId: number; creditos?: CreditosApi; erro?: string } | null>(null);
  const userId = user?.id;

  useEffect(() => {
    if (userId === undefined) return;
    let ativo = true;
    // A user removed meanwhile (404) is said in the dialog, not as a page of its own.
    apiRequest<CreditosApi>(`/api/creditos?id_usuario=${userId}`, { handle: [404] })
      .then(({ data }) => ativo && setEstado({ userId, creditos: data }))
      .catch((err: unknown) => ativo && setEstado({ userId, erro: errorMessage(err) }));
    return () => {
      ativo = false;
    };
  }, [userId]);

  const atual = estado?.userId === userId ? estado : null;
  return (
    <Dialog open={user !== null} onOpenChange={onOpenChange} title={user ? `Créditos de ${user.nome}` : 'Créditos'} className="max-w-xl">
      {!atual ? (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
          Carregando créditos…
        </p>
      ) : atual.erro ? (
        <Alert tone="error">{atual.erro}</Alert>
      ) : (
        atual.creditos && <CreditosResumo creditos={atual.creditos} semSaldo="Nenhum crédito disponível." historicoCompleto />
      )}
    </Dialog>
  );
}
