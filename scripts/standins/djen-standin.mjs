// A local stand-in of DJEN's public API (Comunica PJe): GET /api/v1/comunicacao?numeroProcesso=…&
// dataDisponibilizacaoInicio=…&pagina=…&itensPorPagina=… (or numeroOab + ufOab), no authentication, answered
// as the real API does: `{ status, message, count, items }` with DJEN's own field names (snake_case and
// camelCase mixed, as it has them). Used by integration tests, the e2e server and the demo's example cases.
//
// `limitar(n)` makes the next n requests answer 429 (DJEN's rate limit: wait a minute and go on);
// `falhar(numero, true)` makes a number's queries answer 500; `falharPagina(pagina, modo, vezes)` makes the next
// `vezes` requests of that page answer 500 ('erro') or 200 with no items ('vazia', a page missing from the answer);
// `outraForma(true)` answers every query in another shape (`{ sucesso, total, comunicacoes }`), as an API change would.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';

function mascara(d) {
  return `${d.slice(0, 7)}-${d.slice(7, 9)}.${d.slice(9, 13)}.${d.slice(13, 14)}.${d.slice(14, 16)}.${d.slice(16, 20)}`;
}

/** @param {{ port?: number, atrasoMs?: number }} [opts] */
export async function startDjenStandin(opts = {}) {
  /** @type {any[]} */
  const comunicacoes = [];
  /** numero_processo → its communications (a query by number never scans them all). */
  /** @type {Map<string, any[]>} */
  const porNumero = new Map();
  /** @type {Set<string>} */
  const falhas = new Set();
  const calls = /** @type {{ query: Record<string, string> }[]} */ ([]);
  let limitadas = 0;
  /** @type {Map<number, { modo: 'erro' | 'vazia', vezes: number }>} */
  const paginasFalhas = new Map();
  let formaOutra = false;
  let nextId = 400_000_000 + Math.floor(Math.random() * 1_000_000);

  function send(res, status, body) {
    res.writeHead(status, { 'content-type': 'application/json', 'x-ratelimit-limit': '20', 'x-ratelimit-remaining': status === 429 ? '0' : '19' });
    res.end(JSON.stringify(body));
  }

  const server = createServer(async (req, res) => {
    const u = new URL(req.url ?? '/', 'http://standin');
    if (req.method !== 'GET' || u.pathname !== '/api/v1/comunicacao') return send(res, 404, { message: 'Not Found' });
    const q = Object.fromEntries(u.searchParams);
    calls.push({ query: q });
    if (limitadas > 0) {
      limitadas -= 1;
      return send(res, 429, { message: 'Too Many Attempts.' });
    }
    const numero = (q.numeroProcesso ?? '').replace(/\D/g, '');
    if (numero && falhas.has(numero)) return send(res, 500, { message: 'Server Error' });
    if (!numero && !q.numeroOab && !q.siglaTribunal) {
      return send(res, 422, { status: 'error', message: 'Informe ao menos um filtro (numeroProcesso, numeroOab, siglaTribunal...)' });
    }
    if (opts.atrasoMs) await new Promise((r) => setTimeout(r, opts.atrasoMs));
    const inicio = q.dataDisponibilizacaoInicio;
    const fim = q.dataDisponibilizacaoFim;
    const base = numero ? (porNumero.get(numero) ?? []) : comunicacoes;
    const achadas = base.filter(
      (c) =>
        (!numero || c.numero_processo === numero) &&
        (!q.numeroOab ||
          c.destinatarioadvogados.some(
            (a) => a.advogado.numero_oab === q.numeroOab.replace(/\D/g, '') && (!q.ufOab || a.advogado.uf_oab === q.ufOab.toUpperCase()),
          )) &&
        (!q.siglaTribunal || c.siglaTribunal === q.siglaTribunal) &&
        (!inicio || c.data_disponibilizacao >= inicio) &&
        (!fim || c.data_disponibilizacao <= fim),
    );
    achadas.sort((a, b) => (a.data_disponibilizacao < b.data_disponibilizacao ? 1 : a.data_disponibilizacao > b.data_disponibilizacao ? -1 : b.id - a.id));
    const pagina = Math.max(1, Number(q.pagina ?? 1) || 1);
    const porPagina = Math.min(100, Math.max(1, Number(q.itensPorPagina ?? 100) || 100));
    const items = achadas.slice((pagina - 1) * porPagina, pagina * porPagina);
    if (formaOutra) return send(res, 200, { sucesso: true, total: achadas.length, comunicacoes: items });
    const falhaPagina = paginasFalhas.get(pagina);
    if (falhaPagina && falhaPagina.vezes > 0) {
      falhaPagina.vezes -= 1;
      if (falhaPagina.modo === 'erro') return send(res, 500, { message: 'Server Error' });
      return send(res, 200, { status: 'success', message: 'Sucesso', count: achadas.length, items: [] });
    }
    send(res, 200, { status: 'success', message: 'Sucesso', count: achadas.length, items });
  });

  await new Promise((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  return {
    url,
    calls,
    comunicacoes,
    /**
     * Publishes a communication as DJEN holds it. Required: numero (masked or digits), data_disponibilizacao
     * (YYYY-MM-DD), siglaTribunal; anything else may be given in DJEN's field names.
     * @param {{ numero: string, data_disponibilizacao: string, siglaTribunal: string, advogados?: { nome: string, numero_oab: string, uf_oab: string }[], [k: string]: any }} c
     */
    publicar(c) {
      const digits = String(c.numero).replace(/\D/g, '');
      const id = nextId++;
      const texto = c.texto ?? 'Intimação das partes.';
      const hash = c.hash ?? createHash('sha256').update(`${id}:${digits}:${texto}`).digest('base64url').slice(0, 32);
      const [y, m, d] = c.data_disponibilizacao.split('-');
      const { advogados = [], ...rest } = c;
      delete rest.numero;
      const item = {
        id,
        data_disponibilizacao: c.data_disponibilizacao,
        siglaTribunal: c.siglaTribunal,
        tipoComunicacao: 'Intimação',
        nomeOrgao: '1ª Vara Cível',
        idOrgao: 53071,
        texto,
        numero_processo: digits,
        meio: 'D',
        link: `https://comunica.pje.jus.br/consulta/certidao/${hash}`,
        tipoDocumento: 'Despacho',
        nomeClasse: 'PROCEDIMENTO COMUM CÍVEL',
        codigoClasse: '7',
        numeroComunicacao: id % 100000,
        ativo: true,
        hash,
        status: 'P',
        motivo_cancelamento: null,
        data_cancelamento: null,
        datadisponibilizacao: `${d}/${m}/${y}`,
        dataenvio: c.data_disponibilizacao,
        meiocompleto: 'Diário de Justiça Eletrônico Nacional',
        numeroprocessocommascara: mascara(digits),
        destinatarios: [{ nome: 'PARTE AUTORA', polo: 'A', comunicacao_id: id }],
        destinatarioadvogados: advogados.map((a, i) => ({
          id: id * 10 + i,
          comunicacao_id: id,
          advogado_id: 9000 + i,
          created_at: `${c.data_disponibilizacao} 08:00:00`,
          updated_at: `${c.data_disponibilizacao} 08:00:00`,
          advogado: { id: 9000 + i, nome: a.nome, numero_oab: String(a.numero_oab).replace(/\D/g, ''), uf_oab: a.uf_oab },
        })),
        ...rest,
      };
      comunicacoes.push(item);
      const doNumero = porNumero.get(digits);
      if (doNumero) doNumero.push(item);
      else porNumero.set(digits, [item]);
      return item;
    },
    /** The next n requests answer 429. */
    limitar(n = 1) {
      limitadas = n;
    },
    /** @param {number} pagina @param {'erro' | 'vazia'} modo @param {number} [vezes] */
    falharPagina(pagina, modo, vezes = 1) {
      paginasFalhas.set(pagina, { modo, vezes });
    },
    /** @param {boolean} on */
    outraForma(on) {
      formaOutra = on;
    },
    falhar(numero, on = true) {
      const digits = String(numero).replace(/\D/g, '');
      if (on) falhas.add(digits);
      else falhas.delete(digits);
    },
    close() {
      server.closeAllConnections?.();
      return new Promise((resolve) => server.close(() => resolve(undefined)));
    },
  };
}
