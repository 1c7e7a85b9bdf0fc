'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field, Input, inputClass } from '@/components/ui/field';
import { NFSE_SERVICO_FASES, type NfseConfig, type NfseCertificadoResumo, type NfseServico } from '@/lib/domain/nfse/config';

type Inicial = NfseConfig & { certificado: NfseCertificadoResumo | null; pendencias: string[] };
type Resposta = Inicial & { message?: string; errors?: Record<string, string> };

const REGIMES = [
  ['simples_nacional', 'Simples Nacional (ME/EPP)'],
  ['mei', 'MEI'],
  ['lucro_presumido', 'Lucro presumido'],
  ['lucro_real', 'Lucro real'],
] as const;
const NOME_FASE: Record<string, string> = { '1': 'Fase 1', '2': 'Fase 2', '3': 'Fase 3', '4': 'Fase 4 (Serviço Avulso)', pacote: 'Pacotes' };

/** Empresa → Nota fiscal (admins): the NFS-e settings (PUT /api/empresa/nfse) and the firm's e-CNPJ A1. */
export function NfseConfigForm({ inicial }: { inicial: Inicial }) {
  const router = useRouter();
  const [c, setC] = useState(inicial);
  const [msg, setMsg] = useState<{ tom: 'success' | 'error'; texto: string } | null>(null);
  const [enviando, setEnviando] = useState(false);
  const servico = (fase: string): NfseServico => c.servicos.find((s) => s.fase === fase) ?? { fase: fase as NfseServico['fase'], cTribNac: '', descricao: '', cNBS: '' };
  const setServico = (fase: string, campo: keyof NfseServico, valor: string) =>
    setC({ ...c, servicos: NFSE_SERVICO_FASES.map((f) => (f === fase ? { ...servico(f), [campo]: valor } : servico(f))) });

  async function salvar(e: React.FormEvent) {
    e.preventDefault();
    setEnviando(true);
    setMsg(null);
    const servicos = c.servicos.filter((s) => s.cTribNac || s.descricao || s.cNBS).map((s) => ({ ...s, cNBS: s.cNBS || null }));
    const res = await fetch('/api/empresa/nfse', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        cnpj: c.cnpj,
        razaoSocial: c.razaoSocial,
        inscricaoMunicipal: c.inscricaoMunicipal,
        codigoMunicipio: c.codigoMunicipio,
        regime: c.regime,
        servicos,
        aliquotaIss: c.aliquotaIss,
        issRetido: c.issRetido,
        serie: c.serie,
        proximoNumero: c.proximoNumero,
        ambiente: c.ambiente,
      }),
    }).catch(() => null);
    setEnviando(false);
    const data = (await res?.json().catch(() => null)) as Resposta | null;
    if (!res?.ok || !data) {
      setMsg({ tom: 'error', texto: [data?.message ?? 'Não foi possível salvar.', ...Object.values(data?.errors ?? {})].join(' ') });
      return;
    }
    setC(data);
    setMsg({ tom: 'success', texto: data.message ?? 'Salvo.' });
    router.refresh();
  }

  async function enviarCertificado(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setEnviando(true);
    setMsg(null);
    const res = await fetch('/api/empresa/nfse/certificado', { method: 'POST', body: new FormData(e.currentTarget) }).catch(() => null);
    setEnviando(false);
    const data = (await res?.json().catch(() => null)) as Resposta | null;
    if (!res?.ok || !data) {
      setMsg({ tom: 'error', texto: data?.message ?? 'Não foi possível enviar o certificado.' });
      return;
    }
    setC(data);
    setMsg({ tom: 'success', texto: data.message ?? 'Certificado guardado.' });
    router.refresh();
  }

  const texto = (campo: 'cnpj' | 'razaoSocial' | 'inscricaoMunicipal' | 'codigoMunicipio' | 'serie', label: string, hint?: string) => (
    <Field label={label} hint={hint}>
      {(p) => <Input {...p} value={c[campo] ?? ''} onChange={(e) => setC({ ...c, [campo]: e.target.value || null })} />}
    </Field>
  );

  return (
    <section aria-labelledby="nfse-titulo" className="mx-auto max-w-4xl space-y-6 rounded-lg border border-slate-200 p-6 dark:border-slate-800">
      <div>
        <h2 id="nfse-titulo" className="text-xl font-semibold">
          Nota fiscal (NFS-e nacional)
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">Cada pagamento aprovado vira uma NFS-e emitida na Sefin Nacional com o certificado da empresa. Veja docs/nfse.md.</p>
      </div>
      {c.pendencias.length > 0 && (
        <Alert tone="warning">Nenhuma nota é emitida enquanto faltar: {c.pendencias.join(', ')}.</Alert>
      )}
      {msg && <Alert tone={msg.tom}>{msg.texto}</Alert>}
      <form method="post" onSubmit={salvar} className="space-y-4" aria-label="Configurações da nota fiscal">
        <div className="grid gap-4 sm:grid-cols-2">
          {texto('cnpj', 'CNPJ')}
          {texto('razaoSocial', 'Razão social')}
          {texto('inscricaoMunicipal', 'Inscrição municipal')}
          {texto('codigoMunicipio', 'Código IBGE do município', '7 dígitos, ex.: 3550308 (São Paulo).')}
          <Field label="Regime tributário">
            {(p) => (
              <select {...p} className={inputClass} value={c.regime ?? ''} onChange={(e) => setC({ ...c, regime: (e.target.value || null) as NfseConfig['regime'] })}>
                <option value="">Escolha</option>
                {REGIMES.map(([v, l]) => (
                  <option key={v} value={v}>
                    {l}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Alíquota do ISS (%)" hint="Ex.: 2.5">
            {(p) => <Input {...p} inputMode="decimal" value={c.aliquotaIss ?? ''} onChange={(e) => setC({ ...c, aliquotaIss: e.target.value === '' ? null : Number(e.target.value.replace(',', '.')) })} />}
          </Field>
          {texto('serie', 'Série da DPS', '1 a 5 dígitos.')}
          <Field label="Próximo número da DPS">
            {(p) => <Input {...p} inputMode="numeric" value={c.proximoNumero} onChange={(e) => setC({ ...c, proximoNumero: Number(e.target.value) || 1 })} />}
          </Field>
          <Field label="Ambiente">
            {(p) => (
              <select {...p} className={inputClass} value={c.ambiente} onChange={(e) => setC({ ...c, ambiente: e.target.value as NfseConfig['ambiente'] })}>
                <option value="producao_restrita">Produção restrita (testes)</option>
                <option value="producao">Produção</option>
              </select>
            )}
          </Field>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={c.issRetido} onChange={(e) => setC({ ...c, issRetido: e.target.checked })} /> ISS retido pelo tomador
          </label>
        </div>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">Serviços (código de tributação nacional, descrição e código NBS)</legend>
          {NFSE_SERVICO_FASES.map((f) => (
            <div key={f} className="grid gap-2 sm:grid-cols-[10rem_8rem_1fr_8rem]">
              <span className="self-center text-sm">{NOME_FASE[f]}</span>
              <input aria-label={`cTribNac: ${NOME_FASE[f]}`} className={inputClass} placeholder="040101" value={servico(f).cTribNac} onChange={(e) => setServico(f, 'cTribNac', e.target.value)} />
              <input aria-label={`Descrição: ${NOME_FASE[f]}`} className={inputClass} placeholder="Descrição do serviço" value={servico(f).descricao} onChange={(e) => setServico(f, 'descricao', e.target.value)} />
              <input aria-label={`NBS: ${NOME_FASE[f]}`} className={inputClass} placeholder="NBS" value={servico(f).cNBS ?? ''} onChange={(e) => setServico(f, 'cNBS', e.target.value)} />
            </div>
          ))}
        </fieldset>
        <Button type="submit" disabled={enviando}>
          Salvar configurações da nota fiscal
        </Button>
      </form>
      <form method="post" encType="multipart/form-data" onSubmit={enviarCertificado} className="space-y-3" aria-label="Certificado e-CNPJ A1">
        <h3 className="font-medium">Certificado digital e-CNPJ A1</h3>
        {c.certificado ? (
          <p className="text-sm">
            Guardado: {c.certificado.titular}
            {c.certificado.cnpj ? ` (CNPJ ${c.certificado.cnpj})` : ''}, válido até {new Date(c.certificado.validoAte).toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' })}.
          </p>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">Nenhum certificado guardado.</p>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Arquivo .pfx ou .p12">{(p) => <input {...p} name="arquivo" type="file" accept=".pfx,.p12" required className="text-sm" />}</Field>
          <Field label="Senha do certificado">{(p) => <Input {...p} name="senha" type="password" autoComplete="off" required />}</Field>
        </div>
        <Button type="submit" variant="secondary" disabled={enviando}>
          Enviar certificado
        </Button>
      </form>
    </section>
  );
}
