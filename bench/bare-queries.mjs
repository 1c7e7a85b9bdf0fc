// The SQL of calls 1 and 2 as the app runs it (session-user lookup, then the list + count, or the detail's
// queries), with no framework: shared by the two floors of bench/processos.mjs, bench/bare-server.mjs
// (node:http + pg) and the bare Next.js route handlers made by bench/bare-app.mjs (buildBareApi).
// Keep it in step with lib/data/processos/ (listar.ts, detalhe.ts) when the app's queries change: the same SQL, named (prepared) where
// the app prepares it. What the app does besides its SQL is not copied: the floors count call 1's matches on every
// request, where the app reuses a count while processos_versao stays the same (lib/data/processos/contagem.ts).
// lib/data/auth/session-users.ts buscarUsuarioDaSessao: the session row (live, unrevoked) joined with its user and MFA state.
export const SESSION = `select u.id, u.nome, u.email, u.role, u.ativo, u.session_version, (m.enabled_at is not null) as mfa
  from sessoes s inner join users u on u.id = s.user_id left join mfa_totp m on m.user_id = s.user_id
  where s.id = $1 and s.user_id = $2 and s.revoked_at is null and s.expires_at > $3 limit 1`;
/** Seeded by bench/processos.mjs for the bare servers. */
export const BARE_SESSION_ID = 'benchbenchbenchbench00';
export const LIST = `select p.id, p.numero_processo, p.requerente, perito.nome as perito, owner.nome as owner, p.data_distribuicao, p.ativo, p.situacao,
  (select json_agg(json_build_object('idFase', f.id_fase, 'posicao', f.posicao, 'concluida', f.concluida)) from processo_fases f where f.processo_id = p.id) as fases,
  (select versao from processos_versao) as versao
  from processos p inner join users owner on owner.id = p.owner_id left join users perito on perito.id = p.perito_id
  where (true and p.busca like $1) order by p.created_at desc, p.id desc limit $2`;
export const COUNT = 'select count(*), (select versao from processos_versao) as versao from processos where (true and busca like $1)';
// Call 2 is one statement, prepared once per role (lib/data/processos/detalhe.ts lerProcesso): the read's access-log row
// (LGPD) inserted by a CTE, and the case with its people, phases, quesitos, links, Cronologia, prazos and field
// history as JSON arrays from correlated subqueries.
export const DETAIL = `with registro_acesso as (insert into acessos (processo_id, user_id, role, objeto, endereco)
      select processos.id, $1, $2, $3, $4
      from processos, (select set_config('synchronous_commit', 'off', true)) as commit_assincrono
      where processos.id = $5 and true
      returning id)
  select processos.*, owner.nome, owner.email, owner.escritorio, owner.cpf, owner.telefone, owner.endereco, perito.nome as perito_nome,
  (select coalesce(json_agg(json_build_object('id', f.id, 'idFase', f.id_fase, 'posicao', f.posicao, 'concluida', f.concluida,
    'concluidaEm', f.concluida_em, 'dataEntrega', f.data_entrega) order by f.posicao), '[]'::json)
    from processo_fases f where f.processo_id = processos.id) as fases,
  (select coalesce(json_agg(json_build_object('id', q.id, 'description', q.description, 'autor', u.nome, 'autorId', q.autor_id, 'createdAt', q.created_at)
    order by q.created_at, q.id), '[]'::json)
    from quesitos q left join users u on u.id = q.autor_id where q.processo_id = processos.id) as quesitos,
  (select coalesce(json_agg(json_build_object('id', d.id, 'titulo', d.titulo, 'url', d.url, 'idFase', d.id_fase, 'createdAt', d.created_at)
    order by d.created_at desc, d.id desc), '[]'::json)
    from documentos d where d.processo_id = processos.id and d.tipo = 'link') as documentos,
  (select coalesce(json_agg(json_build_object('id', c.id, 'evento', c.evento, 'tipo', c.tipo, 'data', c.data, 'usuario', u.nome, 'userId', c.user_id)
    order by c.data desc, c.id desc), '[]'::json)
    from cronologia c left join users u on u.id = c.user_id where c.processo_id = processos.id) as cronologia,
  (select coalesce(json_agg(json_build_object('id', pz.id, 'tipo', pz.tipo, 'inicio', pz.inicio, 'fim', pz.fim, 'status', pz.status)
    order by pz.fim, pz.id), '[]'::json)
    from prazos pz where pz.processo_id = processos.id) as prazos,
  (select coalesce(json_agg(json_build_object('id', a.id, 'campo', a.campo, 'antes', a.antes, 'depois', a.depois, 'autorId', a.autor_id,
    'data', a.created_at, 'autor', u.nome) order by a.id), '[]'::json)
    from alteracoes a left join users u on u.id = a.autor_id where a.processo_id = processos.id) as alteracoes,
  (select qp.quadro from quadros_periciais qp where qp.processo_id = processos.id) as quadro
  from processos inner join users owner on owner.id = processos.owner_id left join users perito on perito.id = processos.perito_id
  where processos.id = $6 and true limit $7`;

const pattern = (t) => `%${t.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

async function sessionUser(pool, userId) {
  const {
    rows: [user],
  } = await pool.query({ name: 'session_user', text: SESSION, values: [BARE_SESSION_ID, userId, new Date()] });
  if (!user) throw new Error('no user');
  return user;
}

/** Call 1: { body, headers } for GET ...?termo= (first page of 10). */
export async function readList(pool, userId, termo) {
  await sessionUser(pool, userId);
  const like = pattern(termo ?? '');
  const [list, count] = await Promise.all([pool.query(LIST, [like, 10]), pool.query(COUNT, [like])]);
  const body = list.rows.map((r) => ({
    id: r.id,
    numero: r.numero_processo,
    nome_cliente: r.requerente,
    nome_perito: r.perito,
    nome_advogado: r.owner,
    data_distribuicao: r.data_distribuicao,
    fase: r.fases,
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
  } = await pool.query({ name: 'processo_detalhe_admin_lido', text: DETAIL, values: [userId, 'admin', 'processo', '127.0.0.1', id, id, 1] });
  return { body: p, headers: {} };
}
