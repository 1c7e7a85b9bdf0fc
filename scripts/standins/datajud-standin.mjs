// A local stand-in of the CNJ's DataJud API Pública: POST /api_publica_<alias>/_search with
// `Authorization: APIKey <key>`, answered as the real Elasticsearch does (`hits.hits[]._source`). Used by
// integration tests, the e2e server and the demo (for its example cases only); never by the product.
//
// A number not loaded is answered with no hits, as DataJud answers for a sealed case or one the court has not
// sent yet. `falhar(numero, modo)` makes one number fail: 'erro' (500), 'lento' (answers after `lentoMs`),
// 'fechar' (drops the connection). A wrong key gets 401 with Elasticsearch's security_exception body.
import { createServer } from 'node:http';

/** The public key the CNJ publishes for the API Pública (the product's default for DATAJUD_API_KEY). */
export const DATAJUD_CHAVE_PUBLICA = 'cDZHYzlZa0JadVREZDJCendQbXY6SkJlTzNjLV9TRENyQk1RdnFKZGRQdw==';

/**
 * @param {{ apiKey?: string, port?: number, lentoMs?: number, atrasoMs?: number }} [opts]
 */
export async function startDatajudStandin(opts = {}) {
  const apiKey = opts.apiKey ?? DATAJUD_CHAVE_PUBLICA;
  /** alias → digits → _source[] (one per grau, as DataJud keeps G1 and G2 apart) */
  /** @type {Map<string, Map<string, any[]>>} */
  const indices = new Map();
  /** @type {Map<string, 'erro' | 'lento' | 'fechar'>} */
  const falhas = new Map();
  const calls = /** @type {{ alias: string, numero: string | null, authorization: string | undefined }[]} */ ([]);

  function readJson(req) {
    return new Promise((resolve) => {
      const chunks = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => {
        try {
          resolve(JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}'));
        } catch {
          resolve(null);
        }
      });
    });
  }

  function send(res, status, body) {
    res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
    res.end(JSON.stringify(body));
  }

  /** The number an Elasticsearch query asks for: match / term / match_phrase on numeroProcesso (or .keyword). */
  function numeroDaQuery(q) {
    const query = q?.query ?? {};
    for (const kind of ['match', 'term', 'match_phrase']) {
      const clause = query[kind];
      if (!clause) continue;
      const v = clause.numeroProcesso ?? clause['numeroProcesso.keyword'];
      if (v === undefined) continue;
      return String(typeof v === 'object' ? (v.query ?? v.value) : v);
    }
    return null;
  }

  const server = createServer(async (req, res) => {
    const m = /^\/api_publica_([a-z0-9-]+)\/_search$/.exec(req.url?.split('?')[0] ?? '');
    if (!m || req.method !== 'POST') {
      return send(res, 404, { error: { type: 'index_not_found_exception', reason: 'no such index' }, status: 404 });
    }
    const body = await readJson(req);
    const numero = numeroDaQuery(body);
    calls.push({ alias: m[1], numero, authorization: req.headers.authorization });
    if (req.headers.authorization !== `APIKey ${apiKey}`) {
      return send(res, 401, {
        error: { root_cause: [{ type: 'security_exception', reason: 'unable to autenticarCredenciais with provided credentials' }], type: 'security_exception', reason: 'unable to autenticarCredenciais with provided credentials' },
        status: 401,
      });
    }
    if (body === null) return send(res, 400, { error: { type: 'parsing_exception', reason: 'invalid JSON' }, status: 400 });
    const falha = numero ? falhas.get(numero) : undefined;
    if (falha === 'erro') return send(res, 500, { error: { type: 'search_phase_execution_exception', reason: 'all shards failed' }, status: 500 });
    if (falha === 'fechar') return req.socket.destroy();
    if (falha === 'lento') await new Promise((r) => setTimeout(r, opts.lentoMs ?? 10_000));
    if (opts.atrasoMs) await new Promise((r) => setTimeout(r, opts.atrasoMs));
    const docs = (numero && indices.get(m[1])?.get(numero)) || [];
    if (res.destroyed) return;
    send(res, 200, {
      took: 3,
      timed_out: false,
      _shards: { total: 1, successful: 1, skipped: 0, failed: 0 },
      hits: {
        total: { value: docs.length, relation: 'eq' },
        max_score: docs.length ? 13.5 : null,
        hits: docs.map((d) => ({ _index: `api_publica_${m[1]}`, _id: d.id, _score: 13.5, _source: d })),
      },
    });
  });

  await new Promise((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  return {
    url,
    apiKey,
    calls,
    /**
     * Loads (or replaces) a case in an index, as DataJud stores it. `numeroProcesso` is 20 bare digits.
     * @param {string} alias
     * @param {Record<string, any>} source
     */
    setProcesso(alias, source) {
      const digits = String(source.numeroProcesso).replace(/\D/g, '');
      const grau = source.grau ?? 'G1';
      const doc = {
        id: `${alias.toUpperCase()}_${source.classe?.codigo ?? 7}_${grau}_${source.orgaoJulgador?.codigo ?? 1}_${digits}`,
        '@timestamp': new Date().toISOString(),
        nivelSigilo: 0,
        formato: { codigo: 1, nome: 'Eletrônico' },
        sistema: { codigo: 1, nome: 'Pje' },
        grau,
        movimentos: [],
        assuntos: [],
        ...source,
        numeroProcesso: digits,
      };
      if (!indices.has(alias)) indices.set(alias, new Map());
      const idx = /** @type {Map<string, any[]>} */ (indices.get(alias));
      const others = (idx.get(digits) ?? []).filter((d) => d.grau !== grau);
      idx.set(digits, [...others, doc]);
      return doc;
    },
    /** Adds movements to a case already loaded (its G1 unless `grau` says otherwise). */
    addMovimentos(alias, numero, movimentos, grau = 'G1') {
      const digits = String(numero).replace(/\D/g, '');
      const doc = indices.get(alias)?.get(digits)?.find((d) => d.grau === grau);
      if (!doc) throw new Error(`stand-in: ${numero} não carregado em ${alias}`);
      doc.movimentos = [...doc.movimentos, ...movimentos];
      doc.dataHoraUltimaAtualizacao = new Date().toISOString();
    },
    /** @param {string} numero @param {'erro' | 'lento' | 'fechar' | null} modo */
    falhar(numero, modo) {
      const digits = String(numero).replace(/\D/g, '');
      if (modo) falhas.set(digits, modo);
      else falhas.delete(digits);
    },
    close() {
      server.closeAllConnections?.();
      return new Promise((resolve) => server.close(() => resolve(undefined)));
    },
  };
}
