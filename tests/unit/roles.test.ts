import { describe, expect, it } from 'vitest';
import { decideAccess, navItemsFor, roleAvatar, roleLabel } from '@/lib/domain/roles';

const admin = { role: 'admin' as const, ativo: true };
const medico = { role: 'medico' as const, ativo: true };
const advogado = { role: 'advogado' as const, ativo: true };

describe('guard decisions', () => {
  it('no user is unauthenticated, whatever the roles', () => {
    expect(decideAccess(null)).toBe('unauthenticated');
    expect(decideAccess(null, ['admin'])).toBe('unauthenticated');
  });

  it('an inactive user is unauthenticated', () => {
    expect(decideAccess({ role: 'admin', ativo: false })).toBe('unauthenticated');
  });

  it('any active user passes when no role is required', () => {
    for (const u of [admin, medico, advogado]) expect(decideAccess(u)).toBe('ok');
    expect(decideAccess(advogado, [])).toBe('ok');
  });

  it('admin-only: admin ok, medico and advogado forbidden', () => {
    expect(decideAccess(admin, ['admin'])).toBe('ok');
    expect(decideAccess(medico, ['admin'])).toBe('forbidden');
    expect(decideAccess(advogado, ['admin'])).toBe('forbidden');
  });

  it('admin or medico: advogado forbidden', () => {
    expect(decideAccess(admin, ['admin', 'medico'])).toBe('ok');
    expect(decideAccess(medico, ['admin', 'medico'])).toBe('ok');
    expect(decideAccess(advogado, ['admin', 'medico'])).toBe('forbidden');
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
    const labels = (r: 'admin' | 'medico' | 'advogado') => navItemsFor(r).map((i) => i.label);
    expect(labels('admin')).toEqual(['Dashboard', 'Processos', 'Fases', 'Orçamentos', 'Trabalho', 'Usuários', 'Pagamentos', 'Agenda', 'Configurações']);
    expect(labels('medico')).toEqual(['Dashboard', 'Processos', 'Fases', 'Trabalho', 'Agenda', 'Configurações']);
    expect(labels('advogado')).toEqual(['Dashboard', 'Processos', 'Fases', 'Orçamentos', 'Agenda', 'Configurações']);
  });
});
