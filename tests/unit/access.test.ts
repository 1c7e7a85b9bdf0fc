import { describe, expect, it } from 'vitest';
import {
  canAddDocumento,
  canAdjustCreditos,
  canBuyPacote,
  canViewCreditos,
  canAnswerSolicitacoes,
  canManageIncidentes,
  canConsultarTribunal,
  canIniciarPrazoLegal,
  canIniciarPrazoPublicacao,
  canSincronizarProcesso,
  canSincronizarTodos,
  canUseOwnDataRights,
  canViewAcessos,
  canViewAuditoria,
  canAddQuesito,
  canAssignPerito,
  canCompleteFase,
  canCreateProcesso,
  canDeletePericia,
  canEditEmpresa,
  canEditOwnSettings,
  canInviteUsers,
  canEditProcesso,
  canEditQuesito,
  canExportQuesitos,
  canViewEntregaPublicada,
  canViewEntregaRascunho,
  canWriteEntrega,
  canEditUser,
  canListPeritos,
  canListUsers,
  canManageAgenda,
  canOpenPage,
  canPerformEtapaAction,
  canCumprirPrazo,
  canRecordPrazo,
  canRefuseNomeacao,
  canReopenFase,
  canViewPrazos,
  lembreteRecipients,
  canSchedulePericia,
  canSetSituacao,
  canUseTrabalho,
  canViewDocumentos,
  canViewPericia,
  canViewOwnerPrivateData,
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

describe('pacotes e créditos', () => {
  it('advogados and admins buy packages; medicos do not', () => {
    expect([admin, owner, otherAdvogado, perito].map(canBuyPacote)).toEqual([true, true, true, false]);
  });
  it('a balance is seen by its user (advogado, admin) and by admins; never by another user or a medico', () => {
    expect(canViewCreditos(owner, 10)).toBe(true);
    expect(canViewCreditos(otherAdvogado, 10)).toBe(false);
    expect(canViewCreditos(admin, 10)).toBe(true);
    expect(canViewCreditos(admin, 1)).toBe(true);
    expect(canViewCreditos(medicoWithOwnerId, 10)).toBe(false);
    expect(canViewCreditos(perito, 10)).toBe(false);
  });
  it('only admins change créditos by hand', () => {
    expect([admin, owner, perito].map(canAdjustCreditos)).toEqual([true, false, false]);
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
  it('laudo_recebido: admin and the owning advogado (issue 13), never a medico', () => {
    expect(who((a) => canPerformEtapaAction(a, 'laudo_recebido', caso))).toEqual(['admin', 'owner']);
    expect(mayPerform({ role: 'medico' }, 'laudo_recebido')).toBe(false);
    expect(mayPerform({ role: 'advogado' }, 'laudo_recebido')).toBe(true);
  });
  it('refusing a nomination: only the assigned medico', () => {
    expect(who((a) => canRefuseNomeacao(a, caso))).toEqual(['perito']);
    expect(who((a) => canRefuseNomeacao(a, semPerito))).toEqual([]);
  });
  it('reopening a completed phase: admins', () => {
    expect(who(canReopenFase)).toEqual(['admin']);
  });
});

describe('prazos', () => {
  it('seen by whoever sees the case', () => {
    expect(who((a) => canViewPrazos(a, caso))).toEqual(['admin', 'owner', 'perito']);
  });
  it('an intimação is recorded by the owning advogado or an admin', () => {
    expect(who((a) => canRecordPrazo(a, caso))).toEqual(['admin', 'owner']);
  });
  it('a deadline is marked as met by an admin or whoever its reminders go to', () => {
    expect(who((a) => canCumprirPrazo(a, caso, 'art465'))).toEqual(['admin', 'owner']);
    expect(who((a) => canCumprirPrazo(a, caso, 'art466'))).toEqual(['admin', 'perito']);
    expect(who((a) => canCumprirPrazo(a, caso, 'art477'))).toEqual(['admin', 'owner', 'perito']);
    expect(who((a) => canCumprirPrazo(a, semPerito, 'art466'))).toEqual(['admin']);
  });
  it('reminders go to the people of the case by role', () => {
    expect(lembreteRecipients('art465', caso)).toEqual([10]);
    expect(lembreteRecipients('art466', caso)).toEqual([20]);
    expect(lembreteRecipients('art477', caso)).toEqual([10, 20]);
    expect(lembreteRecipients('pericia', caso)).toEqual([10, 20]);
    expect(lembreteRecipients('art466', semPerito)).toEqual([]);
    expect(lembreteRecipients('art477', semPerito)).toEqual([10]);
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
  it("'Perfil profissional' (issue 34 item 7): in the perito's menu; the advogado opens it from Configurações; not the admin", () => {
    expect(navItemsFor(perito).map((i) => i.href)).toContain('/sistema/perfil-profissional');
    expect(navItemsFor(owner).map((i) => i.href)).not.toContain('/sistema/perfil-profissional');
    expect(canOpenPage(perito, '/sistema/perfil-profissional')).toBe(true);
    expect(canOpenPage(owner, '/sistema/perfil-profissional')).toBe(true);
    expect(canOpenPage(admin, '/sistema/perfil-profissional')).toBe(false);
  });
});

describe('accounts and the firm (issue 11)', () => {
  it('invite users (any role), resend and revoke: admin only', () => {
    expect(who(canInviteUsers)).toEqual(['admin']);
  });
  it("the owner's CPF and address: admin and the owner; the assigned medico never", () => {
    expect(who((a) => canViewOwnerPrivateData(a, caso))).toEqual(['admin', 'owner']);
  });
  it("edit the firm's identity and open the Empresa page: admin only", () => {
    expect(who(canEditEmpresa)).toEqual(['admin']);
    expect(canOpenPage(admin, '/sistema/empresa')).toBe(true);
    for (const a of [owner, perito]) {
      expect(canOpenPage(a, '/sistema/empresa')).toBe(false);
      expect(navItemsFor(a).map((i) => i.href)).not.toContain('/sistema/empresa');
    }
    expect(navItemsFor(admin).map((i) => i.href)).toContain('/sistema/empresa');
  });
});
describe('two-step verification (MFA_REQUIRED_ROLES)', () => {
  it('mustEnrolMfa: only the listed roles, only while TOTP is off', async () => {
    const { mustEnrolMfa } = await import('@/lib/domain/access');
    expect(mustEnrolMfa({ role: 'admin', mfa: false }, ['admin'])).toBe(true);
    expect(mustEnrolMfa({ role: 'admin' }, ['admin'])).toBe(true);
    expect(mustEnrolMfa({ role: 'admin', mfa: true }, ['admin'])).toBe(false);
    expect(mustEnrolMfa({ role: 'medico', mfa: false }, ['admin'])).toBe(false);
    expect(mustEnrolMfa({ role: 'advogado', mfa: false }, [])).toBe(false);
    expect(mustEnrolMfa({ role: 'medico', mfa: false }, ['admin', 'medico'])).toBe(true);
  });

  it('canDisableMfa: not for a role that requires it', async () => {
    const { canDisableMfa } = await import('@/lib/domain/access');
    expect(canDisableMfa({ role: 'admin' }, ['admin'])).toBe(false);
    expect(canDisableMfa({ role: 'advogado' }, ['admin'])).toBe(true);
    expect(canDisableMfa({ role: 'admin' }, [])).toBe(true);
  });
});
describe('entregas (phase deliverables) and quesito edits', () => {
  it('write a deliverable and read its draft: the assigned perito and admins', () => {
    expect(who((a) => canWriteEntrega(a, caso))).toEqual(['admin', 'perito']);
    expect(who((a) => canViewEntregaRascunho(a, caso))).toEqual(['admin', 'perito']);
    expect(who((a) => canWriteEntrega(a, semPerito))).toEqual(['admin']);
  });
  it('read a published deliverable: everyone who sees the case', () => {
    expect(who((a) => canViewEntregaPublicada(a, caso))).toEqual(['admin', 'owner', 'perito']);
  });
  it('edit or remove a quesito: its author (who sees the case) or an admin', () => {
    expect(who((a) => canEditQuesito(a, caso, { autorId: 10 }))).toEqual(['admin', 'owner']);
    expect(who((a) => canEditQuesito(a, caso, { autorId: 20 }))).toEqual(['admin', 'perito']);
    expect(who((a) => canEditQuesito(a, caso, { autorId: null }))).toEqual(['admin']);
    // The author of a quesito who no longer sees the case (a perito replaced): not any more.
    expect(who((a) => canEditQuesito(a, { ownerId: 10, peritoId: 22 }, { autorId: 20 }))).toEqual(['admin']);
  });
  it('export quesitos: everyone who sees the case', () => {
    expect(who((a) => canExportQuesitos(a, caso))).toEqual(['admin', 'owner', 'perito']);
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

describe('Tribunais (issue 26)', () => {
  it('DataJud lookup: advogados and admins; sync of one case: owner and admin; Iniciar prazo: anyone with access (issue 34); all cases and the runs: admin', () => {
    expect(who(canConsultarTribunal)).toEqual(['admin', 'owner', 'otherAdvogado', 'advogadoWithPeritoId']);
    expect(who((a) => canSincronizarProcesso(a, caso))).toEqual(['admin', 'owner']);
    expect(who((a) => canIniciarPrazoPublicacao(a, caso))).toEqual(['admin', 'owner', 'perito']);
    expect(who((a) => canIniciarPrazoLegal(a, caso))).toEqual(['admin', 'owner', 'perito']);
    expect(who(canSincronizarTodos)).toEqual(['admin']);
    expect(canOpenPage(admin, '/sistema/tribunais')).toBe(true);
    expect(canOpenPage(owner, '/sistema/tribunais')).toBe(false);
    expect(canOpenPage(perito, '/sistema/tribunais')).toBe(false);
  });
});
