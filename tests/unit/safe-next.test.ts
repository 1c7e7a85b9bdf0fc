import { describe, expect, it } from 'vitest';
import { safeNextPath } from '@/lib/domain/safe-next';

describe('safeNextPath', () => {
  it.each([
    ['/sistema', '/sistema'],
    ['/processo/12?tab=quesitos', '/processo/12?tab=quesitos'],
    ['/processos?termo=jos%C3%A9', '/processos?termo=jos%C3%A9'],
    ['/agenda#hoje', '/agenda#hoje'],
    [['/usuarios', '/outro'], '/usuarios'],
  ])('keeps same-origin path %j', (input, expected) => {
    expect(safeNextPath(input)).toBe(expected);
  });

  it.each([
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '%2F%2Fevil.example',
    '/%252F%252Fevil.example',
    '/%5Cevil.example',
    '/%5cevil.example',
    '/%255Cevil.example',
    '/%09/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '/%0a/evil.example',
    '/%0D%0A/evil.example',
    '/%00/evil',
    '/\u0000x',
    ' //evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '/javascript:alert(1)%0a',
    'data:text/html,<script>alert(1)</script>',
    'http://evil.example/',
    'https://evil.example/sistema',
    'HTTPS:evil.example',
    'evil.example',
    '.evil.example',
    '',
    '/%',
    '/%E0%A4%A',
    '/' + 'a'.repeat(3000),
  ])('refuses %j', (input) => {
    expect(safeNextPath(input)).toBeNull();
  });

  it.each([undefined, null, 42, {}, [], [42]])('refuses non-strings %j', (input) => {
    expect(safeNextPath(input)).toBeNull();
  });

  it('never answers a path a browser would read as another origin', () => {
    const vectors = ['/%09/x', '/%5C%5Cx', '/.%2F%2Fx', '/./%2F/x', '/a/../%2F%2Fx', '/a/..//x'];
    for (const v of vectors) {
      const out = safeNextPath(v);
      if (out !== null) expect(new URL(out, 'https://app.example').origin).toBe('https://app.example');
    }
  });
});
