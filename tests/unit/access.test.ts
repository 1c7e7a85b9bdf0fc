import { describe, expect, it } from 'vitest';
import {
  canAddDocumento,
  canAnswerSolicitacoes,
  canManageIncidentes,
  canUseOwnDataRights,
  canViewAcessos,
  canViewAuditoria,
  canAddQuesito,
  canAssignPerito,
  canCompleteFase,
  canCreateProcesso,
  canDeletePericia,
  canEditOwnSettings,
  canEditProcesso,
  canEditUser,
  canListPeritos,
  canListUsers,
  canManageAgenda,
  canOpenPage,
  canPerformEtapaAction,
  canSchedulePericia,
  canSetSituacao,
  canUseTrabalho,
  canViewDocumentos,
  canViewPericia,
  canViewProcesso,
  canViewQuesitos,
  mayPerform,
  navItemsFor,
  type Actor,
} from '@/lib/domain/access';

// One case: owned by advogado 10, assigned to medico 20.
const caso = { ownerId: 10, peritoId: 20 };
const semPerito = { ownerId: 10, peritoId: null };

const admin: Actor = { id: 1, role: 'admin' };
const owner: Actor = { id: 10, role: 'advogado' };
const otherAdvogado: Actor = { id: 11, role: 'advogado' };
const perito: Actor = { id: 20, role: 'medico' };
const otherMedico: Actor = { id: 21, role: 'medico' };
// Ids collide across roles on purpose: a medico with the owner's id is not the owner.
const medicoWithOwnerId: Actor = { id: 10, role: 'medico' };
const advogadoWithPeritoId: Actor = { id: 20, role: 'advogado' };

type Rule = (a: Actor) => boolean;
const who = (rule: Rule) =>
  Object.entries({ admin, owner, otherAdvogado, perito, otherMedico, medicoWithOwnerId, advogadoWithPeritoId })
    .filter(([, a]) => rule(a))
    .map(([name]) => name);

describe('processo', () => {
  it('view: admin, the owner advogado, the assigned medico', () => {
    expect(who((a) => canViewProcesso(a, caso))).toEqual(['admin', 'owner', 'perito']);
    expect(who((a) => canViewProcesso(a, semPerito))).toEqual(['admin', 'owner']);
  });
  it('create: admin and advogados', () => {
    expect(who(canCreateProcesso)).toEqual(['admin', 'owner', 'otherAdvogado', 'advogadoWithPeritoId']);
  });
  it('edit the data: admin and the owner advogado', () => {
    expect(who((a) => canEditProcesso(a, caso))).toEqual(['admin', 'owner']);
  });
  it('assign the perito: admin only', () => {
    expect(who(canAssignPerito)).toEqual(['admin']);
  });
  it('change the situação: admin only', () => {
    expect(who(canSetSituacao)).toEqual(['admin']);
  });
  it('complete a phase: admin and the assigned medico (never the owner advogado)', () => {
    expect(who((a) => canCompleteFase(a, caso))).toEqual(['admin', 'perito']);
    expect(who((a) => canCompleteFase(a, semPerito))).toEqual(['admin']);
  });
});

describe('quesito and documento', () => {
  it('add a quesito: everyone who sees the case', () => {
    expect(who((a) => canAddQuesito(a, caso))).toEqual(['admin', 'owner', 'perito']);
  });
  it('quesitos are read with the case', () => {
    expect(who((a) => canViewQuesitos(a, caso))).toEqual(['admin', 'owner', 'perito']);
  });
  it('add a documento (Drive link): owner, assigned perito and admin', () => {
    expect(who((a) => canAddDocumento(a, caso))).toEqual(['admin', 'owner', 'perito']);
  });
  it('documentos are read with the case', () => {
    expect(who((a) => canViewDocumentos(a, caso))).toEqual(['admin', 'owner', 'perito']);
  });
});

describe('perícia', () => {
  it('see: admin; the people of its case; a medico the unlinked ones they created', () => {
    expect(who((a) => canViewPericia(a, { caso, createdBy: 1 }))).toEqual(['admin', 'owner', 'perito']);
    expect(who((a) => canViewPericia(a, { caso: null, createdBy: 21 }))).toEqual(['admin', 'otherMedico']);
    // An advogado never sees a perícia through having created it.
    expect(who((a) => canViewPericia(a, { caso: null, createdBy: 11 }))).toEqual(['admin']);
  });
  it('the agenda offers scheduling to admins and medicos', () => {
    expect(who(canManageAgenda)).toEqual(['admin', 'perito', 'otherMedico', 'medicoWithOwnerId']);
  });
  it('schedule: admin on any case, a medico only on a case assigned to them', () => {
    expect(who((a) => canSchedulePericia(a, caso))).toEqual(['admin', 'perito']);
    expect(who((a) => canSchedulePericia(a, semPerito))).toEqual(['admin']);
  });
  it('delete: admin any; a medico one they see; never an advogado, not even the owner', () => {
    expect(who((a) => canDeletePericia(a, { caso, createdBy: 20 }))).toEqual(['admin', 'perito']);
    expect(who((a) => canDeletePericia(a, { caso: null, createdBy: 21 }))).toEqual(['admin', 'otherMedico']);
  });
});

describe('users', () => {
  it('list users: admin only', () => {
    expect(who(canListUsers)).toEqual(['admin']);
  });
  it('edit users: admin only', () => {
    expect(who(canEditUser)).toEqual(['admin']);
  });
  it('list every perito: admin only', () => {
    expect(who(canListPeritos)).toEqual(['admin']);
  });
  it('own settings: oneself only', () => {
    expect(canEditOwnSettings(owner, 10)).toBe(true);
    expect(canEditOwnSettings(owner, 11)).toBe(false);
  });
});

describe('Trabalho', () => {
  it('the board: admins and medicos', () => {
    expect(who(canUseTrabalho)).toEqual(['admin', 'perito', 'otherMedico', 'medicoWithOwnerId']);
  });
  it('aceitar_nomeacao and contestar_laudo: admin and the assigned medico', () => {
    for (const action of ['aceitar_nomeacao', 'contestar_laudo'] as const) {
      expect(who((a) => canPerformEtapaAction(a, action, caso))).toEqual(['admin', 'perito']);
      expect(mayPerform({ role: 'advogado' }, action)).toBe(false);
    }
  });
  it('laudo_recebido: admin only', () => {
    expect(who((a) => canPerformEtapaAction(a, 'laudo_recebido', caso))).toEqual(['admin']);
    expect(mayPerform({ role: 'medico' }, 'laudo_recebido')).toBe(false);
  });
});

describe('pages and navigation', () => {
  it('restricted pages follow their role lists', () => {
    expect(canOpenPage(perito, '/sistema/usuarios')).toBe(false);
    expect(canOpenPage(admin, '/sistema/usuarios')).toBe(true);
    expect(canOpenPage(owner, '/sistema/trabalho')).toBe(false);
    expect(canOpenPage(perito, '/sistema/orcamentos')).toBe(false);
    expect(canOpenPage(perito, '/processo/cadastro')).toBe(false);
    expect(canOpenPage(owner, '/processo/cadastro')).toBe(true);
  });
  it('every other internal page is open to a signed-in user (its data protects itself)', () => {
    expect(canOpenPage(otherAdvogado, '/processo/123')).toBe(true);
    expect(canOpenPage(perito, '/sistema/ajuda')).toBe(true);
  });
  it('the menu lists only what the user may open', () => {
    for (const a of [admin, owner, perito]) {
      for (const item of navItemsFor(a)) expect(canOpenPage(a, item.href)).toBe(true);
    }
    expect(navItemsFor(perito).map((i) => i.href)).not.toContain('/sistema/usuarios');
  });
});

describe('LGPD (issue 15)', () => {
  it('the access log of a case: its owner advogado and admins, never the perito', () => {
    expect(who((a) => canViewAcessos(a, caso))).toEqual(['admin', 'owner']);
  });
  it('Auditoria, requests and incidents: admins only', () => {
    expect(who(canViewAuditoria)).toEqual(['admin']);
    expect(who(canAnswerSolicitacoes)).toEqual(['admin']);
    expect(who(canManageIncidentes)).toEqual(['admin']);
  });
  it('everyone uses their own data rights, nobody those of another person', () => {
    expect(who((a) => canUseOwnDataRights(a, 10))).toEqual(['owner', 'medicoWithOwnerId']);
  });
  it('the LGPD pages: admin pages for admins, Meus dados for everyone', () => {
    for (const path of ['/sistema/auditoria', '/sistema/solicitacoes', '/sistema/incidentes']) {
      expect(canOpenPage(admin, path)).toBe(true);
      expect(canOpenPage(owner, path)).toBe(false);
      expect(canOpenPage(perito, path)).toBe(false);
    }
    for (const a of [admin, owner, perito]) expect(canOpenPage(a, '/sistema/configuracoes/meus-dados')).toBe(true);
    expect(navItemsFor(admin).map((i) => i.label)).toEqual(expect.arrayContaining(['Auditoria', 'Solicitações LGPD', 'Incidentes']));
  });
});
