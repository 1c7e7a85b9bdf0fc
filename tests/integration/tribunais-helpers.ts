import { randomInt } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { startDatajudStandin, type DatajudSource } from '@/tests/support/datajud-standin.mjs';
import { startDjenStandin } from '@/tests/support/djen-standin.mjs';
import { buildCnj } from '@/lib/domain/cnj';
import { resetEnv } from '@/lib/env';
import { criarProcesso, createUser } from '../support/db-factories';

type Standins = { datajud: Awaited<ReturnType<typeof startDatajudStandin>>; djen: Awaited<ReturnType<typeof startDjenStandin>> };

/** Starts the DataJud and DJEN stand-ins for this test file and points the product at them. */
export function usarTribunais(opts: { lentoMs?: number } = {}): Standins {
  const s = {} as Standins;
  beforeAll(async () => {
    s.datajud = await startDatajudStandin({ lentoMs: opts.lentoMs ?? 9000 });
    s.djen = await startDjenStandin();
    process.env.DATAJUD_URL = s.datajud.url;
    process.env.DJEN_URL = s.djen.url;
    delete process.env.DATAJUD_API_KEY;
    process.env.TRIBUNAIS_PAUSA_MS = '0';
    process.env.TRIBUNAIS_ESPERA_429_MS = '50';
    resetEnv();
  });
  afterAll(async () => {
    await s.datajud?.close();
    await s.djen?.close();
  });
  return s;
}

/** An advogado's case in progress under a fresh TJSP number, which the DataJud stand-in `s` knows. */
export async function casoNoDatajud(s: Standins) {
  const adv = await createUser({ role: 'advogado' });
  const numero = numeroTj();
  const caso = await criarProcesso({ ownerId: adv.id, numero, etapa: 'em_andamento' });
  s.datajud.setProcesso('tjsp', fonteDatajud(numero));
  return { adv, numero, caso };
}

/** A valid unused TJSP number (8.26), or of another court by J and TR. */
export function numeroTj(j = 8, tr = 26): string {
  return buildCnj(randomInt(1, 9_999_999), 2024, j, tr, randomInt(1, 9999));
}

/** A DataJud document as the CNJ sends it for a TJSP case. */
export function fonteDatajud(numero: string, over: Partial<DatajudSource> = {}): DatajudSource {
  return {
    numeroProcesso: numero.replace(/\D/g, ''),
    tribunal: 'TJSP',
    grau: 'G1',
    classe: { codigo: 7, nome: 'Procedimento Comum Cível' },
    assuntos: [{ codigo: 10433, nome: 'Indenização por Dano Moral' }],
    orgaoJulgador: { codigo: 1234, nome: '2ª Vara Cível de São Paulo', codigoMunicipioIBGE: 3550308 },
    dataAjuizamento: '2024-03-15T00:00:00.000Z',
    dataHoraUltimaAtualizacao: '2026-11-20T14:03:11.000Z',
    movimentos: [
      { codigo: 26, nome: 'Distribuição', dataHora: '2024-03-15T10:33:23.000Z', complementosTabelados: [{ codigo: 2, valor: 1, nome: 'competência exclusiva', descricao: 'tipo_de_distribuicao_redistribuicao' }] },
      { codigo: 11010, nome: 'Mero expediente', dataHora: '20240410090000' },
    ],
    ...over,
  };
}
