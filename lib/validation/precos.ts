import { z } from 'zod';
import type { TabelaPrecos } from '@/lib/domain/pricing/tabela';

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

/** PUT /api/precos: the whole table (every field required; unknown fields refused so a typo is never ignored). */
export const tabelaPrecosSchema = objeto(
  {
    pacoteCompletoCentavos: centavos('o preço do pacote completo'),
    fasesCentavos: objeto(
      {
        1: centavos('o preço da fase 1'),
        2: centavos('o preço da fase 2'),
        3: centavos('o preço da fase 3'),
        4: centavos('o preço da fase 4'),
      },
      'os preços das fases (1 a 4)',
    ),
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
) satisfies z.ZodType<TabelaPrecos>;

export type TabelaPrecosInput = z.infer<typeof tabelaPrecosSchema>;
