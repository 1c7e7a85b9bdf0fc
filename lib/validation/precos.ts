import { z } from 'zod';
import { JUSTICAS_POR_FASE, completarTabela, precosDasFases, type JusticaPorFase, type PrecosFases, type TabelaPrecos } from '@/lib/domain/pricing/tabela';

/** Largest price accepted: R$ 1.000.000,00 (in centavos). */
export const PRECO_MAXIMO_CENTAVOS = 100_000_000;

/** An amount in integer centavos, 0 to R$ 1.000.000,00, named in the message. */
const centavos = (nome: string) =>
  z
    .number({ error: `Informe ${nome} em centavos (número inteiro).` })
    .int(`Informe ${nome} em centavos (número inteiro, sem frações de centavo).`)
    .min(0, `${nome[0].toUpperCase()}${nome.slice(1)} não pode ser negativo.`)
    .max(PRECO_MAXIMO_CENTAVOS, `${nome[0].toUpperCase()}${nome.slice(1)} deve ser no máximo R$ 1.000.000,00.`);

/** A rate in basis points (1/10.000): 0 to `max` (100% = 10.000). */
const pontosBase = (nome: string, max: number) =>
  z
    .number({ error: `Informe ${nome} em pontos-base (número inteiro; 1% = 100).` })
    .int(`Informe ${nome} em pontos-base (número inteiro; 1% = 100).`)
    .min(0, `${nome[0].toUpperCase()}${nome.slice(1)} não pode ser negativo.`)
    .max(max, `${nome[0].toUpperCase()}${nome.slice(1)} deve ser no máximo ${max / 100}%.`);

const inteiro = (nome: string, min: number, max: number) =>
  z
    .number({ error: `Informe ${nome} (número inteiro).` })
    .int(`Informe ${nome} (número inteiro).`)
    .min(min, `${nome[0].toUpperCase()}${nome.slice(1)} deve ser no mínimo ${min}.`)
    .max(max, `${nome[0].toUpperCase()}${nome.slice(1)} deve ser no máximo ${max}.`);

const objeto = <T extends z.ZodRawShape>(shape: T, nome: string) =>
  z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? `Campo desconhecido em ${nome}: ${issue.keys.join(', ')}.` : `Informe ${nome}.`),
  });

const NOME_JUSTICA: Record<JusticaPorFase, string> = { federal: 'Justiça Federal', trabalho: 'Justiça do Trabalho' };

const precosFases = (sufixo: string, nome: string) =>
  objeto(
    {
      1: centavos(`o preço da fase 1${sufixo}`),
      2: centavos(`o preço da fase 2${sufixo}`),
      3: centavos(`o preço da fase 3${sufixo}`),
      4: centavos(`o preço da fase 4${sufixo}`),
    },
    nome,
  );

/**
 * PUT /api/precos: the whole table (every field required but the per-justice-type grid, added later: without it every
 * type takes the general phase prices; unknown fields refused so a typo is never ignored).
 */
export const tabelaPrecosSchema = objeto(
  {
    pacoteCompletoCentavos: centavos('o preço do pacote completo'),
    fasesCentavos: precosFases('', 'os preços das fases (1 a 4)'),
    fasesPorJustica: objeto(
      Object.fromEntries(JUSTICAS_POR_FASE.map((j) => [j, precosFases(` na ${NOME_JUSTICA[j]}`, `os preços das fases na ${NOME_JUSTICA[j]}`)])) as Record<
        JusticaPorFase,
        ReturnType<typeof precosFases>
      >,
      'os preços das fases por tipo de justiça (federal, trabalho)',
    )
      .partial()
      .optional(),
    antecipacaoPorDiaCentavos: centavos('o preço por dia de antecipação'),
    antecipacaoMaxDiasPorFase: inteiro('o limite de dias de antecipação por serviço', 0, 60),
    pacoteDuploDescontoBp: pontosBase('o desconto do pacote duplo', 9_000),
    pacoteCorporativoDescontoBp: pontosBase('o desconto do pacote corporativo', 9_000),
    pacoteCorporativoMinimo: inteiro('o mínimo de processos para o desconto corporativo', 1, 10_000),
    taxasPagamentoBp: objeto(
      {
        pix: pontosBase('a taxa do PIX', 5_000),
        cartao: pontosBase('a taxa do cartão', 5_000),
        boleto: pontosBase('a taxa do boleto', 5_000),
      },
      'as taxas de pagamento (pix, cartao, boleto)',
    ),
  },
  'a tabela de preços',
);

export type TabelaPrecosInput = z.infer<typeof tabelaPrecosSchema>;

// ---- the admin's form (Empresa → Tabela de preços): reais and percentages as typed, sent as centavos and pontos-base ----

/** '650', '650,00', '1.050,50', 'R$ 10.500,00', '0' → centavos; null when it is not an amount. */
export function reaisDigitadosParaCentavos(raw: string): number | null {
  const s = raw.replace(/R\$|\s|\u00a0/gi, '');
  if (/^0+([,.]0{1,2})?$/.test(s)) return 0;
  const m = /^(\d{1,3}(?:\.\d{3})*|\d+)(?:,(\d{1,2}))?$/.exec(s) ?? /^(\d+)(?:\.(\d{1,2}))?$/.exec(s);
  if (!m) return null;
  const centavos = Number(m[1].replace(/\./g, '')) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(centavos) ? centavos : null;
}

/** '0,49', '2.5', '10' (%) → pontos-base (49, 250, 1000); null when it is not a percentage with up to 2 decimals. */
export function percentualDigitadoParaBp(raw: string): number | null {
  const m = /^(\d{1,3})(?:[,.](\d{1,2}))?$/.exec(raw.replace(/%|\s/g, ''));
  return m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : null;
}

const reais = (nome: string) =>
  z
    .string()
    .trim()
    .min(1, `Informe ${nome}.`)
    .transform((v, c) => {
      const centavos = reaisDigitadosParaCentavos(v);
      if (centavos === null) {
        c.addIssue({ code: 'custom', message: `Valor inválido para ${nome}: use reais, ex.: 650,00.` });
        return z.NEVER;
      }
      if (centavos > PRECO_MAXIMO_CENTAVOS) {
        c.addIssue({ code: 'custom', message: `${nome[0].toUpperCase()}${nome.slice(1)} deve ser no máximo R$ 1.000.000,00.` });
        return z.NEVER;
      }
      return centavos;
    });

const percentual = (nome: string, maxBp: number) =>
  z
    .string()
    .trim()
    .min(1, `Informe ${nome}.`)
    .transform((v, c) => {
      const bp = percentualDigitadoParaBp(v);
      if (bp === null || bp > maxBp) {
        c.addIssue({ code: 'custom', message: `Valor inválido para ${nome}: use um percentual de 0 a ${maxBp / 100}, ex.: 2,5.` });
        return z.NEVER;
      }
      return bp;
    });

const inteiroDigitado = (nome: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .min(1, `Informe ${nome}.`)
    .transform((v, c) => {
      const n = /^\d{1,6}$/.test(v) ? Number(v) : NaN;
      if (!(n >= min && n <= max)) {
        c.addIssue({ code: 'custom', message: `Valor inválido para ${nome}: use um número inteiro de ${min} a ${max}.` });
        return z.NEVER;
      }
      return n;
    });

export const tabelaPrecosFormSchema = z
  .object({
    pacoteCompleto: reais('o preço do pacote completo'),
    fase1: reais('o preço da fase 1'),
    fase2: reais('o preço da fase 2'),
    fase3: reais('o preço da fase 3'),
    fase4: reais('o preço da fase 4'),
    federal1: reais('o preço da fase 1 na Justiça Federal'),
    federal2: reais('o preço da fase 2 na Justiça Federal'),
    federal3: reais('o preço da fase 3 na Justiça Federal'),
    federal4: reais('o preço da fase 4 na Justiça Federal'),
    trabalho1: reais('o preço da fase 1 na Justiça do Trabalho'),
    trabalho2: reais('o preço da fase 2 na Justiça do Trabalho'),
    trabalho3: reais('o preço da fase 3 na Justiça do Trabalho'),
    trabalho4: reais('o preço da fase 4 na Justiça do Trabalho'),
    antecipacaoDia: reais('o preço por dia de antecipação'),
    antecipacaoMaxDias: inteiroDigitado('o limite de dias por serviço', 0, 60),
    descontoDuplo: percentual('o desconto do pacote duplo', 9_000),
    descontoCorporativo: percentual('o desconto do pacote corporativo', 9_000),
    corporativoMinimo: inteiroDigitado('o mínimo de processos', 1, 10_000),
    taxaPix: percentual('a taxa do PIX', 5_000),
    taxaCartao: percentual('a taxa do cartão', 5_000),
    taxaBoleto: percentual('a taxa do boleto', 5_000),
  })
  .transform(
    (f): TabelaPrecos => ({
      pacoteCompletoCentavos: f.pacoteCompleto,
      fasesCentavos: { 1: f.fase1, 2: f.fase2, 3: f.fase3, 4: f.fase4 },
      fasesPorJustica: {
        federal: { 1: f.federal1, 2: f.federal2, 3: f.federal3, 4: f.federal4 },
        trabalho: { 1: f.trabalho1, 2: f.trabalho2, 3: f.trabalho3, 4: f.trabalho4 },
      },
      antecipacaoPorDiaCentavos: f.antecipacaoDia,
      antecipacaoMaxDiasPorFase: f.antecipacaoMaxDias,
      pacoteDuploDescontoBp: f.descontoDuplo,
      pacoteCorporativoDescontoBp: f.descontoCorporativo,
      pacoteCorporativoMinimo: f.corporativoMinimo,
      taxasPagamentoBp: { pix: f.taxaPix, cartao: f.taxaCartao, boleto: f.taxaBoleto },
    }),
  );

export type TabelaPrecosForm = z.input<typeof tabelaPrecosFormSchema>;

const reaisTexto = (c: number) => `${new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(c / 100)}`;
const bpTexto = (bp: number) => new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 }).format(bp / 100);

/** The table as the form shows it: '10.500,00', '0,49'. */
export function tabelaParaFormulario(tabela: TabelaPrecos): TabelaPrecosForm {
  const t = completarTabela(tabela);
  const grade = (j: JusticaPorFase): PrecosFases => precosDasFases(t, j);
  return {
    pacoteCompleto: reaisTexto(t.pacoteCompletoCentavos),
    fase1: reaisTexto(t.fasesCentavos[1]),
    fase2: reaisTexto(t.fasesCentavos[2]),
    fase3: reaisTexto(t.fasesCentavos[3]),
    fase4: reaisTexto(t.fasesCentavos[4]),
    federal1: reaisTexto(grade('federal')[1]),
    federal2: reaisTexto(grade('federal')[2]),
    federal3: reaisTexto(grade('federal')[3]),
    federal4: reaisTexto(grade('federal')[4]),
    trabalho1: reaisTexto(grade('trabalho')[1]),
    trabalho2: reaisTexto(grade('trabalho')[2]),
    trabalho3: reaisTexto(grade('trabalho')[3]),
    trabalho4: reaisTexto(grade('trabalho')[4]),
    antecipacaoDia: reaisTexto(t.antecipacaoPorDiaCentavos),
    antecipacaoMaxDias: String(t.antecipacaoMaxDiasPorFase),
    descontoDuplo: bpTexto(t.pacoteDuploDescontoBp),
    descontoCorporativo: bpTexto(t.pacoteCorporativoDescontoBp),
    corporativoMinimo: String(t.pacoteCorporativoMinimo),
    taxaPix: bpTexto(t.taxasPagamentoBp.pix),
    taxaCartao: bpTexto(t.taxasPagamentoBp.cartao),
    taxaBoleto: bpTexto(t.taxasPagamentoBp.boleto),
  };
}
