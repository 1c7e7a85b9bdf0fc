import { formatCep, formatCNPJ } from '@brazilian-utils/brazilian-utils';
import { formatTelefone } from '@/lib/domain/telefone';

/** The firm's identity as the public pages use it (every field may be missing: that block is then hidden). */
export type EmpresaPublica = {
  razaoSocial: string | null;
  nomeFantasia: string | null;
  cnpj: string | null;
  endereco: string | null;
  cidade: string | null;
  cep: string | null;
  telefone: string | null;
  whatsapp: string | null;
  email: string | null;
  horario: string | null;
  banco: string | null;
  agencia: string | null;
  conta: string | null;
  pix: string | null;
  dpoNome: string | null;
  dpoContato: string | null;
  /** The firm takes payments through Mercado Pago (when its keys are set); false: PIX or transfer, recorded by an admin. */
  pagamentoOnline: boolean;
  depoimentos: { texto: string; nome: string; papel: string }[];
};

export const EMPRESA_VAZIA: EmpresaPublica = {
  razaoSocial: null,
  nomeFantasia: null,
  cnpj: null,
  endereco: null,
  cidade: null,
  cep: null,
  telefone: null,
  whatsapp: null,
  email: null,
  horario: null,
  banco: null,
  agencia: null,
  conta: null,
  pix: null,
  dpoNome: null,
  pagamentoOnline: true,
  dpoContato: null,
  depoimentos: [],
};

/** The product's own name, used when the firm has not told its name yet. */
export const NOME_PRODUTO = 'Perícia Médica Judicial';

export const formatCnpjDigits = (d: string | null) => (d ? formatCNPJ(d) : null);
export const formatCepDigits = (d: string | null) => (d ? formatCep(d) : null);

/** The name the site shows: nome fantasia, else razão social, else the product's name. */
export function nomeExibicao(e: EmpresaPublica): string {
  return e.nomeFantasia || e.razaoSocial || NOME_PRODUTO;
}

/** `tel:` link of a phone kept as digits (DDD + number). */
export function telHref(digits: string): string {
  return `tel:+55${digits}`;
}

export const WHATSAPP_SAUDACAO =
  'Olá! Vim pelo site da Perícia Médica Judicial e gostaria de mais informações sobre a assistência técnica em perícia médica.';

export function whatsappUrl(digits: string): string {
  return `https://wa.me/55${digits}?text=${encodeURIComponent(WHATSAPP_SAUDACAO)}`;
}

export function mailtoUrl(email: string, assunto = 'Contato pelo Site'): string {
  return `mailto:${email}?subject=${encodeURIComponent(assunto)}`;
}

export { formatTelefone };

/** A map search for the firm's address (OpenStreetMap), when there is one. */
export function mapaLinkUrl(e: EmpresaPublica): string | null {
  const q = [e.endereco, e.cidade, e.cep ? formatCep(e.cep) : null].filter(Boolean).join(', ');
  return q ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(q)}` : null;
}

/** The firm as a deliverable's letterhead shows it. */
export type Firma = { nome: string; identificacao: string; contato: string };
