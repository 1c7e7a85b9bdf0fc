import { describe, expect, it } from 'vitest';
import { navItemsFor } from '@/lib/domain/access';
import { decideAccess, iniciais, roleAvatar, roleLabel } from '@/lib/domain/roles';

const admin = { role: 'admin' as const, ativo: true };
const medico = { role: 'medico' as const, ativo: true };
const advogado = { role: 'advogado' as const, ativo: true };

describe('guard decisions (authentication only)', () => {
  it('no user is unauthenticated', () => {
    expect(decideAccess(null)).toBe('unauthenticated');
  });

  it('an inactive user is unauthenticated', () => {
    expect(decideAccess({ ativo: false })).toBe('unauthenticated');
  });

  it('any active user passes (what they may do is the access policy’s)', () => {
    for (const u of [admin, medico, advogado]) expect(decideAccess(u)).toBe('ok');
  });
});

describe('role labels and menu (SPEC §2.2, §6)', () => {
  it('labels and avatar letters', () => {
    expect([roleLabel('admin'), roleAvatar('admin')]).toEqual(['Administrador', 'A']);
    expect([roleLabel('medico'), roleAvatar('medico')]).toEqual(['Médico Perito', 'M']);
    expect([roleLabel('advogado'), roleAvatar('advogado')]).toEqual(['Advogado', 'A']);
    expect([roleLabel('outro'), roleAvatar(undefined)]).toEqual(['Usuário', 'U']);
  });

  it('menu items by role', () => {
    const labels = (r: 'admin' | 'medico' | 'advogado') => navItemsFor({ role: r }).map((i) => i.label);
    expect(labels('admin')).toEqual(['Dashboard', 'Processos', 'Fases', 'Orçamentos', 'Trabalho', 'Usuários', 'Feriados e suspensões', 'Pagamentos', 'Notas fiscais', 'Empresa', 'Auditoria', 'Solicitações LGPD', 'Incidentes', 'Tribunais (CNJ)', 'Agenda', 'Configurações']);
    expect(labels('medico')).toEqual(['Dashboard', 'Processos', 'Fases', 'Trabalho', 'Agenda', 'Perfil profissional', 'Configurações']);
    expect(labels('advogado')).toEqual(['Dashboard', 'Processos', 'Fases', 'Orçamentos', 'Agenda', 'Configurações']);
  });
});

describe('avatar initials (issue 28: the person, not the role)', () => {
  it('first and last name, skipping particles; accents kept; the role letter only without a name', () => {
    expect(iniciais('Maria da Silva Souza', 'advogado')).toBe('MS');
    expect(iniciais('joão dos Santos', 'medico')).toBe('JS');
    expect(iniciais('Ângela', 'admin')).toBe('Â');
    expect(iniciais('  Ana   Paula  de Oliveira ', 'admin')).toBe('AO');
    expect(iniciais('Dr. Pedro Álvares', 'medico')).toBe('DÁ');
    expect(iniciais('', 'medico')).toBe('M');
    expect(iniciais(null, undefined)).toBe('U');
  });
});

