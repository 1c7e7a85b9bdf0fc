import { describe, expect, it } from 'vitest';
import { GET as consultar } from '@/app/api/tribunais/processo/[numero]/route';
import { resetEnv } from '@/lib/env';
import { fonteDatajud, numeroTj, usarTribunais } from './tribunais-helpers';
import { createUser } from '../support/db-factories';
import { body, ctx, req } from '../support/handler-transport';

const s = usarTribunais({ lentoMs: 9000 });

function get(numero: string, token?: string) {
  // Next hands the route the segment already decoded.
  return consultar(req(`/api/tribunais/processo/${encodeURIComponent(numero)}`, { token }), ctx({ numero }));
}

describe('GET /api/tribunais/processo/{numero}', () => {
  it('answers what DataJud has, with the suggestion for the wizard (masked or bare digits)', async () => {
    const adv = await createUser({ role: 'advogado' });
    const numero = numeroTj();
    s.datajud.setProcesso('tjsp', fonteDatajud(numero));
    const res = await get(numero, adv.token);
    expect(res.status).toBe(200);
    expect(await body(res)).toEqual({
      encontrado: true,
      tribunal: 'TJSP',
      classe: { codigo: 7, nome: 'Procedimento Comum Cível' },
      assuntos: [{ codigo: 10433, nome: 'Indenização por Dano Moral' }],
      orgaoJulgador: { codigo: 1234, nome: '2ª Vara Cível de São Paulo' },
      dataAjuizamento: '2024-03-15',
      grau: 'G1',
      atualizadoEm: '2026-11-20T14:03:11.000Z',
      sugestao: { tipoJustica: 'Justiça Estadual', varaJudicial: '2ª Vara Cível de São Paulo', dataDistribuicao: '2024-03-15', tipoAcao: 'Danos Morais', comarca: 'São Paulo/SP' },
    });
    const call = s.datajud.calls.at(-1)!;
    expect(call).toEqual({ alias: 'tjsp', numero: numero.replace(/\D/g, ''), authorization: `APIKey ${s.datajud.apiKey}` });
  });

  it('reads dataAjuizamento in the compact form (20240315103323) and goes to the right index (TJMG is 8.13)', async () => {
    const adm = await createUser({ role: 'admin' });
    const numero = numeroTj(8, 13);
    s.datajud.setProcesso('tjmg', fonteDatajud(numero, { tribunal: 'TJMG', dataAjuizamento: '20240315103323', dataHoraUltimaAtualizacao: '20261120140311' }));
    const res = await get(numero.replace(/\D/g, ''), adm.token);
    const b = await body<{ dataAjuizamento: string; tribunal: string; atualizadoEm: string }>(res);
    expect(res.status).toBe(200);
    expect(b).toMatchObject({ tribunal: 'TJMG', dataAjuizamento: '2024-03-15', atualizadoEm: '2026-11-20T17:03:11.000Z' });
    expect(s.datajud.calls.at(-1)?.alias).toBe('tjmg');
  });

  it('a sealed or not yet sent case (no hits) is encontrado: false with the reason, and the federal suggestion works', async () => {
    const adv = await createUser({ role: 'advogado' });
    const res = await get(numeroTj(), adv.token);
    expect(res.status).toBe(200);
    const b = await body<{ encontrado: boolean; motivo: string }>(res);
    expect(b.encontrado).toBe(false);
    expect(b.motivo).toMatch(/segredo de justiça/);
    expect(b.motivo).toMatch(/ainda não ter sido enviado/);

    const federal = numeroTj(4, 3);
    s.datajud.setProcesso('trf3', fonteDatajud(federal, { tribunal: 'TRF3', orgaoJulgador: { codigo: 9, nome: '1º Juizado Especial Federal de São Paulo' }, assuntos: [{ codigo: 6101, nome: 'Auxílio-Doença Previdenciário' }] }));
    const f = await body<{ sugestao: Record<string, string> }>(await get(federal, adv.token));
    expect(f.sugestao).toMatchObject({ tipoJustica: 'Justiça Cívil e Juizados Especiais', tipoAcao: 'Auxílio Doença', comarca: 'São Paulo' });
  });

  it('wrong check digits → 400 with the field; nothing asked of DataJud', async () => {
    const adv = await createUser({ role: 'advogado' });
    const antes = s.datajud.calls.length;
    const ok = numeroTj();
    const errado = ok.replace(/-(\d{2})\./, (_m, dd: string) => `-${String((Number(dd) + 1) % 100).padStart(2, '0')}.`);
    for (const n of [errado, '123', 'abc', `${ok}1`, '%', '%E0%A4%A']) {
      const res = await get(n, adv.token);
      expect(res.status, n).toBe(400);
      expect(await body(res), n).toMatchObject({ message: expect.stringMatching(/dígitos verificadores/), errors: { numero: expect.any(String) } });
    }
    expect(s.datajud.calls.length).toBe(antes);
  });

  it('401 without a session, 403 for a médico', async () => {
    const med = await createUser({ role: 'medico' });
    expect((await get(numeroTj())).status).toBe(401);
    expect((await get(numeroTj(), med.token)).status).toBe(403);
  });

  it('DataJud failing, dropping the connection or refusing the key → 503 in Portuguese, never 500; nothing cached', async () => {
    const adv = await createUser({ role: 'advogado' });
    const numero = numeroTj();
    s.datajud.setProcesso('tjsp', fonteDatajud(numero));
    for (const modo of ['erro', 'fechar'] as const) {
      s.datajud.falhar(numero, modo);
      const res = await get(numero, adv.token);
      expect(res.status, modo).toBe(503);
      expect((await body<{ message: string }>(res)).message, modo).toMatch(/DataJud \(CNJ\) não respondeu/);
    }
    s.datajud.falhar(numero, null);
    process.env.DATAJUD_API_KEY = 'chave-errada';
    resetEnv();
    try {
      const res = await get(numero, adv.token);
      expect(res.status).toBe(503);
      expect((await body<{ message: string }>(res)).message).toMatch(/recusou a chave/);
    } finally {
      delete process.env.DATAJUD_API_KEY;
      resetEnv();
    }
    // Not cached: it answers now that DataJud is back.
    expect((await get(numero, adv.token)).status).toBe(200);
  });

  it('DataJud slower than 8 s → 503', async () => {
    const adv = await createUser({ role: 'advogado' });
    const numero = numeroTj();
    s.datajud.setProcesso('tjsp', fonteDatajud(numero));
    s.datajud.falhar(numero, 'lento');
    // (How long it takes to give up is measured by bench/tribunais-tempo-limite.ts, not asserted here.)
    const res = await get(numero, adv.token);
    expect(res.status).toBe(503);
    expect((await body<{ message: string }>(res)).message).toMatch(/mais de 8 segundos/);
    s.datajud.falhar(numero, null);
  }, 20_000);

  it('an empty DATAJUD_API_KEY turns the lookup off and says so (503)', async () => {
    const adv = await createUser({ role: 'advogado' });
    process.env.DATAJUD_API_KEY = '';
    resetEnv();
    try {
      const antes = s.datajud.calls.length;
      const res = await get(numeroTj(), adv.token);
      expect(res.status).toBe(503);
      expect((await body<{ message: string }>(res)).message).toMatch(/desligada/);
      expect(s.datajud.calls.length).toBe(antes);
    } finally {
      delete process.env.DATAJUD_API_KEY;
      resetEnv();
    }
  });

  it('answers are kept for the day: a second lookup of the same number does not ask DataJud again', async () => {
    const adv = await createUser({ role: 'advogado' });
    const numero = numeroTj();
    s.datajud.setProcesso('tjsp', fonteDatajud(numero));
    expect((await get(numero, adv.token)).status).toBe(200);
    const antes = s.datajud.calls.length;
    const res = await get(numero.replace(/\D/g, ''), adv.token);
    expect(await body(res)).toMatchObject({ encontrado: true, tribunal: 'TJSP' });
    expect(s.datajud.calls.length).toBe(antes);
  });
});
