'use client';

import { useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, Input } from '@/components/ui/field';
import { CamposOab, CamposRegistroMedico } from '@/components/forms/campos-registro-profissional';
import { useApiForm } from '@/components/forms/use-api-form';
import { apiRequest, apiUpload, errorMessage } from '@/lib/api/client';
import type { RegistroProfissional } from '@/lib/data/users';
import { formatDate } from '@/lib/domain/dates';
import { registroAdvogadoSchema, registroMedicoSchema } from '@/lib/validation/registro-profissional';
import type { z } from 'zod';

const card = 'rounded-lg border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900';
const URL_REGISTRO = '/api/user/registro-profissional';

type MedicoForm = z.input<typeof registroMedicoSchema>;
type MedicoInput = z.output<typeof registroMedicoSchema>;
type AdvogadoForm = z.input<typeof registroAdvogadoSchema>;
type AdvogadoInput = z.output<typeof registroAdvogadoSchema>;

/** CRM/UF, especialidade and RQE of a médico: required before a deliverable is published (issue 28). */
function RegistroMedico({ r }: { r: RegistroProfissional }) {
  const router = useRouter();
  const {
    register,
    submit,
    formError,
    formState: { errors, isSubmitting },
  } = useApiForm<MedicoForm, MedicoInput, { message: string }>({
    schema: registroMedicoSchema,
    defaultValues: { crm: r.crm ?? '', crmUf: r.crm_uf ?? '', especialidade: r.especialidade ?? '', rqe: r.rqe ?? '' },
    to: URL_REGISTRO,
    method: 'PUT',
    success: (d) => d.message,
    onSuccess: () => router.refresh(),
  });
  const incompleto = !r.crm || !r.crm_uf || !r.especialidade;
  return (
    <form method="post" onSubmit={submit} className="mt-4 space-y-4" noValidate aria-labelledby="titulo-registro">
      {incompleto && <Alert tone="info">Preencha CRM, UF do CRM e especialidade: eles são obrigatórios para publicar pareceres e demais entregas.</Alert>}
      <CamposRegistroMedico campo={register} errors={errors} />
      {formError && <Alert tone="error">{formError}</Alert>}
      <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? 'Salvando...' : 'Salvar registro profissional'}
      </Button>
    </form>
  );
}

/** The advogado's OAB number and UF (both, or both blank). */
function RegistroAdvogado({ r }: { r: RegistroProfissional }) {
  const router = useRouter();
  const {
    register,
    submit,
    formError,
    formState: { errors, isSubmitting },
  } = useApiForm<AdvogadoForm, AdvogadoInput, { message: string }>({
    schema: registroAdvogadoSchema,
    defaultValues: { oabNumero: r.oab_numero ?? '', oabUf: r.oab_uf ?? '' },
    to: URL_REGISTRO,
    method: 'PUT',
    success: (d) => d.message,
    onSuccess: () => router.refresh(),
  });
  return (
    <form method="post" onSubmit={submit} className="mt-4 space-y-4" noValidate aria-labelledby="titulo-registro">
      <CamposOab campo={register} errors={errors} />
      {formError && <Alert tone="error">{formError}</Alert>}
      <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? 'Salvando...' : 'Salvar registro profissional'}
      </Button>
    </form>
  );
}

/** The perito's A1 certificate: sent with its password, shown by holder and validity, removable. */
function Certificado({ r }: { r: RegistroProfissional }) {
  const router = useRouter();
  const arquivo = useRef<HTMLInputElement>(null);
  const [senha, setSenha] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const [removendo, setRemovendo] = useState(false);
  const [confirmar, setConfirmar] = useState(false);

  async function enviar(ev: React.FormEvent<HTMLFormElement>) {
    ev.preventDefault();
    setErro(null);
    const file = arquivo.current?.files?.[0];
    if (!file) return setErro('Selecione o arquivo do certificado (.pfx ou .p12).');
    if (!senha) return setErro('Informe a senha do certificado.');
    const fd = new FormData();
    fd.append('arquivo', file, file.name);
    fd.append('senha', senha);
    setEnviando(true);
    try {
      const { data } = await apiUpload<{ message: string }>('/api/user/certificado', fd);
      toast.success(data.message);
      setSenha('');
      if (arquivo.current) arquivo.current.value = '';
      router.refresh();
    } catch (err) {
      setErro(errorMessage(err));
    } finally {
      setEnviando(false);
    }
  }

  async function remover() {
    setErro(null);
    setRemovendo(true);
    try {
      const { data } = await apiRequest<{ message: string }>('/api/user/certificado', { method: 'DELETE' });
      toast.success(data.message);
      setConfirmar(false);
      router.refresh();
    } catch (err) {
      setErro(errorMessage(err));
      setConfirmar(false);
    } finally {
      setRemovendo(false);
    }
  }

  return (
    <div className="mt-4 space-y-4">
      {r.certificado ? (
        <div className="rounded-md border border-emerald-200 bg-emerald-50 p-3 text-sm dark:border-emerald-900 dark:bg-emerald-950" role="status">
          <p className="font-medium">Certificado guardado: {r.certificado.titular}</p>
          <p>
            Emitido por {r.certificado.emissor} · válido até {formatDate(r.certificado.valido_ate.slice(0, 10))}
          </p>
          <p className="mt-1">Os PDFs que você publicar saem assinados digitalmente com ele.</p>
          <Button variant="secondary" className="mt-2" onClick={() => setConfirmar(true)}>
            Remover certificado
          </Button>
        </div>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">Nenhum certificado guardado: os PDFs publicados dizem &quot;Documento não assinado digitalmente&quot;.</p>
      )}
      <form method="post" onSubmit={(ev) => void enviar(ev)} className="space-y-4" noValidate aria-label="Enviar certificado digital">
        <Field label="Arquivo do certificado A1 (.pfx ou .p12)">
          {(a) => <input {...a} ref={arquivo} type="file" accept=".pfx,.p12,application/x-pkcs12" className="block text-sm" />}
        </Field>
        <Field label="Senha do certificado" hint="Guardada cifrada, nunca em texto claro, para assinar as entregas que você publicar.">
          {(a) => <Input {...a} type="password" autoComplete="off" value={senha} onChange={(e) => setSenha(e.target.value)} />}
        </Field>
        {erro && <Alert tone="error">{erro}</Alert>}
        <Button type="submit" disabled={enviando} aria-busy={enviando}>
          {enviando ? 'Enviando...' : r.certificado ? 'Substituir certificado' : 'Enviar certificado'}
        </Button>
      </form>
      <Dialog open={confirmar} onOpenChange={setConfirmar} title="Remover certificado digital" description="As próximas entregas publicadas não serão assinadas digitalmente.">
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirmar(false)}>
            Cancelar
          </Button>
          <Button onClick={() => void remover()} disabled={removendo} aria-busy={removendo}>
            {removendo ? 'Removendo...' : 'Remover'}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}

/** Meus dados' professional part: the registration by role, and the certificate for peritos. Admins have none. */
export function RegistroProfissionalView({ role, registro }: { role: string; registro: RegistroProfissional }) {
  if (role !== 'medico' && role !== 'advogado') return null;
  return (
    <>
      <section aria-labelledby="titulo-registro" className={card}>
        <h2 id="titulo-registro" className="text-lg font-medium">
          Registro profissional
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {role === 'medico' ? 'Aparece no bloco de assinatura dos pareceres e demais entregas que você publica.' : 'Seu número de inscrição na OAB.'}
        </p>
        {role === 'medico' ? <RegistroMedico r={registro} /> : <RegistroAdvogado r={registro} />}
      </section>
      {role === 'medico' && (
        <section aria-labelledby="titulo-certificado" className={card}>
          <h2 id="titulo-certificado" className="text-lg font-medium">
            Certificado digital
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            Certificado ICP-Brasil do tipo A1 (arquivo .pfx ou .p12). Tokens e cartões A3 não são aceitos.
          </p>
          <Certificado r={registro} />
        </section>
      )}
    </>
  );
}
