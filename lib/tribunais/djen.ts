/**
 * The DJEN client (Comunica PJe public API, DESIGN §11): GET {DJEN_URL}/api/v1/comunicacao?numeroProcesso=…&
 * dataDisponibilizacaoInicio=…&pagina=…&itensPorPagina=100 (or `numeroOab=…&ufOab=…` for a lawyer), no authentication. A 429 is reported as such (the
 * sync waits a minute and goes on); other failures become TribunalIndisponivelError.
 */
import { z } from 'zod';
import { env } from '@/lib/env';
import { MSG_DJEN_INDISPONIVEL, TribunalIndisponivelError } from './erros';
import { pedir } from './http';
import { diaValido } from '@/lib/domain/tribunais/datajud';

export const ITENS_POR_PAGINA = 100;
/** DJEN answers at most 10 000 results per query; more pages than this are never asked. */
export const MAX_PAGINAS = 100;

const item = z.object({
  hash: z.string().min(1),
  // Any string: a day that does not exist (2024-02-30) is stored with the date empty and flagged, not dropped.
  data_disponibilizacao: z.string(),
  siglaTribunal: z.string().nullish(),
  tipoComunicacao: z.string().nullish(),
  nomeOrgao: z.string().nullish(),
  texto: z.string().nullish(),
  link: z.string().nullish(),
  numero_processo: z.string().nullish(),
  numeroprocessocommascara: z.string().nullish(),
  nomeClasse: z.string().nullish(),
  // The parties (never the lawyers' data): kept only for communications without a registered case.
  destinatarios: z
    .array(z.object({ nome: z.string().catch(''), polo: z.string().nullish() }).catch({ nome: '', polo: null }))
    .nullish()
    .catch(null),
});

/**
 * DJEN's answer (`{ status, message, count, items }`). Parsed strictly (issue 36): an answer in another shape, or
 * an item without its hash, is a failure of the query, never "zero communications" (the cursor would move on and
 * the communications would never be fetched).
 */
const resposta = z.object({ status: z.string().optional(), count: z.number().int().nonnegative(), items: z.array(z.unknown()) });

export type ComunicacaoDjen = {
  hash: string;
  /** Null when DJEN sent a day that does not exist; the value as sent is then in `dataOriginal`. */
  dataDisponibilizacao: string | null;
  dataOriginal: string | null;
  siglaTribunal: string | null;
  tipoComunicacao: string;
  orgao: string | null;
  texto: string;
  link: string | null;
  numeroProcesso: string | null;
  nomeClasse: string | null;
  partes: { nome: string; polo: string | null }[];
};

export class DjenLimiteError extends Error {
  constructor() {
    super('DJEN: 429');
    this.name = 'DjenLimiteError';
  }
}

export type FiltroDjen = { numeroProcesso: string } | { numeroOab: string; ufOab: string };

/** One page of communications; throws DjenLimiteError on 429 and TribunalIndisponivelError on any other failure. */
export async function paginaDjen(
  filtro: FiltroDjen,
  desde: string,
  pagina: number,
): Promise<{ count: number; itens: ComunicacaoDjen[] }> {
  const params = new URLSearchParams({
    ...filtro,
    dataDisponibilizacaoInicio: desde,
    pagina: String(pagina),
    itensPorPagina: String(ITENS_POR_PAGINA),
  });
  const r = await pedir(
    `${env().DJEN_URL.replace(/\/$/, '')}/api/v1/comunicacao?${params}`,
    { method: 'GET', headers: { Accept: 'application/json' } },
    { indisponivel: MSG_DJEN_INDISPONIVEL, lento: MSG_DJEN_INDISPONIVEL },
  );
  if (r.status === 429) throw new DjenLimiteError();
  if (r.status !== 200) throw new TribunalIndisponivelError(MSG_DJEN_INDISPONIVEL, `http_${r.status}`);
  const parsed = resposta.safeParse(r.body);
  if (!parsed.success || (parsed.data.status !== undefined && parsed.data.status !== 'success')) {
    throw new TribunalIndisponivelError(MSG_DJEN_INDISPONIVEL, 'resposta_invalida');
  }
  const itens: ComunicacaoDjen[] = [];
  for (const raw of parsed.data.items) {
    const c = item.safeParse(raw);
    if (!c.success) throw new TribunalIndisponivelError(MSG_DJEN_INDISPONIVEL, 'resposta_invalida');
    const dia = diaValido(c.data.data_disponibilizacao);
    itens.push({
      hash: c.data.hash,
      dataDisponibilizacao: dia,
      dataOriginal: dia ? null : c.data.data_disponibilizacao.slice(0, 40),
      siglaTribunal: c.data.siglaTribunal ?? null,
      tipoComunicacao: c.data.tipoComunicacao ?? 'Comunicação',
      orgao: c.data.nomeOrgao ?? null,
      texto: c.data.texto ?? '',
      link: c.data.link ?? null,
      numeroProcesso: (c.data.numero_processo ?? c.data.numeroprocessocommascara ?? '').replace(/\D/g, '') || null,
      nomeClasse: c.data.nomeClasse ?? null,
      partes: (c.data.destinatarios ?? []).filter((d) => d.nome.trim()).map((d) => ({ nome: d.nome.trim(), polo: d.polo ?? null })),
    });
  }
  return { count: parsed.data.count, itens };
}
