import { describe, expect, it } from 'vitest';
import { clientAddressFrom, ENDERECO_NAO_IDENTIFICADO, rateLimitAddress, rotuloEndereco, UNKNOWN_CLIENT } from '@/lib/domain/client-address';

describe('clientAddressFrom (TRUST_PROXY_HOPS)', () => {
  it('0 hops: X-Forwarded-For is never believed', () => {
    expect(clientAddressFrom('203.0.113.7', 0)).toBe(UNKNOWN_CLIENT);
    expect(clientAddressFrom('1.1.1.1, 203.0.113.7', 0)).toBe(UNKNOWN_CLIENT);
  });

  it('N hops: the N-th entry from the right; entries the client wrote on the left are ignored', () => {
    expect(clientAddressFrom('203.0.113.7', 1)).toBe('203.0.113.7');
    expect(clientAddressFrom('6.6.6.6, 7.7.7.7, 203.0.113.7', 1)).toBe('203.0.113.7');
    expect(clientAddressFrom('6.6.6.6, 203.0.113.7, 10.0.0.2', 2)).toBe('203.0.113.7');
  });

  it('fewer entries than hops, garbage or nothing: unknown', () => {
    expect(clientAddressFrom('203.0.113.7', 2)).toBe(UNKNOWN_CLIENT);
    expect(clientAddressFrom('', 1)).toBe(UNKNOWN_CLIENT);
    expect(clientAddressFrom(null, 1)).toBe(UNKNOWN_CLIENT);
    expect(clientAddressFrom('1.1.1.1, evil', 1)).toBe(UNKNOWN_CLIENT);
    expect(clientAddressFrom('1.1.1.1,', 1)).toBe(UNKNOWN_CLIENT);
  });

  it('normalises: ports, IPv4-mapped IPv6, IPv6 to its /64', () => {
    expect(rateLimitAddress('203.0.113.7:5123')).toBe('203.0.113.7');
    expect(rateLimitAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitAddress('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(rateLimitAddress('[2001:db8:1:2:ffff:ffff:ffff:ffff]:443')).toBe('2001:db8:1:2::/64');
    expect(rateLimitAddress('2001:0DB8:0001:0002::')).toBe('2001:db8:1:2::/64');
    expect(rateLimitAddress('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(rateLimitAddress('999.1.1.1')).toBe(UNKNOWN_CLIENT);
  });
});

// Issue 28 item 9: the demo (no proxy) showed 'desconhecido' for every read in the Acessos tab.
describe('rotuloEndereco (Acessos tab)', () => {
  it('says in words that no trusted proxy named the client, and keeps real and hidden addresses', () => {
    expect(rotuloEndereco(UNKNOWN_CLIENT)).toBe('Não identificado (sem proxy confiável)');
    expect(ENDERECO_NAO_IDENTIFICADO).not.toContain('desconhecido');
    expect(rotuloEndereco('203.0.113.7')).toBe('203.0.113.7');
    expect(rotuloEndereco('2001:db8:1:2::/64')).toBe('2001:db8:1:2::/64');
    expect(rotuloEndereco(null)).toBeNull();
  });
});
