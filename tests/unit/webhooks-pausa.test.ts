import { describe, expect, it } from 'vitest';
import { canManageWebhook, deveSerPausado, motivoPausa, WEBHOOK_PAUSA_APOS_MS } from '@/lib/domain/webhooks';

describe('the pause of a failing webhook (issue 36 item 3)', () => {
  const agora = new Date('2026-11-28T12:00:00Z');
  it('is due a day into the failure streak, not before, never without one', () => {
    expect(deveSerPausado(null, agora)).toBe(false);
    expect(deveSerPausado(new Date(agora.getTime() - WEBHOOK_PAUSA_APOS_MS + 1), agora)).toBe(false);
    expect(deveSerPausado(new Date(agora.getTime() - WEBHOOK_PAUSA_APOS_MS), agora)).toBe(true);
    expect(deveSerPausado(new Date(agora.getTime() - 3 * WEBHOOK_PAUSA_APOS_MS), agora)).toBe(true);
  });
  it('says since when (São Paulo time) and the last error', () => {
    expect(motivoPausa(new Date('2026-11-27T11:30:00Z'), 'O servidor respondeu HTTP 503.')).toBe(
      'Entregas falhando desde 27/11/2026, 08:30 (horário de Brasília), sem nenhuma entrega bem-sucedida desde então. Último erro: O servidor respondeu HTTP 503.',
    );
  });
  it('may be undone by the owner or an admin only', () => {
    expect(canManageWebhook({ id: 7, role: 'advogado' }, 7)).toBe(true);
    expect(canManageWebhook({ id: 7, role: 'medico' }, 7)).toBe(true);
    expect(canManageWebhook({ id: 1, role: 'admin' }, 7)).toBe(true);
    expect(canManageWebhook({ id: 8, role: 'advogado' }, 7)).toBe(false);
    expect(canManageWebhook({ id: 8, role: 'medico' }, 7)).toBe(false);
  });
});
