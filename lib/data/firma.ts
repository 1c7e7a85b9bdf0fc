import { lerEmpresa } from '@/lib/data/empresa';
import { formatCepDigits, formatCnpjDigits, formatTelefone, nomeExibicao } from '@/lib/domain/empresa';

/** The firm's identity as the letterhead of published deliverables and exported quesitos shows it. */
export type { Firma } from '@/lib/domain/empresa';
import type { Firma } from '@/lib/domain/empresa';

/**
 * THE one place the letterhead's data comes from: the firm's identity an admin keeps on the 'Empresa' page.
 * A part the firm has not filled in is left out (never invented); with nothing filled in, the product's name.
 */
export async function firmaDoTimbrado(): Promise<Firma> {
  const e = await lerEmpresa();
  const cnpj = formatCnpjDigits(e.cnpj);
  const endereco = [e.endereco, e.cidade, e.cep ? `CEP ${formatCepDigits(e.cep)}` : null].filter(Boolean).join(', ');
  return {
    nome: nomeExibicao(e),
    identificacao: [e.razaoSocial, cnpj ? `CNPJ ${cnpj}` : null].filter(Boolean).join(' · '),
    contato: [endereco || null, e.telefone ? formatTelefone(e.telefone) : null, e.email].filter(Boolean).join(' · '),
  };
}
