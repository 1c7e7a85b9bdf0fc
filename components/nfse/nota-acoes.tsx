'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/field';

async function chamar(url: string, corpo?: unknown): Promise<{ ok: boolean; message: string }> {
  const res = await fetch(url, { method: 'POST', ...(corpo ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(corpo) } : {}) }).catch(() => null);
  const data = (await res?.json().catch(() => null)) as { message?: string; errors?: Record<string, string> } | null;
  return { ok: Boolean(res?.ok), message: [data?.message ?? 'Não foi possível concluir.', ...(res?.ok ? [] : Object.values(data?.errors ?? {}))].join(' ') };
}

/** Notas fiscais (admins): 'Cancelar' with a reason (the national event) and 'Emitir novamente' after a rejection. */
export function NotaAcoes({ notaId, pagamentoId, status }: { notaId: number; pagamentoId: number | null; status: string }) {
  const router = useRouter();
  const [cancelando, setCancelando] = useState(false);
  const [motivo, setMotivo] = useState('');
  const [codigo, setCodigo] = useState('1');
  const [resultado, setResultado] = useState<{ ok: boolean; message: string } | null>(null);
  const [ocupado, setOcupado] = useState(false);
  const agir = async (url: string, corpo?: unknown) => {
    setOcupado(true);
    const r = await chamar(url, corpo);
    setOcupado(false);
    setResultado(r);
    if (r.ok) {
      setCancelando(false);
      router.refresh();
    }
  };
  return (
    <div className="space-y-2">
      {status === 'emitida' && !cancelando && (
        <Button type="button" size="sm" variant="secondary" onClick={() => setCancelando(true)}>
          Cancelar
        </Button>
      )}
      {cancelando && (
        <form
          method="post"
          className="space-y-2"
          aria-label="Cancelar nota fiscal"
          onSubmit={(e) => {
            e.preventDefault();
            void agir(`/api/notas-fiscais/${notaId}/cancelar`, { codigo, motivo });
          }}
        >
          <select aria-label="Motivo do cancelamento" className={inputClass} value={codigo} onChange={(e) => setCodigo(e.target.value)}>
            <option value="1">Erro na emissão</option>
            <option value="2">Serviço não prestado</option>
            <option value="9">Outros</option>
          </select>
          <textarea aria-label="Descreva o motivo" className={inputClass} minLength={15} maxLength={255} required value={motivo} onChange={(e) => setMotivo(e.target.value)} placeholder="Descreva o motivo (15 a 255 caracteres)" />
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={ocupado}>
              Confirmar cancelamento
            </Button>
            <Button type="button" size="sm" variant="secondary" onClick={() => setCancelando(false)}>
              Voltar
            </Button>
          </div>
        </form>
      )}
      {(status === 'rejeitada' || status === 'cancelada') && pagamentoId !== null && (
        <Button type="button" size="sm" variant="secondary" disabled={ocupado} onClick={() => void agir(`/api/pagamentos/${pagamentoId}/nota-fiscal`)}>
          Emitir novamente
        </Button>
      )}
      {resultado && <Alert tone={resultado.ok ? 'success' : 'error'}>{resultado.message}</Alert>}
    </div>
  );
}

/** The admin confirms the payments 'sem nota': they are issued. */
export function EmitirSemNota({ pagamentoIds }: { pagamentoIds: number[] }) {
  const router = useRouter();
  const [r, setR] = useState<{ ok: boolean; message: string } | null>(null);
  return (
    <div className="space-y-2">
      <Button
        type="button"
        size="sm"
        onClick={async () => {
          const x = await chamar('/api/notas-fiscais/pendencias', { pagamentoIds });
          setR(x);
          if (x.ok) router.refresh();
        }}
      >
        Emitir as notas destes pagamentos
      </Button>
      {r && <Alert tone={r.ok ? 'success' : 'error'}>{r.message}</Alert>}
    </div>
  );
}
