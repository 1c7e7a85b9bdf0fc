import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AcessoItem } from '@/lib/data/registro-acessos';
import { GET as detalhe } from '@/app/api/processo/readId/[id]/route';
import { GET as acessosGet } from '@/app/api/processo/[id]/acessos/route';
import { GET as listDocs } from '@/app/api/documentos/route';
import { POST as upload } from '@/app/api/documentos/upload/route';
import { GET as download } from '@/app/api/documentos/[id]/arquivo/route';
import { GET as periciasRead } from '@/app/api/pericia/read/route';
import { GET as feed } from '@/app/api/agenda/[file]/route';
import { regenerarUrlDoFeed } from '@/lib/data/pericias';
import { getDb } from '@/lib/db/client';
import { acessos, pericias } from '@/lib/db/schema';
import { lerProcesso } from '@/lib/data/processos';
import { pdfBytes } from '../support/arquivos';
import { criarProcesso, createUser } from '../support/db-factories';
import { body, ctx, req } from '../support/handler-transport';
import { usarDataDirProprio } from '../support/data-dir';

await usarDataDirProprio('acessos', { arquivos: true });

type U = Awaited<ReturnType<typeof createUser>>;
type Acesso = AcessoItem;

let admin: U, owner: U, perito: U, stranger: U, otherMedico: U;
let caso: Awaited<ReturnType<typeof criarProcesso>>;

const noCtx = undefined as never;
const ip = () => `198.51.100.${1 + Math.floor(Math.random() * 250)}`;
async function rowsOf(processoId: number) {
  const db = await getDb();
  return db.select().from(acessos).where(eq(acessos.processoId, processoId)).orderBy(acessos.id);
}
const listAcessos = (token: string | undefined, id: number | string, query = '') =>
  acessosGet(req(`/api/processo/${id}/acessos${query}`, { token }), ctx({ id: String(id) }));

beforeAll(async () => {
  admin = await createUser({ role: 'admin', nome: 'Admin Acessos' });
  owner = await createUser({ role: 'advogado', nome: 'Dona do Caso' });
  perito = await createUser({ role: 'medico', nome: 'Perito do Caso' });
  stranger = await createUser({ role: 'advogado' });
  otherMedico = await createUser({ role: 'medico' });
  caso = await criarProcesso({ ownerId: owner.id, peritoId: perito.id });
});

describe('access log: every read of a case writes a row', () => {
  it('call 2: who, role, what and the client address; a refused read writes nothing', async () => {
    const addr = ip();
    const res = await detalhe(req(`/api/processo/readId/${caso.id}`, { token: perito.token, headers: { 'x-forwarded-for': addr } }), ctx({ id: String(caso.id) }));
    expect(res.status).toBe(200);
    const before = (await rowsOf(caso.id)).length;
    // The case and its documents (call 2 lists them as GET /api/documentos does, and logs them the same way).
    const lidos = (await rowsOf(caso.id)).slice(-2);
    expect(lidos.map((r) => r.objeto).sort()).toEqual(['documentos', 'processo']);
    for (const last of lidos) {
      expect(last).toMatchObject({ userId: perito.id, role: 'medico', endereco: addr, objetoId: null });
      expect(Date.now() - last.createdAt.getTime()).toBeLessThan(60_000);
    }

    const refused = await detalhe(req(`/api/processo/readId/${caso.id}`, { token: stranger.token }), ctx({ id: String(caso.id) }));
    expect(refused.status).toBe(404);
    expect((await rowsOf(caso.id)).length).toBe(before);
  });

  it('an internal re-read without a reader address (e.g. after an edit) writes nothing; the page path passes one', async () => {
    const before = (await rowsOf(caso.id)).length;
    await lerProcesso(owner, caso.id);
    expect((await rowsOf(caso.id)).length).toBe(before);
    await lerProcesso(owner, caso.id, { endereco: '203.0.113.9' });
    const rows = await rowsOf(caso.id);
    expect(rows.length).toBe(before + 2);
    expect(rows.slice(-2).map((r) => r.objeto).sort()).toEqual(['documentos', 'processo']);
    for (const r of rows.slice(-2)) expect(r).toMatchObject({ userId: owner.id, role: 'advogado', endereco: '203.0.113.9' });
  });

  it('the document list and each download', async () => {
    const addr = ip();
    const fd = new FormData();
    fd.append('id_processo', String(caso.id));
    fd.append('arquivo', new Blob([new Uint8Array(pdfBytes('Laudo'))], { type: 'application/pdf' }), 'laudo.pdf');
    const up = await upload(req('/api/documentos/upload', { token: owner.token, method: 'POST', rawBody: fd }), noCtx);
    expect(up.status).toBe(201);
    const doc = await body<{ id: number }>(up);

    const list = await listDocs(req(`/api/documentos?id_processo=${caso.id}`, { token: admin.token, headers: { 'x-forwarded-for': addr } }), noCtx);
    expect(list.status).toBe(200);
    expect((await rowsOf(caso.id)).at(-1)).toMatchObject({ userId: admin.id, role: 'admin', objeto: 'documentos', endereco: addr });

    const dl = await download(req(`/api/documentos/${doc.id}/arquivo`, { token: perito.token, headers: { 'x-forwarded-for': addr } }), ctx({ id: String(doc.id) }));
    expect(dl.status).toBe(200);
    await dl.arrayBuffer();
    expect((await rowsOf(caso.id)).at(-1)).toMatchObject({ userId: perito.id, objeto: 'arquivo', objetoId: doc.id });

    const before = (await rowsOf(caso.id)).length;
    const no = await download(req(`/api/documentos/${doc.id}/arquivo`, { token: stranger.token }), ctx({ id: String(doc.id) }));
    expect(no.status).toBe(404);
    const noList = await listDocs(req(`/api/documentos?id_processo=${caso.id}`, { token: otherMedico.token }), noCtx);
    expect(noList.status).toBe(404);
    expect((await rowsOf(caso.id)).length).toBe(before);
  });

  it('reading perícias logs one row per case they belong to', async () => {
    const db = await getDb();
    const outro = await criarProcesso({ ownerId: owner.id, peritoId: perito.id });
    const base = { tipo: 'judicial' as const, dataStart: new Date('2031-05-05T13:00:00Z'), dataEnd: new Date('2031-05-05T14:00:00Z'), createdBy: perito.id };
    await db.insert(pericias).values([
      { ...base, nome: 'P1', numeroProcesso: caso.numeroProcesso!, processoId: caso.id },
      { ...base, nome: 'P2', numeroProcesso: caso.numeroProcesso!, processoId: caso.id },
      { ...base, nome: 'P3', numeroProcesso: outro.numeroProcesso!, processoId: outro.id },
    ]);
    const [c1, c2] = [(await rowsOf(caso.id)).length, (await rowsOf(outro.id)).length];
    const res = await periciasRead(req('/api/pericia/read?start=2031-05-01T00:00:00Z&end=2031-05-31T00:00:00Z', { token: owner.token }), noCtx);
    expect(res.status).toBe(200);
    expect((await body<unknown[]>(res)).length).toBe(3);
    const a = await rowsOf(caso.id);
    const b = await rowsOf(outro.id);
    expect(a.length).toBe(c1 + 1);
    expect(b.length).toBe(c2 + 1);
    expect(a.at(-1)).toMatchObject({ userId: owner.id, objeto: 'pericias' });
    // Nothing visible, nothing logged.
    const none = await periciasRead(req('/api/pericia/read?start=2031-05-01T00:00:00Z&end=2031-05-31T00:00:00Z', { token: stranger.token }), noCtx);
    expect(await body<unknown[]>(none)).toEqual([]);
    expect((await rowsOf(caso.id)).length).toBe(c1 + 1);
  });
});

describe('the private iCalendar feed', () => {
  it("each fetch logs a read of the perícias of the owner's cases it lists", async () => {
    const url = await regenerarUrlDoFeed(owner);
    const file = url.split('/').at(-1)!;
    const before = (await rowsOf(caso.id)).length;
    const addr = ip();
    const res = await feed(req(`/api/agenda/${file}`, { headers: { 'x-forwarded-for': addr } }), ctx({ file }));
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('BEGIN:VCALENDAR');
    const rows = await rowsOf(caso.id);
    expect(rows.length).toBe(before + 1);
    expect(rows.at(-1)).toMatchObject({ userId: owner.id, objeto: 'pericias', endereco: addr });
  });
});

describe('GET /api/processo/{id}/acessos', () => {
  it('owner and admin read it, newest first, paginated with X-Total-Count', async () => {
    for (const u of [owner, admin]) {
      const res = await listAcessos(u.token, caso.id, '?pageSize=2');
      expect(res.status).toBe(200);
      const total = Number(res.headers.get('x-total-count'));
      expect(total).toBe((await rowsOf(caso.id)).length);
      const items = await body<Acesso[]>(res);
      expect(items).toHaveLength(2);
      expect(items[0].id).toBeGreaterThan(items[1].id);
      expect(items[0]).toHaveProperty('usuario');
      expect(items[0]).toHaveProperty('objeto_label');
      const p2 = await body<Acesso[]>(await listAcessos(u.token, caso.id, '?pageSize=2&page=2'));
      expect(p2[0].id).toBeLessThan(items[1].id);
    }
  });
  it('the perito, another advogado and another medico get 404; anonymous 401; bad ids and queries 404/400', async () => {
    for (const u of [perito, stranger, otherMedico]) expect((await listAcessos(u.token, caso.id)).status).toBe(404);
    expect((await listAcessos(undefined, caso.id)).status).toBe(401);
    expect((await listAcessos(admin.token, 'abc')).status).toBe(404);
    expect((await listAcessos(admin.token, 2147483647)).status).toBe(404);
    expect((await listAcessos(admin.token, caso.id, '?pageSize=1000')).status).toBe(400);
    expect((await listAcessos(admin.token, caso.id, '?page=0')).status).toBe(400);
  });
  it('reading the log is not itself a read of the case, and the log cannot be changed or removed', async () => {
    const before = (await rowsOf(caso.id)).length;
    await listAcessos(owner.token, caso.id);
    expect((await rowsOf(caso.id)).length).toBe(before);
    const db = await getDb();
    await expect(db.execute(sql`update acessos set endereco = 'x' where processo_id = ${caso.id}`)).rejects.toThrow();
    await expect(db.execute(sql`delete from acessos where processo_id = ${caso.id}`)).rejects.toThrow();
    expect((await rowsOf(caso.id)).length).toBe(before);
  });
});
