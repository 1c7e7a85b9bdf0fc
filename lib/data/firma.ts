import { EMPRESA } from '@/content/empresa';

/** The firm's identity as the letterhead of published deliverables and exported quesitos shows it. */
export type Firma = { nome: string; razaoSocial: string; cnpj: string; endereco: string; telefone: string; email: string };

/**
 * THE one place the letterhead's data comes from. Today: the business data of the public site
 * (content/empresa.ts). When the firm's identity becomes data an admin edits (the `empresa` table, DESIGN §10
 * "Operators"), read it here — nothing else changes.
 */
export async function firmaDoTimbrado(): Promise<Firma> {
  return {
    nome: EMPRESA.nome,
    razaoSocial: EMPRESA.razaoSocial,
    cnpj: EMPRESA.cnpj,
    endereco: `${EMPRESA.endereco.linha1}, ${EMPRESA.endereco.linha2}, CEP ${EMPRESA.endereco.cep}`,
    telefone: EMPRESA.telefone,
    email: EMPRESA.email,
  };
}
