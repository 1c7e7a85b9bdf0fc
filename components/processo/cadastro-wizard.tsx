'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useApiForm } from '@/components/forms/use-api-form';
import { ApiError, apiRequest } from '@/lib/api/client';
import { alternarFase } from '@/lib/domain/fases';
import { TIPO_ACAO, TIPO_JUSTICA, tipoAcaoOf, tipoJusticaOf } from '@/lib/domain/labels';
import { hasFixedPhases } from '@/lib/domain/pricing';
import type { LoteApi } from '@/lib/data/creditos';
import { FASE2_SEM_FASE1, processoCreateSchema } from '@/lib/validation/processo';
import { CamposPartes, useCampos, type DadosForm } from './campos';
import type { EnvioArquivo } from './cadastro/arquivos';
import { ConfirmarCadastro } from './cadastro/confirmacao';
import { enviarCadastro } from './cadastro/enviar';
import type { TabelaPrecos } from '@/lib/domain/pricing/tabela';
import { CAMPO_PASSO, PASSOS, camposDoPasso, servicosDe, valoresIniciais, type CadastroForm, type CadastroInicial, type Criado } from './cadastro/modelo';
import { PassoServicos } from './cadastro/passo-servicos';
import { PassoDocumentos, PassoProcesso } from './cadastro/passos';
import { CadastroProgresso, ResumoProcesso } from './cadastro/progresso';

/**
 * SPEC §2.23: four steps, summary box from step 2, services with dates and totals (§9), payment confirmation.
 * 'Próximo' checks the step's fields with call 11's own schema (issue 28 item 8: CNJ check digits, lengths, a
 * distribution date not in the future) and moves the focus to the first field in error; the progress bar still
 * moves freely and 'Cadastrar Processo' checks everything. Step 4 takes files, sent once the case exists.
 * The steps and parts live in ./cadastro (progress, services step, files, confirmation, sending); this holds the form.
 */
export function CadastroWizard({
  hoje,
  inicial,
  lotes = [],
  tabela,
}: {
  hoje: string;
  /** The price table in force (lib/data/precos); SPEC's values when not given. */
  tabela?: TabelaPrecos;
  inicial: CadastroInicial;
  /** The caller's lots of créditos (lib/data/creditos). */
  lotes?: LoteApi[];
}) {
  const router = useRouter();
  const [passo, setPasso] = useState(1);
  const [confirmar, setConfirmar] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // Steps whose 'Próximo' found errors: their fields are checked again as they change.
  const [checados, setChecados] = useState<ReadonlySet<number>>(new Set());
  const [arquivos, setArquivos] = useState<File[]>([]);
  const [erroArquivos, setErroArquivos] = useState<string | null>(null);
  const [envioArquivo, setEnvioArquivo] = useState<EnvioArquivo | null>(null);
  // Issue 34 item 7: a CNJ number already registered, caught at step 1 (the id only when this user may open it).
  const [duplicado, setDuplicado] = useState<{ numero: string; id: number | null } | null>(null);

  function irPara(n: number) {
    setPasso(n);
    setTimeout(() => heading.current?.focus(), 0);
  }

  /** The first step holding one of these fields. */
  function irParaErro(campos: string[]) {
    const primeiro = Math.min(...campos.map((k) => CAMPO_PASSO[k] ?? 4));
    if (Number.isFinite(primeiro)) irPara(primeiro);
  }

  const form = useApiForm<CadastroForm, CadastroForm, Criado>({
    // The entity's schema (call 11) judges the fields as typed; they are sent as typed.
    rawSchema: processoCreateSchema,
    defaultValues: valoresIniciais(inicial),
    send: (v) =>
      enviarCadastro(
        v,
        (id, aba) => {
          setConfirmar(false);
          router.push(`/processo/${id}${aba ? `?tab=${aba}` : ''}`);
        },
        { files: arquivos, progresso: setEnvioArquivo },
        tabela,
      ),
    fieldErrors: (err) => (err.status === 409 ? { numeroProcesso: err.message } : {}),
    onFailure: (err) => {
      setConfirmar(false);
      if (err instanceof ApiError) irParaErro(Object.keys(err.status === 409 ? { numeroProcesso: 1, ...err.errors } : err.errors));
    },
  });
  const camposForm = useCampos(form);
  /** A field of a step already checked by 'Próximo' is judged again as it changes (its message goes once fixed). */
  const rechecar = (k: keyof CadastroForm) => {
    if (checados.has(CAMPO_PASSO[k] ?? 0) && !form.formState.isSubmitted) void form.trigger(k);
  };
  const campos = {
    ...camposForm,
    set: (k: keyof DadosForm, v: string) => {
      camposForm.set(k, v);
      rechecar(k);
    },
  };
  const dados = camposForm.dados;
  const { isSubmitting: enviando, errors } = form.formState;
  const tipoJustica = dados.tipoJustica;
  const servicos = servicosDe(dados, lotes, tabela);
  const { fixas } = servicos;
  const mudar = <K extends 'tipoJustica' | 'fasesSelecionadas' | 'diasAntecipacao'>(k: K, v: CadastroForm[K]) => {
    form.setValue(k, v as never, { shouldValidate: form.formState.isSubmitted, shouldDirty: true });
    rechecar(k);
  };

  /** 'Próximo': the step's fields judged by the schema; on to the next step, or the focus on the first field in error. */
  async function proximo() {
    // A registered number is said first, whatever else step 1 still lacks (issue 34 item 7).
    if (passo === 1 && (await numeroJaCadastrado())) return;
    const nomes = camposDoPasso(passo);
    if (nomes.length === 0 || (await form.trigger(nomes))) {
      irPara(passo + 1);
      return;
    }
    setChecados((s) => new Set(s).add(passo));
    setTimeout(() => (formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? heading.current)?.focus(), 0);
  }

  /** Step 1: is the number already registered? Then it stays here with a link to the case (when the user may open it). */
  async function numeroJaCadastrado(): Promise<boolean> {
    const numero = dados.numeroProcesso.trim();
    if (!numero) return false;
    try {
      const { data } = await apiRequest<{ cadastrado: boolean; id: number | null }>(`/api/processo/numero?numero=${encodeURIComponent(numero)}`, {
        handle: [403, 404],
      });
      if (!data.cadastrado) {
        setDuplicado(null);
        return false;
      }
      setDuplicado({ numero, id: data.id });
      form.setError('numeroProcesso', { message: 'Processo já cadastrado.' });
      setTimeout(() => formRef.current?.querySelector<HTMLElement>('[name="numeroProcesso"]')?.focus(), 0);
      return true;
    } catch {
      // The check is a convenience: registration still answers 409 for a duplicate.
      return false;
    }
  }

  function escolherJustica(valor: string) {
    const v = tipoJusticaOf(valor) ?? '';
    mudar('tipoJustica', v);
    if (hasFixedPhases(v)) mudar('fasesSelecionadas', [1, 2, 3, 4]);
  }

  function alternar(id: number, marcado: boolean) {
    if (fixas) return;
    const r = alternarFase(dados.fasesSelecionadas, id, marcado);
    if (r.recusada || r.removeuFase2) toast.error(FASE2_SEM_FASE1);
    mudar('fasesSelecionadas', r.fases);
  }

  /** 'Cadastrar Processo': every field checked by the schema, then the payment confirmation. */
  function cadastrar(e: React.FormEvent) {
    return form.handleSubmit(
      () => {
        form.setFormError(null);
        setConfirmar(true);
      },
      (invalid) => {
        form.setFormError('Corrija os campos destacados antes de cadastrar o processo.');
        irParaErro(Object.keys(invalid));
      },
    )(e);
  }

  const acao = tipoAcaoOf(dados.tipoAcao);
  const resumo = [
    ['Número do processo', dados.numeroProcesso],
    ['Tipo de Justiça', tipoJustica ? TIPO_JUSTICA.label[tipoJustica] : ''],
    ['Requerente', dados.requerente],
    ['Tipo de Ação', acao ? TIPO_ACAO.label[acao] : ''],
  ].filter(([, v]) => v.trim());

  return (
    <section aria-labelledby="titulo-pagina" className="mx-auto max-w-4xl space-y-6">
      <div>
        <h1 id="titulo-pagina" className="text-2xl font-semibold">
          Cadastro de Processo
        </h1>
        <p className="text-sm text-slate-600 dark:text-slate-400">Preencha os dados em quatro etapas. Você pode avançar e voltar livremente.</p>
      </div>

      <CadastroProgresso passo={passo} irPara={irPara} />

      {form.formError && <Alert tone="error">{form.formError}</Alert>}

      {passo >= 2 && <ResumoProcesso itens={resumo} />}

      <form method="post"
        ref={formRef}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (passo < 4) void proximo();
          else void cadastrar(e);
        }}
        className="space-y-6 rounded-lg border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
          {passo}. {PASSOS[passo - 1]}
        </h2>

        {passo === 1 && (
          <PassoProcesso
            campos={campos}
            tipoJustica={tipoJustica}
            erro={errors.tipoJustica?.message}
            escolherJustica={escolherJustica}
            daPublicacao={inicial.dados !== undefined}
          />
        )}

        {passo === 1 && duplicado && duplicado.numero === dados.numeroProcesso.trim() && (
          <Alert tone="error">
            O processo <span className="whitespace-nowrap">{duplicado.numero}</span> já está cadastrado.{' '}
            {duplicado.id !== null ? (
              <Link href={`/processo/${duplicado.id}`} className="font-medium underline underline-offset-2">
                Abrir o processo já cadastrado
              </Link>
            ) : (
              'Ele pertence a outro escritório ou advogado; fale com a administração se precisar de acesso.'
            )}
          </Alert>
        )}

        {passo === 2 && (
          <div className="grid gap-4 sm:grid-cols-2">
            <CamposPartes {...campos} />
          </div>
        )}

        {passo === 3 && (
          <PassoServicos
            hoje={hoje}
            servicos={servicos}
            errors={errors}
            alternar={alternar}
            selecionarTodos={() => mudar('fasesSelecionadas', [1, 2, 3, 4])}
            mudarDias={(dias) => mudar('diasAntecipacao', dias)}
          />
        )}

        {passo === 4 && (
          <PassoDocumentos
            campos={campos}
            servicos={servicos}
            arquivos={{ arquivos, setArquivos, erro: erroArquivos, setErro: setErroArquivos }}
          />
        )}

        <div className="flex flex-wrap justify-between gap-2 border-t border-slate-200 pt-4 dark:border-slate-800">
          <Button variant="secondary" disabled={passo === 1} onClick={() => irPara(passo - 1)}>
            Voltar
          </Button>
          {passo < 4 ? (
            <Button type="submit">Próximo</Button>
          ) : (
            <Button type="submit">Cadastrar Processo</Button>
          )}
        </div>
      </form>

      <ConfirmarCadastro
        open={confirmar}
        setOpen={setConfirmar}
        enviando={enviando}
        hoje={hoje}
        servicos={servicos}
        arquivos={arquivos.length}
        envioArquivo={envioArquivo}
        confirmar={() => void form.submit()}
      />
    </section>
  );
}
