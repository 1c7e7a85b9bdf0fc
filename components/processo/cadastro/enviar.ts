import { toast } from 'sonner';
import { apiRequest, errorMessage } from '@/lib/api/client';
import { corpoDoCadastro, type CadastroForm, type Criado } from './modelo';

/**
 * 'Confirmar pagamento': call 11, then the payment (DESIGN §10). A package's crédito that paid for the case needs
 * no checkout; otherwise checkout sends the payer to Mercado Pago, and without online payment configured (503) or
 * on a provider failure the case page says how payment will be confirmed. `depois` closes the dialog and opens the
 * case page.
 */
export async function enviarCadastro(v: CadastroForm, depois: (id: number) => void): Promise<Criado> {
  const { data: criado } = await apiRequest<Criado>('/api/processo/create', { body: corpoDoCadastro(v) });
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
