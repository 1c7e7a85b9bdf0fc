import { toast } from 'sonner';
import { apiRequest, errorMessage } from '@/lib/api/client';
import { enviarArquivoDoProcesso } from '../enviar-arquivo';
import type { EnvioArquivo } from './arquivos';
import type { TabelaPrecos } from '@/lib/domain/pricing/tabela';
import { corpoDoCadastro, type CadastroForm, type Criado } from './modelo';

/** Step 4's files, sent one by one to the new case's Documentos; the names and reasons of those that failed. */
async function enviarArquivos(processoId: number, arquivos: File[], progresso: (e: EnvioArquivo | null) => void): Promise<string[]> {
  const falhas: string[] = [];
  for (const [i, file] of arquivos.entries()) {
    const base = { nome: file.name, n: i + 1, total: arquivos.length };
    progresso({ ...base, progresso: 0 });
    try {
      await enviarArquivoDoProcesso(processoId, file, { onProgress: (p) => progresso({ ...base, progresso: p }) });
    } catch (err) {
      falhas.push(`${file.name} (${errorMessage(err)})`);
    }
  }
  progresso(null);
  return falhas;
}

/**
 * 'Confirmar pagamento': call 11, then step 4's files (issue 28 item 8), then the payment (DESIGN §10). A package's
 * crédito that paid for the case needs no checkout; otherwise checkout sends the payer to Mercado Pago, and without
 * online payment configured (503) or on a provider failure the case page says how payment will be confirmed. A file
 * that could not be sent keeps the person on our side: the case opens on its Documentos tab, saying which one to
 * send again. `depois` closes the dialog and opens the case page (on a tab, when given).
 */
export async function enviarCadastro(
  v: CadastroForm,
  depois: (id: number, aba?: 'documentos') => void,
  arquivos: { files: File[]; progresso: (e: EnvioArquivo | null) => void } = { files: [], progresso: () => {} },
  tabela?: TabelaPrecos,
): Promise<Criado> {
  const { data: criado } = await apiRequest<Criado>('/api/processo/create', { body: corpoDoCadastro(v, tabela) });
  const falhas = await enviarArquivos(criado.id, arquivos.files, arquivos.progresso);
  if (falhas.length) {
    toast.success(criado.message ?? 'Processo cadastrado com sucesso');
    toast.error(`Não foi possível enviar: ${falhas.join('; ')}. Envie de novo na aba Documentos.`, { duration: 15_000 });
    depois(criado.id, 'documentos');
    return criado;
  }
  if (criado.credito?.usado) {
    toast.success(`Processo cadastrado e pago com 1 crédito do seu pacote. Saldo: ${criado.credito.saldo ?? 0}.`);
    depois(criado.id);
    return criado;
  }
  try {
    const { data } = await apiRequest<{ init_point: string }>('/api/pagamentos/checkout', { body: { id_processo: criado.id } });
    toast.success(criado.message ?? 'Processo cadastrado com sucesso');
    window.location.assign(data.init_point);
    return new Promise<never>(() => {});
  } catch (err) {
    toast.success(criado.message ?? 'Processo cadastrado com sucesso');
    toast.info(errorMessage(err), { duration: 10_000 });
  }
  depois(criado.id);
  return criado;
}
