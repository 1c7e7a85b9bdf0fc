import { isUf, type Uf } from './ufs';

/**
 * Professional registration (issue 28): the médico's CRM/UF, especialidade and RQE that a published deliverable
 * names, and the advogado's OAB number/UF. Pure rules: how each number is written, what is missing before a
 * deliverable may be published, and the lines that identify the author in the document's signature block.
 */

export const MSG_CRM = 'CRM inválido: informe apenas os números do registro (até 7 dígitos).';
export const MSG_CRM_UF = 'Selecione a UF do CRM.';
export const MSG_ESPECIALIDADE = 'Informe a especialidade (de 3 a 120 caracteres).';
export const MSG_RQE = 'RQE inválido: informe apenas os números (até 7 dígitos).';
export const MSG_OAB = 'Número da OAB inválido: use até 6 dígitos, com a letra do tipo de inscrição quando houver (ex.: 123456 ou 12345-A).';
export const MSG_OAB_UF = 'Selecione a UF da OAB.';
export const MSG_OAB_PAR = 'Informe o número e a UF da OAB juntos (ou deixe os dois em branco).';

/** Dots, spaces and dashes people type inside numbers ('123.456', '123 456'). */
const separadores = (v: string) => v.trim().replace(/[.\s]/g, '');

/** The CRM as stored (digits, no leading zeros), or null when it is not a CRM number. */
export function normalizarCrm(v: string): string | null {
  const d = separadores(v).replace(/-/g, '');
  if (!/^\d{1,7}$/.test(d)) return null;
  const n = d.replace(/^0+/, '');
  return n === '' ? null : n;
}

/** The RQE (Registro de Qualificação de Especialista) as stored, or null when it is not one. */
export function normalizarRqe(v: string): string | null {
  return normalizarCrm(v);
}

/** The OAB number as stored: digits, with the inscription letter after a dash ('12345-A'); null when invalid. */
export function normalizarOab(v: string): string | null {
  const m = /^(\d{1,6})-?([A-Za-z])?$/.exec(separadores(v));
  if (!m) return null;
  const n = m[1].replace(/^0+/, '');
  if (n === '') return null;
  return m[2] ? `${n}-${m[2].toUpperCase()}` : n;
}

/** A UF code (any case, surrounding spaces) as stored, or null. */
export function normalizarUf(v: string): Uf | null {
  const u = v.trim().toUpperCase();
  return isUf(u) ? u : null;
}

/** What a médico's profile holds of the registration. */
export type RegistroMedico = { crm: string | null; crmUf: string | null; especialidade: string | null; rqe?: string | null };

/** The parts a médico still has to fill in before publishing a deliverable, in the order the form shows them. */
export function registroMedicoFaltante(r: RegistroMedico): string[] {
  const faltam: string[] = [];
  if (!r.crm) faltam.push('CRM');
  if (!r.crmUf) faltam.push('UF do CRM');
  if (!r.especialidade?.trim()) faltam.push('especialidade');
  return faltam;
}

/** 'a', 'a e b', 'a, b e c'. */
export function listaPortuguesa(itens: string[]): string {
  if (itens.length <= 1) return itens.join('');
  return `${itens.slice(0, -1).join(', ')} e ${itens.at(-1)}`;
}

/** The 409 of a publication whose author has not filled in the registration (the editor links to Meus dados). */
export function msgRegistroFaltante(faltam: string[], proprio: boolean): string {
  const quem = proprio ? 'Complete seu registro profissional em Perfil profissional' : 'O perito do processo precisa completar o registro profissional em Perfil profissional';
  return `${quem} antes de publicar: falta${faltam.length > 1 ? 'm' : ''} ${listaPortuguesa(faltam)}.`;
}

/** 'CRM 12345/SP · Ortopedia e Traumatologia · RQE 6789' (RQE only when given). */
export function linhaRegistroMedico(r: { crm: string; crmUf: string; especialidade: string; rqe?: string | null }): string {
  return [`CRM ${r.crm}/${r.crmUf}`, r.especialidade.trim(), r.rqe ? `RQE ${r.rqe}` : null].filter(Boolean).join(' · ');
}

/** 'OAB/SP 123456' as lawyers write it. */
export function linhaOab(r: { oabNumero: string; oabUf: string }): string {
  return `OAB/${r.oabUf} ${r.oabNumero}`;
}

/** The registration columns of a user, as the admin's list reads them. */
export type RegistroDoUsuario = {
  crm: string | null;
  crmUf: string | null;
  especialidade: string | null;
  rqe: string | null;
  oabNumero: string | null;
  oabUf: string | null;
};

/** What the Usuários list shows in 'Registro profissional'; `pendente` when it is missing or incomplete. */
export type RegistroNaLista = { texto: string; pendente: boolean };

export const REGISTRO_NAO_INFORMADO = 'Não informado';

/**
 * The registration as the admin's list shows it (issue 28), so who cannot publish yet stands out: a médico's line
 * as the signature block prints it, or what is still missing; an advogado's OAB; null for roles without one.
 */
export function registroNaLista(role: string, r: RegistroDoUsuario): RegistroNaLista | null {
  if (role === 'medico') {
    const faltam = registroMedicoFaltante(r);
    if (faltam.length === 0) return { texto: linhaRegistroMedico({ crm: r.crm!, crmUf: r.crmUf!, especialidade: r.especialidade!, rqe: r.rqe }), pendente: false };
    if (faltam.length === 3) return { texto: REGISTRO_NAO_INFORMADO, pendente: true };
    return { texto: `Incompleto: falta${faltam.length > 1 ? 'm' : ''} ${listaPortuguesa(faltam)}`, pendente: true };
  }
  if (role === 'advogado') {
    if (r.oabNumero && r.oabUf) return { texto: linhaOab({ oabNumero: r.oabNumero, oabUf: r.oabUf }), pendente: false };
    return { texto: REGISTRO_NAO_INFORMADO, pendente: true };
  }
  return null;
}

/** 'São Paulo, 25 de novembro de 2026' — or only the date when the firm's city is not known. */
export function localEData(cidade: string | null | undefined, data: string): string {
  const [a, m, d] = data.split('-').map(Number);
  const mes = MESES[m - 1];
  const extenso = `${d} de ${mes} de ${a}`;
  const c = cidade?.trim();
  return c ? `${c}, ${extenso}` : extenso;
}

const MESES = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];

export const MSG_NAO_ASSINADO = 'Documento não assinado digitalmente';
export const assinadoDigitalmentePor = (titular: string) => `Documento assinado digitalmente por ${titular} (certificado ICP-Brasil A1, padrão PAdES)`;
