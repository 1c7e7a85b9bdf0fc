import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FASE_1, FASE_2, FASE_3, IMPUGNACAO } from '@/content/fases';
import { FAQ, FASES_PROCESSO, MANUAL } from '@/content/manual';
import { NOMES_FASE, nomeFase, rotuloServico, tituloServico } from '@/lib/domain/fases';
import { FASE_TITULOS } from '@/lib/domain/proposta';

/**
 * Issue 28 item 10: one name per phase everywhere. The names are declared once (lib/domain/fases); every screen,
 * proposal, manual page, e-mail and API example takes them from there. This guard reads the sources for a phase
 * written by hand with another name ('Fase 01 · Análise de plausibilidade', 'Serviço avulso – Impugnação de laudo
 * médico') and checks the content that is built from the declaration.
 */
const root = path.resolve(import.meta.dirname, '../..');
const PASTAS = ['app', 'components', 'content', 'lib', 'scripts'];
const DECLARACAO = path.join('lib', 'domain', 'fases.ts');

function arquivos(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = path.join(dir, n);
    if (statSync(p).isDirectory()) return arquivos(p);
    return /\.(ts|tsx|mts|mjs)$/.test(n) ? [p] : [];
  });
}

/** 'Fase 2 – X', 'Fase 01 · X', 'Serviço avulso: X': a service label followed by a separator and the name it gives. */
const ROTULO_E_NOME = /(Fase 0?([1-4])|Servi[çc]o [Aa]vulso)\s*[·–—:-]\s*([^'"`,;)\n]*)/g;

export function nomesDiferentes(texto: string): string[] {
  const achados: string[] = [];
  for (const m of texto.matchAll(/Fase 0[1-4]/g)) achados.push(m[0]);
  for (const m of texto.matchAll(ROTULO_E_NOME)) {
    const n = m[2] ? Number(m[2]) : 4;
    if (m[1] !== rotuloServico(n) || !m[3].startsWith(nomeFase(n))) achados.push(m[0].trim());
  }
  return [...new Set(achados)];
}

describe('one name per phase everywhere (issue 28 item 10)', () => {
  it('the guard itself: a phase retyped with another name is found, the domain name is not', () => {
    expect(nomesDiferentes("label: 'Fase 01 · Análise de plausibilidade'")).toEqual([
      'Fase 01',
      'Fase 01 · Análise de plausibilidade',
    ]);
    expect(nomesDiferentes("'Serviço avulso – Impugnação de laudo médico'")).toEqual(['Serviço avulso – Impugnação de laudo médico']);
    expect(nomesDiferentes("'Fase 3: assistente técnico'")).toEqual(['Fase 3: assistente técnico']);
    expect(nomesDiferentes("example: 'Fase 01 análise de plausibilidade'")).toEqual(['Fase 01']);
    expect(nomesDiferentes(`'${tituloServico(2)}: entrega antecipada'`)).toEqual([]);
    expect(nomesDiferentes("'A Fase 1 é a base técnica' e '(Fase 2)'")).toEqual([]);
  });

  it('no source file names a phase by hand with a name other than the domain’s', () => {
    const achados: string[] = [];
    for (const pasta of PASTAS) {
      for (const arquivo of arquivos(path.join(root, pasta))) {
        const rel = path.relative(root, arquivo);
        if (rel === DECLARACAO) continue;
        for (const a of nomesDiferentes(readFileSync(arquivo, 'utf8'))) achados.push(`${rel}: ${a}`);
      }
    }
    expect(achados).toEqual([]);
  });

  it('the proposals, the Fases screen, the manual and the phase pages use the domain’s names', () => {
    expect(Object.values(FASE_TITULOS)).toEqual([1, 2, 3, 4].map(tituloServico));
    expect(FASES_PROCESSO.map((f) => [f.titulo, f.nome])).toEqual([1, 2, 3].map((n) => [rotuloServico(n), nomeFase(n)]));
    expect([FASE_1, FASE_2, FASE_3, IMPUGNACAO].map((p) => p.eyebrow)).toEqual([1, 2, 3, 4].map(tituloServico));
    const fases = FAQ.find((f) => f.pergunta === 'Quais são as fases do serviço?')!.resposta;
    for (const n of [1, 2, 3, 4]) expect(fases).toContain(`${tituloServico(n)}:`);
    const precos = MANUAL.secoes.flatMap((s) => s.itens ?? []).find((i) => i.startsWith('Preços por fase'))!;
    expect(precos).toContain(`${rotuloServico(4)} (${NOMES_FASE[4]})`);
  });
});
