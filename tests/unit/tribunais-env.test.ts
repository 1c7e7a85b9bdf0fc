import { describe, expect, it } from 'vitest';
import { DATAJUD_CHAVE_PUBLICA, parseEnv } from '@/lib/env';

describe('court settings (DESIGN §11)', () => {
  it("default to the CNJ's public endpoints and key; an empty DATAJUD_API_KEY turns DataJud off", () => {
    const v = parseEnv({});
    expect(v).toMatchObject({
      DATAJUD_URL: 'https://api-publica.datajud.cnj.jus.br',
      DATAJUD_API_KEY: DATAJUD_CHAVE_PUBLICA,
      DJEN_URL: 'https://comunicaapi.pje.jus.br',
      TRIBUNAIS_HORARIO: '06:00',
      TRIBUNAIS_ESPERA_429_MS: 60_000,
    });
    expect(parseEnv({ DATAJUD_API_KEY: '' }).DATAJUD_API_KEY).toBe('');
    expect(parseEnv({ DATAJUD_API_KEY: '  ' }).DATAJUD_API_KEY).toBe('');
    expect(parseEnv({ DATAJUD_API_KEY: 'outra' }).DATAJUD_API_KEY).toBe('outra');
  });
  it('refuses a malformed URL or time with a clear message', () => {
    expect(() => parseEnv({ DATAJUD_URL: 'ftp://x' })).toThrow(/DATAJUD_URL: deve ser uma URL http\(s\)/);
    expect(() => parseEnv({ TRIBUNAIS_HORARIO: '25:00' })).toThrow(/TRIBUNAIS_HORARIO: deve ser um horário HH:MM/);
  });
});
