/**
 * The DataJud client (CNJ API Pública, DESIGN §11 "The courts"): POST {DATAJUD_URL}/api_publica_<alias>/_search
 * with `Authorization: APIKey <DATAJUD_API_KEY>` and an Elasticsearch query on `numeroProcesso` (20 bare digits).
 * Answers are parsed with zod; anything else than an answer (timeout over 8 s, 5xx, refused key, a body that is not
 * DataJud's) becomes TribunalIndisponivelError (503), never a 500.
 */
import { z } from 'zod';
import { env } from '@/lib/env';
import type { MovimentoDatajud, ProcessoDatajud } from '@/lib/domain/tribunais/datajud';
import { MSG_DATAJUD_CHAVE, MSG_DATAJUD_DESLIGADO, MSG_DATAJUD_INDISPONIVEL, MSG_DATAJUD_LENTO, TribunalIndisponivelError } from './erros';
import { pedir } from './http';

const codigo = z.object({ codigo: z.coerce.number(), nome: z.string() });

const complemento = z.object({
  codigo: z.coerce.number().catch(0),
  valor: z.union([z.number(), z.string()]).nullish().transform((v) => v ?? null),
  nome: z.string().catch(''),
  descricao: z.string().nullish().transform((v) => v ?? null),
});

const movimento = z.object({
  codigo: z.coerce.number(),
  nome: z.string(),
  dataHora: z.string(),
  complementosTabelados: z.array(complemento).nullish(),
});

// Some courts send assuntos nested one level (an array inside the array): flattened here.
const assuntos = z
  .array(z.union([codigo, z.array(codigo)]))
  .nullish()
  .transform((a) => (a ?? []).flat());

const source = z.object({
  numeroProcesso: z.string(),
  tribunal: z.string(),
  grau: z.string().catch('G1'),
  classe: codigo,
  assuntos,
  orgaoJulgador: z.object({ codigo: z.coerce.number().catch(0), nome: z.string() }),
  dataAjuizamento: z.string(),
  dataHoraUltimaAtualizacao: z.string().nullish(),
  movimentos: z.array(movimento).nullish(),
});

const resposta = z.object({ hits: z.object({ hits: z.array(z.object({ _source: z.unknown() })) }) });

/** True when the installation talks to DataJud (DATAJUD_API_KEY not empty). */
export function datajudLigado(): boolean {
  return env().DATAJUD_API_KEY !== '';
}

function movimentoDe(m: z.infer<typeof movimento>): MovimentoDatajud {
  return {
    codigo: m.codigo,
    nome: m.nome,
    dataHora: m.dataHora,
    complementos: (m.complementosTabelados ?? []).map((c) => ({ codigo: c.codigo, valor: c.valor, nome: c.nome, descricao: c.descricao })),
  };
}

/**
 * Every DataJud document of one number in the court's index (one per grau; none when DataJud has no such case,
 * which is also how a sealed case or one not yet sent answers). A document of the number in a shape we cannot read
 * fails the query (TribunalIndisponivelError 'resposta_invalida').
 */
export async function buscarNoDatajud(alias: string, digitos: string): Promise<ProcessoDatajud[]> {
  const { DATAJUD_URL, DATAJUD_API_KEY } = env();
  if (!DATAJUD_API_KEY) throw new TribunalIndisponivelError(MSG_DATAJUD_DESLIGADO, 'desligado');
  const r = await pedir(
    `${DATAJUD_URL.replace(/\/$/, '')}/api_publica_${alias}/_search`,
    {
      method: 'POST',
      headers: { Authorization: `APIKey ${DATAJUD_API_KEY}`, 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ query: { match: { numeroProcesso: digitos } }, size: 10 }),
    },
    { indisponivel: MSG_DATAJUD_INDISPONIVEL, lento: MSG_DATAJUD_LENTO },
  );
  if (r.status === 401 || r.status === 403) throw new TribunalIndisponivelError(MSG_DATAJUD_CHAVE, 'chave_recusada');
  if (r.status === 429) throw new TribunalIndisponivelError(MSG_DATAJUD_INDISPONIVEL, 'limite');
  if (r.status !== 200) throw new TribunalIndisponivelError(MSG_DATAJUD_INDISPONIVEL, `http_${r.status}`);
  const parsed = resposta.safeParse(r.body);
  if (!parsed.success) throw new TribunalIndisponivelError(MSG_DATAJUD_INDISPONIVEL, 'resposta_invalida');
  const docs: ProcessoDatajud[] = [];
  for (const hit of parsed.data.hits.hits) {
    // A document of another number is not this case's; one of this number in a shape we cannot read is a failure
    // of the query (issue 36: never read as "no movements", which would leave them unfetched).
    const numero = z.object({ numeroProcesso: z.string() }).safeParse(hit._source);
    if (numero.success && numero.data.numeroProcesso.replace(/\D/g, '') !== digitos) continue;
    const s = source.safeParse(hit._source);
    if (!s.success) throw new TribunalIndisponivelError(MSG_DATAJUD_INDISPONIVEL, 'resposta_invalida');
    docs.push({
      numeroProcesso: s.data.numeroProcesso,
      tribunal: s.data.tribunal,
      grau: s.data.grau,
      classe: s.data.classe,
      assuntos: s.data.assuntos,
      orgaoJulgador: { codigo: s.data.orgaoJulgador.codigo, nome: s.data.orgaoJulgador.nome },
      dataAjuizamento: s.data.dataAjuizamento,
      dataHoraUltimaAtualizacao: s.data.dataHoraUltimaAtualizacao ?? null,
      movimentos: (s.data.movimentos ?? []).map(movimentoDe),
    });
  }
  return docs;
}
