import { describe, expect, it } from 'vitest';
import { findControlChars, int32, nestsDeeperThan, plausibleYear, textField } from '@/lib/validation/common';
import { scrubText } from '@/lib/log';

describe('shared input rules', () => {
  it('finds control characters anywhere in a body, keys included; tab and line breaks are text', () => {
    expect(findControlChars({ nome: 'Ana', fases: [{ x: 'a\u0000' }] })).toEqual(['fases', '0', 'x']);
    expect(findControlChars({ ['k\u0001']: 'v' })).toEqual(['_']);
    expect(findControlChars('\u001b[31m')).toEqual([]);
    expect(findControlChars({ texto: 'linha 1\nlinha 2\r\n\tfim', n: 5, b: null })).toBeNull();
    expect(textField().safeParse('ok\u0000').success).toBe(false);
    expect(textField().safeParse('ok\n').success).toBe(true);
  });

  it('refuses lone surrogates and the noncharacters XML forbids, keeps real pairs (emoji)', () => {
    expect(findControlChars({ titulo: 'a\ud800b' })).toEqual(['titulo']);
    expect(findControlChars({ titulo: 'fim\udc00' })).toEqual(['titulo']);
    expect(findControlChars({ t: ['ok', 'x\uffff'] })).toEqual(['t', '1']);
    expect(findControlChars({ t: '\ufffe' })).toEqual(['t']);
    expect(findControlChars({ t: 'laudo 👍 São Paulo \ud83d\ude00' })).toBeNull();
    expect(textField().safeParse('x\ud800').success).toBe(false);
  });

  it('measures nesting without recursion: 64 levels pass, 65 and 100 000 do not', () => {
    const nest = (n: number) => {
      let v: unknown = 'folha';
      for (let i = 0; i < n; i++) v = { content: [v] };
      return v;
    };
    expect(nestsDeeperThan({ a: 1 })).toBe(false);
    expect(nestsDeeperThan(nest(32))).toBe(false); // 64 levels: 32 objects, each holding an array
    expect(nestsDeeperThan(nest(33))).toBe(true);
    expect(nestsDeeperThan(nest(100_000))).toBe(true);
    expect(nestsDeeperThan('texto')).toBe(false);
  });

  it('int32 and plausible years', () => {
    expect(int32('x').safeParse(2_147_483_647).success).toBe(true);
    expect(int32('x').safeParse(2_147_483_648).success).toBe(false);
    expect(plausibleYear('0000-01-01')).toBe(false);
    expect(plausibleYear('0000-01-01T10:00:00-03:00')).toBe(false);
    expect(plausibleYear('+010000-01-01T00:00:00Z')).toBe(false);
    expect(plausibleYear('2026-03-01')).toBe(true);
    expect(plausibleYear(new Date('2026-03-01T00:00:00Z'))).toBe(true);
  });

  it('log text is scrubbed of hashes and CPF/phone-like digit runs, not of dates', () => {
    const hash = '$2b$11$gkV30SHo5S1MCCXhiGXKWuoavAUk11Knv/.PJgflVJMX1dnZshyoe';
    expect(scrubText(`hash ${hash} cpf 529.982.247-25 tel (11) 98765-4321 dia 2026-11-22 id 42`)).toBe(
      'hash [hash] cpf [número] tel [número] dia 2026-11-22 id 42',
    );
  });
});
