import type { Role } from '@/lib/db/schema';
import type { EtapaAction } from './status';

/**
 * The one access policy (DESIGN §4, §10 "One access policy"). Pure functions, no I/O: who may see or do
 * what with a processo, quesito, perícia, documento, user, the Trabalho workflow and each internal page.
 *
 * `lib/data` enforces these rules (its SQL predicates in lib/data/access.ts say the same thing for many
 * rows at once); route handlers, pages and components only ask them, to show or hide a control.
 * No role list or ownership check is written anywhere else.
 */

export type Actor = { id: number; role: Role };
/** The fields of a case the rules look at. */
export type CaseParties = { ownerId: number; peritoId: number | null };

const isAdmin = (a: Actor) => a.role === 'admin';
const owns = (a: Actor, p: CaseParties) => a.role === 'advogado' && p.ownerId === a.id;
const isPeritoOf = (a: Actor, p: CaseParties) => a.role === 'medico' && p.peritoId !== null && p.peritoId === a.id;

// ---- processo --------------------------------------------------------------------------------------

/**
 * Who sees a case: admin all; advogado the cases they own; medico the cases assigned to them.
 * Anyone else gets "not found" (404), never 403, so ids cannot be probed.
 */
export function canViewProcesso(a: Actor, p: CaseParties): boolean {
  return isAdmin(a) || owns(a, p) || isPeritoOf(a, p);
}

/** Case registration (call 11): advogados (for themselves) and admins. */
export function canCreateProcesso(a: Actor): boolean {
  return a.role === 'admin' || a.role === 'advogado';
}

/** Editar (the case's data fields): the owning advogado and admins. */
export function canEditProcesso(a: Actor, p: CaseParties): boolean {
  return isAdmin(a) || owns(a, p);
}

/** Assigning (or removing) the perito of a case: admins only. */
export function canAssignPerito(a: Actor): boolean {
  return isAdmin(a);
}

/** Moving the case's situação (pendente → em análise → aprovado → concluído): admins only. */
export function canSetSituacao(a: Actor): boolean {
  return isAdmin(a);
}

/** Marking a phase complete: the medico assigned to the case, and admins. */
export function canCompleteFase(a: Actor, p: CaseParties): boolean {
  return isAdmin(a) || isPeritoOf(a, p);
}

// ---- quesito, documento -----------------------------------------------------------------------------

/** Adding a quesito: everyone who sees the case (owner advogado, assigned medico, admin). */
export function canAddQuesito(a: Actor, p: CaseParties): boolean {
  return canViewProcesso(a, p);
}

/** Quesitos are read with their case. */
export function canViewQuesitos(a: Actor, p: CaseParties): boolean {
  return canViewProcesso(a, p);
}

/** Adding a documento (Google Drive link): the owner advogado, the assigned perito and admins. */
export function canAddDocumento(a: Actor, p: CaseParties): boolean {
  return isAdmin(a) || owns(a, p) || isPeritoOf(a, p);
}

/** Removing a documento or file: whoever added it, or an admin (the case must be visible too). */
export function canRemoveDocumento(a: Actor, documento: { autorId: number | null }): boolean {
  return isAdmin(a) || (documento.autorId !== null && documento.autorId === a.id);
}

/** Documentos are read with their case. */
export function canViewDocumentos(a: Actor, p: CaseParties): boolean {
  return canViewProcesso(a, p);
}

// ---- perícia (agenda) ---------------------------------------------------------------------------------

/** A perícia as the rules see it: the case it is linked to (if any) and who created it. */
export type PericiaParties = { caso: CaseParties | null; createdBy: number | null };

/**
 * Who sees a perícia: admin all; the people who see its case (owner advogado, assigned medico); a medico
 * also the perícias they created (older, unlinked rows).
 */
export function canViewPericia(a: Actor, p: PericiaParties): boolean {
  if (isAdmin(a)) return true;
  if (p.caso && canViewProcesso(a, p.caso)) return true;
  return a.role === 'medico' && p.createdBy === a.id;
}

/** Whether the agenda offers scheduling at all: admins and medicos; advogados only read it. */
export function canManageAgenda(a: Actor): boolean {
  return a.role === 'admin' || a.role === 'medico';
}

/** Scheduling a perícia on a case: admins on any case, a medico only on the cases assigned to them. */
export function canSchedulePericia(a: Actor, caso: CaseParties): boolean {
  return isAdmin(a) || isPeritoOf(a, caso);
}

/** Deleting a perícia: admins any; a medico one they see. */
export function canDeletePericia(a: Actor, p: PericiaParties): boolean {
  return canManageAgenda(a) && canViewPericia(a, p);
}

// ---- users --------------------------------------------------------------------------------------------

/** Listing users (call 4) and editing role/créditos/ativo (call 5): admins only. */
export function canListUsers(a: Actor): boolean {
  return isAdmin(a);
}

export function canEditUser(a: Actor): boolean {
  return isAdmin(a);
}

/** Everyone reads and changes their own Configurações and calendar feed. */
export function canEditOwnSettings(a: Actor, userId: number): boolean {
  return a.id === userId;
}

// ---- pagamentos -----------------------------------------------------------------------------------------

/** Paying for a case (checkout) and reading its payments: the owner advogado and admins (not the perito). */
export function canPayProcesso(a: Actor, p: CaseParties): boolean {
  return isAdmin(a) || owns(a, p);
}

/** Recording a payment received outside the provider, and the list of every payment: admins. */
export function canRecordManualPayment(a: Actor): boolean {
  return isAdmin(a);
}

export function canListPagamentos(a: Actor): boolean {
  return isAdmin(a);
}

/** Recording the courts' closures (feriados locais, suspensões de expediente) that deadlines skip: admins. */
export function canManageSuspensoes(a: Actor): boolean {
  return isAdmin(a);
}

/** Listing every medico (to assign a perito, or to filter the Trabalho board by any perito): admins. */
export function canListPeritos(a: Actor): boolean {
  return isAdmin(a);
}

// ---- Trabalho (expert workflow) ---------------------------------------------------------------------

/** The Trabalho board (call 8): admins and medicos (a medico sees their assigned cases). */
export function canUseTrabalho(a: Actor): boolean {
  return a.role === 'admin' || a.role === 'medico';
}

/**
 * Who may take each step (DESIGN §4/§5): the assigned medico or an admin accept a nomeação and file the
 * challenge; only an admin records that the court expert's report arrived. Advogados never.
 */
export const ETAPA_ACTION_ROLES: Record<EtapaAction, readonly Role[]> = {
  aceitar_nomeacao: ['admin', 'medico'],
  laudo_recebido: ['admin'],
  contestar_laudo: ['admin', 'medico'],
};

/** May this user take this step at all (without a case: what the board offers). */
export function mayPerform(a: Pick<Actor, 'role'>, action: EtapaAction): boolean {
  return ETAPA_ACTION_ROLES[action].includes(a.role);
}

/** May this user take this step on this case: the role may, and a medico only on a case assigned to them. */
export function canPerformEtapaAction(a: Actor, action: EtapaAction, p: CaseParties): boolean {
  return mayPerform(a, action) && (isAdmin(a) || isPeritoOf(a, p));
}

// ---- LGPD (issue 15) -----------------------------------------------------------------------------------

/** A case's access log ('Acessos'): its owner advogado and admins (anyone else: 404). */
export function canViewAcessos(a: Actor, p: CaseParties): boolean {
  return isAdmin(a) || owns(a, p);
}

/** The history of every change across the system ('Auditoria'): admins. */
export function canViewAuditoria(a: Actor): boolean {
  return isAdmin(a);
}

/** Everyone exports their own data, corrects their own profile and files requests about their own data. */
export function canUseOwnDataRights(a: Actor, userId: number): boolean {
  return a.id === userId;
}

/** Listing and answering data-subject requests (art. 18/19), carrying out deletions: admins. */
export function canAnswerSolicitacoes(a: Actor): boolean {
  return isAdmin(a);
}

/** Recording and reading security incidents (ANPD Res. 15/2024): admins. */
export function canManageIncidentes(a: Actor): boolean {
  return isAdmin(a);
}

// ---- pages and navigation ---------------------------------------------------------------------------

export type NavItem = { href: string; label: string };

/**
 * SPEC §2.2: the left navigation, and who may open each internal page. Dashboard and Orçamentos are
 * internal pages SPEC names without a role list (ours); Ajuda is reached by the floating help button.
 */
const PAGES: readonly (NavItem & { roles: readonly Role[]; nav: boolean })[] = [
  { href: '/sistema', label: 'Dashboard', roles: ['admin', 'medico', 'advogado'], nav: true },
  { href: '/processos', label: 'Processos', roles: ['admin', 'medico', 'advogado'], nav: true },
  { href: '/sistema/fases', label: 'Fases', roles: ['admin', 'medico', 'advogado'], nav: true },
  { href: '/sistema/orcamentos', label: 'Orçamentos', roles: ['admin', 'advogado'], nav: true },
  { href: '/sistema/trabalho', label: 'Trabalho', roles: ['admin', 'medico'], nav: true },
  { href: '/sistema/usuarios', label: 'Usuários', roles: ['admin'], nav: true },
  { href: '/sistema/feriados', label: 'Feriados e suspensões', roles: ['admin'], nav: true },
  { href: '/sistema/pagamentos', label: 'Pagamentos', roles: ['admin'], nav: true },
  { href: '/sistema/auditoria', label: 'Auditoria', roles: ['admin'], nav: true },
  { href: '/sistema/solicitacoes', label: 'Solicitações LGPD', roles: ['admin'], nav: true },
  { href: '/sistema/incidentes', label: 'Incidentes', roles: ['admin'], nav: true },
  { href: '/agenda', label: 'Agenda', roles: ['admin', 'medico', 'advogado'], nav: true },
  { href: '/sistema/configuracoes', label: 'Configurações', roles: ['admin', 'medico', 'advogado'], nav: true },
  { href: '/processo/cadastro', label: 'Novo Processo', roles: ['admin', 'advogado'], nav: false },
  { href: '/sistema/configuracoes/meus-dados', label: 'Meus dados', roles: ['admin', 'medico', 'advogado'], nav: false },
];

/** The navigation items this user sees, in menu order. */
export function navItemsFor(a: Pick<Actor, 'role'>): NavItem[] {
  return PAGES.filter((p) => p.nav && p.roles.includes(a.role)).map(({ href, label }) => ({ href, label }));
}

/**
 * May this user open the internal page at `path`? Pages with a role list above follow it; every other
 * internal page (a case page, Ajuda, ...) is open to any signed-in user and protects its data itself.
 */
export function canOpenPage(a: Pick<Actor, 'role'>, path: string): boolean {
  const page = PAGES.find((p) => p.href === path);
  return page ? page.roles.includes(a.role) : true;
}
