// The floor for bench/processos.mjs: node:http + pg running the same queries as the app's handlers
// (session-user lookup, then the list + count, or the detail's five queries), with no framework.
import http from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.PG_POOL_MAX ?? 10) });
const USER_ID = Number(process.env.BENCH_USER_ID);

const SESSION = 'select id, nome, email, role, ativo, session_version from users where id = $1 limit 1';
const LIST = `select p.id, p.numero_processo, p.requerente, perito.nome as perito, owner.nome as owner, p.data_distribuicao, p.ativo, p.situacao,
  (select f.id_fase from processo_fases f where f.processo_id = p.id and f.concluida = false order by f.posicao limit 1) as fase_atual,
  (select count(*) from processo_fases f where f.processo_id = p.id) as total_fases
  from processos p inner join users owner on owner.id = p.owner_id left join users perito on perito.id = p.perito_id
  where (true and p.busca like $1) order by p.created_at desc, p.id desc limit $2 offset $3`;
const COUNT = 'select count(*) from processos where (true and busca like $1)';
const DETAIL = `select p.*, owner.nome, owner.email, owner.escritorio, owner.cpf, owner.telefone, owner.endereco, perito.nome as perito_nome
  from processos p inner join users owner on owner.id = p.owner_id left join users perito on perito.id = p.perito_id
  where p.id = $1 and true limit 1`;
const FASES = 'select * from processo_fases where processo_id = $1 order by posicao';
const QUESITOS = 'select q.id, q.description, u.nome, q.created_at from quesitos q left join users u on u.id = q.autor_id where q.processo_id = $1 order by q.created_at, q.id';
const DOCS = 'select id, titulo, url, id_fase, created_at from documentos where processo_id = $1 order by created_at desc, id desc';
const CRONO = 'select c.id, c.evento, c.tipo, c.data, u.nome from cronologia c left join users u on u.id = c.user_id where c.processo_id = $1 order by c.data desc, c.id desc';

const escape = (t) => `%${t.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

http
  .createServer(async (req, res) => {
    try {
      const url = new URL(req.url, 'http://x');
      const [{ rows: [user] }] = [await pool.query(SESSION, [USER_ID])];
      if (!user) throw new Error('no user');
      let body;
      if (url.pathname === '/read') {
        const pattern = escape(url.searchParams.get('termo') ?? '');
        const [list, count] = await Promise.all([pool.query(LIST, [pattern, 10, 0]), pool.query(COUNT, [pattern])]);
        body = list.rows.map((r) => ({
          id: r.id, numero: r.numero_processo, nome_cliente: r.requerente, nome_perito: r.perito, nome_advogado: r.owner,
          data_distribuicao: r.data_distribuicao, fase: r.fase_atual, status: r.ativo ? 1 : 0, situacao: r.situacao,
        }));
        res.setHeader('X-Total-Count', count.rows[0].count);
      } else {
        const id = Number(url.pathname.split('/').pop());
        const { rows: [p] } = await pool.query(DETAIL, [id]);
        const [f, q, d, c] = await Promise.all([FASES, QUESITOS, DOCS, CRONO].map((sql) => pool.query(sql, [id])));
        body = { ...p, fases: f.rows, quesitos: q.rows, documentos: d.rows, cronologia: c.rows };
      }
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(body));
    } catch (err) {
      res.writeHead(500);
      res.end(String(err));
    }
  })
  .listen(Number(process.env.PORT), '127.0.0.1', () => console.log(`bare server on ${process.env.PORT}`));
