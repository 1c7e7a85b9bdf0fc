'use client';

import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { apiRequest, errorMessage } from '@/lib/api/client';
import type { AcessoItem } from '@/lib/data/registro-acessos';
import { formatDateTime } from './format';

const POR_PAGINA = 20;

/**
 * The 'Acessos' tab (LGPD): who read this case's health data (detail, documents, downloads, perícias), newest
 * first, 20 a page. Shown to the owner advogado and admins (the API answers 404 to anyone else).
 */
export function AcessosProcesso({ processoId }: { processoId: number }) {
  const [pagina, setPagina] = useState(1);
  const [estado, setEstado] = useState<{ itens: AcessoItem[]; total: number } | { erro: string } | null>(null);

  useEffect(() => {
    let ativo = true;
    apiRequest<AcessoItem[]>(`/api/processo/${processoId}/acessos?page=${pagina}&pageSize=${POR_PAGINA}`)
      .then((r) => {
        if (ativo) setEstado({ itens: r.data, total: Number(r.headers.get('X-Total-Count') ?? r.data.length) });
      })
      .catch((err) => {
        if (ativo) setEstado({ erro: errorMessage(err) });
      });
    return () => {
      ativo = false;
    };
  }, [processoId, pagina]);

  if (estado === null) return <p role="status" className="text-sm text-slate-600 dark:text-slate-400">Carregando acessos…</p>;
  if ('erro' in estado) return <Alert tone="error">{estado.erro}</Alert>;
  const paginas = Math.max(1, Math.ceil(estado.total / POR_PAGINA));
  return (
    <section aria-labelledby="titulo-acessos" className="space-y-3">
      <h2 id="titulo-acessos" className="font-semibold">
        Registro de acessos
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Cada leitura dos dados deste processo (detalhes, documentos, downloads e perícias) fica registrada, conforme a LGPD. O registro não pode ser
        alterado nem apagado.
      </p>
      {estado.itens.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Nenhum acesso registrado.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Acessos ao processo, do mais recente ao mais antigo</caption>
            <thead className="border-b border-slate-200 text-xs uppercase text-slate-500 dark:border-slate-800 dark:text-slate-400">
              <tr>
                <th scope="col" className="py-2 pr-4">Data e hora</th>
                <th scope="col" className="py-2 pr-4">Quem</th>
                <th scope="col" className="py-2 pr-4">Perfil</th>
                <th scope="col" className="py-2 pr-4">O quê</th>
                <th scope="col" className="py-2">Endereço</th>
              </tr>
            </thead>
            <tbody>
              {estado.itens.map((a) => (
                <tr key={a.id} className="border-b border-slate-100 dark:border-slate-800/60">
                  <td className="py-2 pr-4">
                    <time dateTime={a.data}>{formatDateTime(a.data)}</time>
                  </td>
                  <td className="py-2 pr-4">{a.usuario ?? `Usuário #${a.usuario_id}`}</td>
                  <td className="py-2 pr-4">{a.role_label}</td>
                  <td className="py-2 pr-4">{a.objeto_label}</td>
                  <td className="py-2 font-mono text-xs">{a.endereco_label ?? <span title="O endereço de rede de outras pessoas fica visível só para administradores.">—</span>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {paginas > 1 && (
        <nav aria-label="Páginas de acessos" className="flex items-center gap-3 text-sm">
          <Button type="button" variant="secondary" disabled={pagina <= 1} onClick={() => setPagina((p) => p - 1)}>
            Anterior
          </Button>
          <span>
            Página {pagina} de {paginas}
          </span>
          <Button type="button" variant="secondary" disabled={pagina >= paginas} onClick={() => setPagina((p) => p + 1)}>
            Próxima
          </Button>
        </nav>
      )}
    </section>
  );
}
