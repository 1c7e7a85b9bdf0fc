/**
 * Issue 34 item 1: whose deadline is doubled. CPC arts. 180 (Ministério Público), 183 (Fazenda Pública and its
 * autarquias, e.g. the INSS) and 186 (Defensoria Pública) double the privileged party's OWN deadlines; a party
 * facing a privileged one keeps its simple deadline. The deadlines this product counts (art. 465 §1, art. 477 §1,
 * the manual ones) are the firm's client's, so they double only when the client's side has the privilege.
 * Pure rules, no I/O.
 */
import type { LadoProcesso, ParteComPrazoEmDobro } from './labels';

export type { LadoProcesso };
export type Privilegio = ParteComPrazoEmDobro;

/** What a case records about its two sides (columns of processos, fields of call 2). */
export type PartesDoCaso = {
  ladoCliente: LadoProcesso;
  privilegioRequerente: Privilegio | null;
  privilegioRequerido: Privilegio | null;
};

/** A case with nothing recorded: the client is the requerente (the insured person suing), no privilege. */
export const PARTES_PADRAO: PartesDoCaso = { ladoCliente: 'requerente', privilegioRequerente: null, privilegioRequerido: null };

export const LADO_LABELS: Record<LadoProcesso, string> = { requerente: 'Requerente', requerido: 'Requerido' };

/** The privilege's short name, used in the sentences shown on the case. */
export const PRIVILEGIO_CURTO: Record<Privilegio, string> = {
  fazenda_publica: 'Fazenda Pública',
  inss: 'INSS',
  ministerio_publico: 'Ministério Público',
  defensoria: 'Defensoria Pública',
};

/** The article of the CPC that gives each privilege. */
export const PRIVILEGIO_ARTIGO: Record<Privilegio, string> = {
  fazenda_publica: 'CPC art. 183',
  inss: 'CPC art. 183',
  ministerio_publico: 'CPC art. 180',
  defensoria: 'CPC art. 186',
};

export function ladoOposto(lado: LadoProcesso): LadoProcesso {
  return lado === 'requerente' ? 'requerido' : 'requerente';
}

export function privilegioDoLado(p: PartesDoCaso, lado: LadoProcesso): Privilegio | null {
  return lado === 'requerente' ? p.privilegioRequerente : p.privilegioRequerido;
}

/** The privilege of the firm's client's side (the one that doubles the case's deadlines), or null. */
export function privilegioDoCliente(p: PartesDoCaso | null | undefined): Privilegio | null {
  return p ? privilegioDoLado(p, p.ladoCliente) : null;
}

/** The privilege of the side opposite the client (what the older 'prazo em dobro' call writes and reads), or null. */
export function privilegioDaParteContraria(p: PartesDoCaso | null | undefined): Privilegio | null {
  return p ? privilegioDoLado(p, ladoOposto(p.ladoCliente)) : null;
}

/**
 * The older `PUT /api/processo/{id}/prazo-em-dobro { parte }` (issue 28) said "a party of the case has the
 * privilege"; it is read as the privilege of the side opposite the client, the client's side unchanged.
 */
export function partesComParteContraria(p: PartesDoCaso, parte: Privilegio | null): PartesDoCaso {
  return ladoOposto(p.ladoCliente) === 'requerente' ? { ...p, privilegioRequerente: parte } : { ...p, privilegioRequerido: parte };
}

/**
 * The sentence the case shows under its deadlines, in the words:
 * 'Prazo simples: a parte com prazo em dobro é a parte contrária (INSS)'.
 */
export function frasePrazoEmDobro(p: PartesDoCaso): string {
  const doCliente = privilegioDoCliente(p);
  if (doCliente) {
    return `Prazo em dobro: o cliente do escritório (${LADO_LABELS[p.ladoCliente].toLowerCase()}) é ${PRIVILEGIO_CURTO[doCliente]} (${PRIVILEGIO_ARTIGO[doCliente]}).`;
  }
  const contraria = privilegioDaParteContraria(p);
  if (contraria) return `Prazo simples: a parte com prazo em dobro é a parte contrária (${PRIVILEGIO_CURTO[contraria]}).`;
  return 'Prazo simples: nenhuma parte com prazo em dobro.';
}
