import type { Role } from './roles';
import type { EtapaAction } from './status';

/**
 * The one access policy (DESIGN §4, §10 "One access policy"). Pure functions, no I/O: who may see or do
 * what with a processo, quesito, perícia, documento, user, the Trabalho workflow and each internal page.
 *
 * `lib/data` enforces these rules (its SQL predicates in lib/data/politica.ts say the same thing for many
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

/** The clinical timeline (issue 35): read by whoever sees the case; edited by its perito and admins. */
export function canEditLinhaDoTempo(a: Actor, p: CaseParties): boolean {
  return isAdmin(a) || isPeritoOf(a, p);
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

// ---- entregas (phase deliverables), quesito edits -------------------------------------------------------

/** Writing a phase's deliverable (drafts, versions, restore, publish): the assigned perito and admins. */
export function canWriteEntrega(a: Actor, p: CaseParties): boolean {
  return isAdmin(a) || isPeritoOf(a, p);
}

/** Reading a deliverable still in draft (and its versions): whoever may write it. */
export function canViewEntregaRascunho(a: Actor, p: CaseParties): boolean {
  return canWriteEntrega(a, p);
}

/** Reading a published deliverable: everyone who sees the case (the owner advogado included). */
export function canViewEntregaPublicada(a: Actor, p: CaseParties): boolean {
  return canViewProcesso(a, p);
}

/**
 * Editing or removing a quesito: its author or an admin, among those who see the case. (Once the Fase 2
 * deliverable is published nobody may: that is a state of the case, answered 409 by lib/data.)
 */
export function canEditQuesito(a: Actor, p: CaseParties, quesito: { autorId: number | null }): boolean {
  if (!canViewProcesso(a, p)) return false;
  return isAdmin(a) || (quesito.autorId !== null && quesito.autorId === a.id);
}

/** 'Exportar quesitos' (DOCX, PDF): everyone who sees the case. */
export function canExportQuesitos(a: Actor, p: CaseParties): boolean {
  return canViewQuesitos(a, p);
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

/** Inviting users of any role by e-mail, and resending or revoking an invitation: admins only. */
export function canInviteUsers(a: Actor): boolean {
  return isAdmin(a);
}

/**
 * Least data (issue 11 item 10): the owner advogado's CPF and address are read only by the owner and admins;
 * the assigned medico sees the lawyer's name, office, e-mail and phone, never CPF or address.
 */
export function canViewOwnerPrivateData(a: Actor, p: CaseParties): boolean {
  return isAdmin(a) || owns(a, p);
}

/** Everyone reads and changes their own Configurações and calendar feed. */
export function canEditOwnSettings(a: Actor, userId: number): boolean {
  return a.id === userId;
}

/**
 * The professional registration in one's own profile (issue 28): médicos keep CRM/UF, especialidade and RQE,
 * advogados their OAB. Admins have none.
 */
export function canKeepRegistroProfissional(a: Pick<Actor, 'role'>): boolean {
  return a.role === 'medico' || a.role === 'advogado';
}

/** An A1 certificate to sign published deliverables: peritos (médicos) only, each their own. */
export function canKeepCertificadoAssinatura(a: Pick<Actor, 'role'>): boolean {
  return a.role === 'medico';
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

// ---- pacotes e créditos ------------------------------------------------------------------------------

/** Buying a budget package (créditos for oneself): those who register cases, advogados and admins. */
export function canBuyPacote(a: Actor): boolean {
  return canCreateProcesso(a);
}

/** A user's balance of créditos, their lots and history: that user (advogado or admin) and admins. */
export function canViewCreditos(a: Actor, userId: number): boolean {
  return isAdmin(a) || (canBuyPacote(a) && a.id === userId);
}

/** Changing someone's créditos by hand (logged with a reason): admins. */
export function canAdjustCreditos(a: Actor): boolean {
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

/** Issue 34 item 5: anyone signed in reads the price table in force; only admins set a new version. */
export function canEditPrecos(a: Actor): boolean {
  return isAdmin(a);
}

/** The firm's identity (razão social, CNPJ, bank, DPO, testimonials): anyone reads it, admins edit it. */
export function canEditEmpresa(a: Actor): boolean {
  return isAdmin(a);
}

/**
 * Issuing a proposal with a verification code (issue 28 item 6): admins only. Anyone may still print a
 * simulation from /gerador and /modelo (marked as such); the public page of an issued code needs no session.
 */
export function canEmitirProposta(a: Actor): boolean {
  return isAdmin(a);
}

// ---- Trabalho (expert workflow) ---------------------------------------------------------------------

/** The Trabalho board (call 8): admins and medicos (a medico sees their assigned cases). */
export function canUseTrabalho(a: Actor): boolean {
  return a.role === 'admin' || a.role === 'medico';
}

/**
 * Who may take each step (DESIGN §4/§5, issue 13): the assigned medico or an admin accept a nomeação and file
 * the challenge; the owning advogado or an admin record that the court expert's report arrived (with the
 * intimação date that starts the art. 477 §1 deadline).
 */
export const ETAPA_ACTION_ROLES: Record<EtapaAction, readonly Role[]> = {
  aceitar_nomeacao: ['admin', 'medico'],
  laudo_recebido: ['admin', 'advogado'],
  contestar_laudo: ['admin', 'medico'],
};

/** May this user take this step at all (without a case: what the board offers). */
export function mayPerform(a: Pick<Actor, 'role'>, action: EtapaAction): boolean {
  return ETAPA_ACTION_ROLES[action].includes(a.role);
}

/**
 * May this user take this step on this case: the role may, and then an advogado only on a case they own,
 * a medico only on a case assigned to them.
 */
export function canPerformEtapaAction(a: Actor, action: EtapaAction, p: CaseParties): boolean {
  return mayPerform(a, action) && (isAdmin(a) || owns(a, p) || isPeritoOf(a, p));
}

/** Refusing a nomination (with a reason; the case is unassigned and the admins told): the assigned medico. */
export function canRefuseNomeacao(a: Actor, p: CaseParties): boolean {
  return isPeritoOf(a, p);
}

/** Reopening a completed phase (with a reason, recorded in the Cronologia): admins. */
export function canReopenFase(a: Actor): boolean {
  return isAdmin(a);
}

// ---- prazos (procedural deadlines of a case) -------------------------------------------------------------

/** A case's deadlines are seen by whoever sees the case (GET /api/prazos lists them scoped like the cases). */
export function canViewPrazos(a: Actor, p: CaseParties): boolean {
  return canViewProcesso(a, p);
}

/** Recording an intimação that starts a party's deadline (art. 465 §1, nomination): the owning advogado, admins. */
export function canRecordPrazo(a: Actor, p: CaseParties): boolean {
  return isAdmin(a) || owns(a, p);
}

/**
 * Who acts on a deadline, by the role they have in the case: the parties' deadlines (art. 465 quesitos, art. 477
 * report) are the owning advogado's, and the art. 477 one also the perito's, who helps with the challenge; the
 * art. 466 notice is the perito's, who gives it; a perícia concerns both.
 */
const PARTES_DO_ASSUNTO = {
  art465: { owner: true, perito: false },
  art466: { owner: false, perito: true },
  art477: { owner: true, perito: true },
  // A deadline entered by hand (issue 28) is the owning advogado's, who entered it (or an admin did for them).
  manual: { owner: true, perito: false },
  pericia: { owner: true, perito: true },
} as const;
type Assunto = keyof typeof PARTES_DO_ASSUNTO;

/** Who is reminded of a deadline or a perícia: the people who act on it (PARTES_DO_ASSUNTO). */
export function lembreteRecipients(assunto: Assunto, p: CaseParties): number[] {
  const { owner, perito } = PARTES_DO_ASSUNTO[assunto];
  const ids = [owner ? p.ownerId : null, perito ? p.peritoId : null];
  return [...new Set(ids.filter((id): id is number => id !== null))];
}

/** Marking an open deadline as met (the quesitos filed, the notice given): an admin, or whoever acts on it. */
export function canCumprirPrazo(a: Actor, p: CaseParties, tipo: Exclude<Assunto, 'pericia'>): boolean {
  const { owner, perito } = PARTES_DO_ASSUNTO[tipo];
  return isAdmin(a) || (owner && owns(a, p)) || (perito && isPeritoOf(a, p));
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
  // Notas fiscais (issue 39): in the admin's menu; a lawyer opens it from Orçamentos (their menu is SPEC §2.2's).
  { href: '/sistema/notas-fiscais', label: 'Notas fiscais', roles: ['admin', 'advogado'], nav: false },
  { href: '/sistema/notas-fiscais', label: 'Notas fiscais', roles: ['admin'], nav: true },
  { href: '/sistema/empresa', label: 'Empresa', roles: ['admin'], nav: true },
  { href: '/sistema/auditoria', label: 'Auditoria', roles: ['admin'], nav: true },
  { href: '/sistema/solicitacoes', label: 'Solicitações LGPD', roles: ['admin'], nav: true },
  { href: '/sistema/incidentes', label: 'Incidentes', roles: ['admin'], nav: true },
  { href: '/sistema/tribunais', label: 'Tribunais (CNJ)', roles: ['admin'], nav: true },
  { href: '/agenda', label: 'Agenda', roles: ['admin', 'medico', 'advogado'], nav: true },
  // Issue 34 item 7: the perito's CRM and A1 certificate on a page of their own (in the perito's menu;
  // the first entry decides who may open it).
  { href: '/sistema/perfil-profissional', label: 'Perfil profissional', roles: ['medico', 'advogado'], nav: false },
  { href: '/sistema/perfil-profissional', label: 'Perfil profissional', roles: ['medico'], nav: true },
  { href: '/sistema/configuracoes', label: 'Configurações', roles: ['admin', 'medico', 'advogado'], nav: true },
  { href: '/processo/cadastro', label: 'Novo Processo', roles: ['admin', 'advogado'], nav: false },
  { href: '/sistema/configuracoes/meus-dados', label: 'Meus dados', roles: ['admin', 'medico', 'advogado'], nav: false },
  // Issue 37: the quesitos library, reached from a case's quesitos tab ('Gerenciar modelos').
  { href: '/sistema/quesitos-modelos', label: 'Modelos de quesitos', roles: ['admin', 'medico'], nav: false },
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

// ── Two-step verification (issue 11 item 6) ──

/** Must this user enrol TOTP before the system area opens? (MFA_REQUIRED_ROLES lists the roles.) */
export function mustEnrolMfa(a: Pick<Actor, 'role'> & { mfa?: boolean }, requiredRoles: readonly Role[]): boolean {
  return requiredRoles.includes(a.role) && a.mfa !== true;
}

/** May this user turn TOTP off? Not when their role requires it. */
export function canDisableMfa(a: Pick<Actor, 'role'>, requiredRoles: readonly Role[]): boolean {
  return !requiredRoles.includes(a.role);
}

// ── Tribunais: DataJud and DJEN (issue 26) ──

/** Looking a number up in DataJud (the registration wizard): whoever registers cases, advogados and admins. */
export function canConsultarTribunal(a: Pick<Actor, 'role'>): boolean {
  return a.role === 'admin' || a.role === 'advogado';
}

/** Syncing one case now: its owning advogado or an admin. */
export function canSincronizarProcesso(a: Actor, p: CaseParties): boolean {
  return isAdmin(a) || owns(a, p);
}

/** Asking DJEN now by one lawyer's OAB (issue 36 item 2): the lawyer their own, an admin any lawyer's. */
export function canSincronizarOab(a: Pick<Actor, 'id' | 'role'>, advogadoId: number): boolean {
  return a.role === 'admin' || (a.role === 'advogado' && a.id === advogadoId);
}

/** Syncing every open case now, and reading the runs: admins. */
export function canSincronizarTodos(a: Pick<Actor, 'role'>): boolean {
  return a.role === 'admin';
}

/**
 * Issue 34 item 2: starting a legal deadline (art. 465 §1, art. 477 §1) from an intimação, typed or from DJEN: anyone
 * with access to the case (its advogado, its perito, admins), whatever the case's situação or etapa. Payment
 * decides the firm's work, never the court's clock.
 */
export function canIniciarPrazoLegal(a: Actor, p: CaseParties): boolean {
  return canViewProcesso(a, p);
}

/** 'Iniciar prazo' on a DJEN intimação: whoever may start a legal deadline on the case (issue 34). */
export function canIniciarPrazoPublicacao(a: Actor, p: CaseParties): boolean {
  return canIniciarPrazoLegal(a, p);
}

/**
 * 'Publicações sem processo cadastrado' (DJEN by OAB): an advogado sees, dismisses and registers from their own;
 * admins see everyone's (or one advogado's). Médicos have none (403).
 */
export function canVerPublicacoesSemProcesso(a: Actor, advogadoId: number | null): boolean {
  return isAdmin(a) || (a.role === 'advogado' && advogadoId === a.id);
}

// ---- o periciado (issue 38) ---------------------------------------------------------------------------

/**
 * Informing the periciado of a perícia (the private link, its checklist, the WhatsApp consent, the notices shown):
 * the case's lawyer, its perito and admins. Only perícias linked to a case have a periciado.
 */
export function canInformarPericiado(a: Actor, caso: CaseParties): boolean {
  return isAdmin(a) || owns(a, caso) || isPeritoOf(a, caso);
}

/** Accepting a file the periciado sent (after which its content may be read): the case's lawyer and perito, and admins. */
export function canAceitarArquivoPericiado(a: Actor, caso: CaseParties): boolean {
  return isAdmin(a) || owns(a, caso) || isPeritoOf(a, caso);
}

// ---- quesitos library (issue 37) ----------------------------------------------------------------------

/** Adding, editing and retiring models of quesitos: admins and médicos (peritos); everyone signed in reads them. */
export function canManageModelosQuesitos(a: Pick<Actor, 'role'>): boolean {
  return a.role === 'admin' || a.role === 'medico';
}
