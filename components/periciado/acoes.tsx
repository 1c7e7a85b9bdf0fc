'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { apiRequest, errorMessage } from '@/lib/api/client';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/field';

/** Issue 38: the lawyer's and perito's controls on the case's 'Periciado' page; every write goes through the API. */

function useAcao() {
  const router = useRouter();
  const [msg, setMsg] = useState<{ tom: 'ok' | 'erro'; texto: string } | null>(null);
  const [ocupado, setOcupado] = useState(false);
  async function rodar<T>(fn: () => Promise<T>, ok: (r: T) => string) {
    setOcupado(true);
    setMsg(null);
    try {
      const r = await fn();
      setMsg({ tom: 'ok', texto: ok(r) });
      router.refresh();
    } catch (err) {
      setMsg({ tom: 'erro', texto: errorMessage(err) });
    } finally {
      setOcupado(false);
    }
  }
  const aviso = msg && (
    <p role={msg.tom === 'ok' ? 'status' : 'alert'} className={msg.tom === 'ok' ? 'text-sm' : 'text-sm text-red-700 dark:text-red-400'}>
      {msg.texto}
    </p>
  );
  return { rodar, aviso, ocupado };
}

export function LinkPericiado({ periciaId, temLink, emailAtual }: { periciaId: number; temLink: boolean; emailAtual: string | null }) {
  const { rodar, aviso, ocupado } = useAcao();
  const [email, setEmail] = useState(emailAtual ?? '');
  const [url, setUrl] = useState<string | null>(null);
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-end gap-2">
        <label className="text-sm">
          E-mail do periciado (opcional)
          <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} className={inputClass} />
        </label>
        <Button
          size="sm"
          disabled={ocupado}
          onClick={() =>
            rodar(
              () => apiRequest<{ url: string }>(`/api/pericia/${periciaId}/periciado/link`, { body: email ? { email } : {} }),
              (r) => {
                setUrl(r.data.url);
                return 'Link gerado e enviado por e-mail (e WhatsApp, com consentimento). Copie-o abaixo: ele não é mostrado de novo.';
              },
            )
          }
        >
          {temLink ? 'Gerar novo link' : 'Gerar link do periciado'}
        </Button>
        {temLink && (
          <Button size="sm" variant="secondary" disabled={ocupado} onClick={() => rodar(() => apiRequest(`/api/pericia/${periciaId}/periciado/link`, { method: 'DELETE' }), () => 'Link revogado.')}>
            Revogar link
          </Button>
        )}
      </div>
      {url && (
        <label className="block text-sm">
          Link do periciado
          <input readOnly value={url} className={inputClass} onFocus={(e) => e.currentTarget.select()} />
        </label>
      )}
      {aviso}
    </div>
  );
}

export function ChecklistPericia({ periciaId, itens, sugestoes }: { periciaId: number; itens: string[]; sugestoes: string[] }) {
  const { rodar, aviso, ocupado } = useAcao();
  const [marcados, setMarcados] = useState<string[]>(itens);
  const [novo, setNovo] = useState('');
  const opcoes = [...new Set([...sugestoes, ...marcados])];
  const alternar = (item: string) => setMarcados((m) => (m.includes(item) ? m.filter((x) => x !== item) : [...m, item]));
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">O que levar</legend>
      <div className="grid gap-1 sm:grid-cols-2">
        {opcoes.map((item) => (
          <label key={item} className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={marcados.includes(item)} onChange={() => alternar(item)} />
            {item}
          </label>
        ))}
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <label className="text-sm">
          Outro item
          <input value={novo} onChange={(e) => setNovo(e.target.value)} maxLength={120} className={inputClass} />
        </label>
        <Button
          size="sm"
          variant="secondary"
          type="button"
          onClick={() => {
            if (novo.trim()) setMarcados((m) => [...m, novo.trim()]);
            setNovo('');
          }}
        >
          Adicionar
        </Button>
        <Button size="sm" disabled={ocupado} onClick={() => rodar(() => apiRequest(`/api/pericia/${periciaId}/checklist`, { method: 'PUT', body: { itens: marcados } }), () => 'Lista salva.')}>
          Salvar lista
        </Button>
      </div>
      {aviso}
    </fieldset>
  );
}

export function ConsentimentoWhatsapp({ processoId, ligado }: { processoId: number; ligado: boolean }) {
  const { rodar, aviso, ocupado } = useAcao();
  const [telefone, setTelefone] = useState('');
  const enviar = (consentimento: boolean) =>
    rodar(
      () => apiRequest(`/api/processo/${processoId}/periciado/whatsapp`, { method: 'PUT', body: { telefone, consentimento, origem: 'advogado' } }),
      () => (consentimento ? 'Consentimento registrado.' : 'Consentimento retirado.'),
    );
  return (
    <div className="space-y-2">
      {!ligado && <p className="text-sm">O WhatsApp não está configurado nesta instalação: os avisos vão só por e-mail.</p>}
      <label className="block text-sm">
        Telefone (WhatsApp) do periciado
        <input value={telefone} onChange={(e) => setTelefone(e.target.value)} placeholder="(11) 98765-4321" className={inputClass} />
      </label>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" disabled={ocupado || !telefone} onClick={() => enviar(true)}>
          O cliente concorda em receber avisos por WhatsApp
        </Button>
        <Button size="sm" variant="secondary" disabled={ocupado || !telefone} onClick={() => enviar(false)}>
          Retirar consentimento
        </Button>
      </div>
      {aviso}
    </div>
  );
}

/** Accepts a file of the periciado; an accepted PDF joins the case's autos (read and searched: issue 38 item 3). */
export function AceitarArquivo({ arquivoId, pdf }: { arquivoId: number; pdf: boolean }) {
  const { rodar, aviso, ocupado } = useAcao();
  const feito = pdf ? 'Arquivo aceito. O PDF entrou nos autos do processo (aba Documentos) e será lido para a busca.' : 'Arquivo aceito.';
  return (
    <>
      <Button size="sm" disabled={ocupado} onClick={() => rodar(() => apiRequest(`/api/periciado/arquivos/${arquivoId}/aceite`, { method: 'POST' }), () => feito)}>
        Aceitar
      </Button>
      {aviso}
    </>
  );
}
