// The floor for bench/processos.mjs: node:http + pg running the same queries as the app's handlers
// (bench/bare-queries.mjs), with no framework.
import http from 'node:http';
import pg from 'pg';
import { readDetail, readList } from './bare-queries.mjs';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.PG_POOL_MAX ?? 10) });
const USER_ID = Number(process.env.BENCH_USER_ID);

http
  .createServer(async (req, res) => {
    try {
      const url = new URL(req.url, 'http://x');
      const { body, headers } =
        url.pathname === '/read'
          ? await readList(pool, USER_ID, url.searchParams.get('termo'))
          : await readDetail(pool, USER_ID, Number(url.pathname.split('/').pop()));
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
      res.end(JSON.stringify(body));
    } catch (err) {
      res.writeHead(500);
      res.end(String(err));
    }
  })
  .listen(Number(process.env.PORT), '127.0.0.1', () => console.log(`bare server on ${process.env.PORT}`));
