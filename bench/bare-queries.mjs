// The SQL of calls 1 and 2 as the app runs it (session-user lookup, then the list + count, or the detail's
// queries), with no framework: shared by the two floors of bench/processos.mjs, bench/bare-server.mjs
// (node:http + pg) and the bare Next.js route handlers made by bench/bare-app.mjs (buildBareApi).
// Keep it in step with lib/data/processos.ts when the app's queries change.
export const SESSION = 'select id, nome, email, role, ativo, session_version from users where id = $1 limit 1';
export const LIST = `select p.id, p.numero_processo, p.requerente, perito.nome as perito, owner.nome as owner, p.data_distribuicao, p.ativo, p.situacao,
  (select f.id_fase from processo_fases f where f.processo_id = p.id and f.concluida = false order by f.posicao limit 1) as fase_atual,
  (select count(*) from processo_fases f where f.processo_id = p.id) as total_fases
  from processos p inner join users owner on owner.id = p.owner_id left join users perito on perito.id = p.perito_id
  where (true and p.busca like $1) order by p.created_at desc, p.id desc limit $2 offset $3`;
export const COUNT = 'select count(*) from processos where (true and busca like $1)';
export const DETAIL = `select p.*, owner.nome, owner.email, owner.escritorio, owner.cpf, owner.telefone, owner.endereco, perito.nome as perito_nome
  from processos p inner join users owner on owner.id = p.owner_id left join users perito on perito.id = p.perito_id
  where p.id = $1 and true limit 1`;
export const FASES = 'select * from processo_fases where processo_id = $1 order by posicao';
export const QUESITOS = 'select q.id, q.description, u.nome, q.created_at from quesitos q left join users u on u.id = q.autor_id where q.processo_id = $1 order by q.created_at, q.id';
export const DOCS = 'select id, titulo, url, id_fase, created_at from documentos where processo_id = $1 order by created_at desc, id desc';
export const CRONO = 'select c.id, c.evento, c.tipo, c.data, u.nome from cronologia c left join users u on u.id = c.user_id where c.processo_id = $1 order by c.data desc, c.id desc';

const pattern = (t) => `%${t.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

async function sessionUser(pool, userId) {
  const {
    rows: [user],
  } = await pool.query(SESSION, [userId]);
  if (!user) throw new Error('no user');
  return user;
}

/** Call 1: { body, headers } for GET ...?termo= (first page of 10). */
export async function readList(pool, userId, termo) {
  await sessionUser(pool, userId);
  const like = pattern(termo ?? '');
  const [list, count] = await Promise.all([pool.query(LIST, [like, 10, 0]), pool.query(COUNT, [like])]);
  const body = list.rows.map((r) => ({
    id: r.id,
    numero: r.numero_processo,
    nome_cliente: r.requerente,
    nome_perito: r.perito,
    nome_advogado: r.owner,
    data_distribuicao: r.data_distribuicao,
    fase: r.fase_atual,
    status: r.ativo ? 1 : 0,
    situacao: r.situacao,
  }));
  return { body, headers: { 'X-Total-Count': String(count.rows[0].count) } };
}

/** Call 2: { body } for GET .../{id}. */
export async function readDetail(pool, userId, id) {
  await sessionUser(pool, userId);
  const {
    rows: [p],
  } = await pool.query(DETAIL, [id]);
  const [f, q, d, c] = await Promise.all([FASES, QUESITOS, DOCS, CRONO].map((sql) => pool.query(sql, [id])));
  return { body: { ...p, fases: f.rows, quesitos: q.rows, documentos: d.rows, cronologia: c.rows }, headers: {} };
}
