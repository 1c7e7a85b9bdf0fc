import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { and, eq } from 'drizzle-orm';
import { POST as add } from '@/app/api/pericia/add/route';
import { GET as read } from '@/app/api/pericia/read/route';
import { DELETE as remove } from '@/app/api/pericia/[id]/route';
import { GET as feed } from '@/app/api/agenda/[file]/route';
import { GET as getLink, POST as newLink } from '@/app/api/agenda/link/route';
import { getDb } from '@/lib/db/client';
import { cronologia, notificacoes, pericias, processos, users } from '@/lib/db/schema';
import { buildCnj, onlyDigits } from '@/lib/domain/cnj';
import { isoFromDateAndTime } from '@/lib/domain/agenda';
import { createUser } from '../support/db-factories';
import { body, ctx, req } from '../support/handler-transport';

const noCtx = undefined as never;
type User = Awaited<ReturnType<typeof createUser>>;
type Api = {
  idpericia: number;
  nome: string;
  numero_processo: string;
  tipo: string;
  observacao: string | null;
  endereco: string | null;
  data_start: string;
  data_end: string;
  protocolo: string | null;
};

// Unique, far-future days so that data from other test files on a shared PostgreSQL never interferes.
const YEAR = 2040 + randomInt(0, 50);
const DAY1 = `${YEAR}-03-12`;
const DAY2 = `${YEAR}-03-20`;

function uniqueCnj(): string {
  return buildCnj(randomInt(1, 9_999_999), 2030, 8, 26, randomInt(1, 9999));
}

async function createCase(ownerId: number, peritoId: number | null): Promise<{ id: number; numero: string }> {
  const db = await getDb();
  const numero = uniqueCnj();
  const [p] = await db
    .insert(processos)
    .values({
      numeroProcesso: numero,
      comarca: 'São Paulo/SP',
      tipoAcao: 'auxilio_doenca',
      tipoJustica: 'federal',
      dataDistribuicao: '2026-01-10',
      requerente: 'Requerente de Teste',
      requerido: 'INSS',
      ownerId,
      peritoId,
    })
    .returning({ id: processos.id });
  return { id: p.id, numero };
}

function payload(over: Record<string, unknown> = {}) {
  return {
    nome: 'Maria da Silva',
    numero_processo: uniqueCnj(),
    tipo: 'Perícia Judicial',
    observacao: 'Levar exames',
    endereco: 'Fórum Central, sala 3',
    data_start: isoFromDateAndTime(DAY1, '09:00'),
    data_end: isoFromDateAndTime(DAY1, '10:00'),
    protocolo: null,
    ...over,
  };
}

async function create(u: User, over: Record<string, unknown> = {}) {
  const res = await add(req('/api/pericia/add', { token: u.token, body: payload(over) }), noCtx);
  expect(res.status).toBe(201);
  return body<Api & { id: number; message: string }>(res);
}

/** An older, unlinked perícia a medico created before every perícia had to belong to a case. */
async function legacyUnlinked(u: User, nome: string): Promise<Api> {
  const [row] = await (await getDb())
    .insert(pericias)
    .values({ nome, numeroProcesso: uniqueCnj(), tipo: 'judicial', dataStart: new Date(`${DAY1}T12:00:00Z`), dataEnd: new Date(`${DAY1}T13:00:00Z`), createdBy: u.id })
    .returning();
  return { idpericia: row.id } as Api;
}

async function readAll(u: User, query = ''): Promise<Api[]> {
  const res = await read(req(`/api/pericia/read${query}`, { token: u.token }), noCtx);
  expect(res.status).toBe(200);
  return body<Api[]>(res);
}

let admin: User, medico: User, medico2: User, advogado: User, advogado2: User;
let caseA: { id: number; numero: string }; // advogado's case, perito medico
let caseB: { id: number; numero: string }; // advogado2's case, perito medico2

beforeAll(async () => {
  admin = await createUser({ role: 'admin' });
  medico = await createUser({ role: 'medico' });
  medico2 = await createUser({ role: 'medico' });
  advogado = await createUser({ role: 'advogado' });
  advogado2 = await createUser({ role: 'advogado' });
  caseA = await createCase(advogado.id, medico.id);
  caseB = await createCase(advogado2.id, medico2.id);
});

describe('POST /api/pericia/add (call 6)', () => {
  it('a medico schedules on an assigned case: 201, the object with id, linked, Cronologia and notification', async () => {
    const created = await create(medico, { numero_processo: caseA.numero, nome: '  João Pereira ' });
    expect(created.message).toBe('Perícia agendada com sucesso');
    expect(created.id).toBe(created.idpericia);
    expect(created).toMatchObject({
      nome: 'João Pereira',
      numero_processo: caseA.numero,
      tipo: 'Perícia Judicial',
      observacao: 'Levar exames',
      endereco: 'Fórum Central, sala 3',
      data_start: new Date(`${DAY1}T12:00:00Z`).toISOString(),
      data_end: new Date(`${DAY1}T13:00:00Z`).toISOString(),
      protocolo: null,
    });
    const db = await getDb();
    const [row] = await db.select().from(pericias).where(eq(pericias.id, created.id));
    expect(row.processoId).toBe(caseA.id);
    expect(row.createdBy).toBe(medico.id);
    const events = await db.select().from(cronologia).where(and(eq(cronologia.processoId, caseA.id), eq(cronologia.tipo, 'pericia')));
    expect(events.map((e) => e.evento)).toContain(`Perícia agendada: Perícia Judicial em 12/03/${YEAR} às 09:00`);
    const notes = await db.select().from(notificacoes).where(eq(notificacoes.processoId, caseA.id));
    expect(notes.filter((n) => n.tipo === 'pericia').map((n) => n.userId)).toEqual([advogado.id]);
  });

  it('an admin schedules on any case; the number may come as 20 digits; tipo defaults to Perícia INSS', async () => {
    const p = payload({ numero_processo: onlyDigits(caseB.numero) });
    delete (p as Record<string, unknown>).tipo;
    const res = await add(req('/api/pericia/add', { token: admin.token, body: p }), noCtx);
    expect(res.status).toBe(201);
    const created = await body<Api>(res);
    expect(created.numero_processo).toBe(caseB.numero);
    expect(created.tipo).toBe('Perícia INSS');
    const db = await getDb();
    const [row] = await db.select().from(pericias).where(eq(pericias.id, created.idpericia));
    expect(row.processoId).toBe(caseB.id);
    const notes = await db.select().from(notificacoes).where(eq(notificacoes.processoId, caseB.id));
    expect(notes.map((n) => n.userId).sort()).toEqual([advogado2.id, medico2.id].sort());
  });

  it.each([
    ['a case assigned to another medico', () => caseB.numero],
    ['a valid number of no registered case', () => uniqueCnj()],
  ])("a medico's perícia on %s is refused (404, Portuguese message); nothing stored, no Cronologia", async (_label, numero) => {
    const db = await getDb();
    const before = await db.select().from(cronologia).where(eq(cronologia.processoId, caseB.id));
    const nome = `Recusada ${randomInt(1e9)}`;
    const res = await add(req('/api/pericia/add', { token: medico.token, body: payload({ numero_processo: numero(), nome }) }), noCtx);
    expect(res.status).toBe(404);
    expect((await body(res)).message).toBe('Processo não encontrado entre os processos em que você pode agendar perícias.');
    expect(await db.select().from(pericias).where(eq(pericias.nome, nome))).toHaveLength(0);
    const after = await db.select().from(cronologia).where(eq(cronologia.processoId, caseB.id));
    expect(after.length).toBe(before.length);
  });

  it('an admin may not schedule on a number that is no registered case either (404)', async () => {
    const res = await add(req('/api/pericia/add', { token: admin.token, body: payload({ numero_processo: uniqueCnj() }) }), noCtx);
    expect(res.status).toBe(404);
  });

  it('401 without a session', async () => {
    const res = await add(req('/api/pericia/add', { body: payload() }), noCtx);
    expect(res.status).toBe(401);
  });

  it('403 for an advogado, even on their own case; nothing is stored', async () => {
    const nome = `Advogado tentou ${randomInt(1e9)}`;
    const res = await add(req('/api/pericia/add', { token: advogado.token, body: payload({ numero_processo: caseA.numero, nome }) }), noCtx);
    expect(res.status).toBe(403);
    expect((await body(res)).message).toMatch(/Advogados podem apenas consultar/);
    // The role is checked before the body is read: a bad body by an advogado is 403, never 400.
    expect((await add(req('/api/pericia/add', { token: advogado.token, body: { nome: '', dataInicio: 'amanhã' } }), noCtx)).status).toBe(403);
    const rows = await (await getDb()).select().from(pericias).where(eq(pericias.nome, nome));
    expect(rows).toHaveLength(0);
  });

  it.each([
    ['an empty name', { nome: '   ' }, 'nome', 'Por favor, informe o nome do periciado'],
    ['a missing name', { nome: undefined }, 'nome', 'Por favor, informe o nome do periciado'],
    ['a missing case number', { numero_processo: '' }, 'numero_processo', 'Informe o número do processo'],
    ['a wrong check digit', { numero_processo: '0000001-00.2030.8.26.0001' }, 'numero_processo', 'Número do processo inválido'],
    ['an unknown tipo', { tipo: 'Perícia Astral' }, 'tipo', 'Tipo de perícia inválido'],
    [
      'end before start',
      { data_start: isoFromDateAndTime(DAY1, '11:00'), data_end: isoFromDateAndTime(DAY1, '10:00') },
      'data_end',
      'O horário de término deve ser posterior ao de início',
    ],
    [
      'end equal to start',
      { data_start: isoFromDateAndTime(DAY1, '11:00'), data_end: isoFromDateAndTime(DAY1, '11:00') },
      'data_end',
      'O horário de término deve ser posterior ao de início',
    ],
    ['a start before 08:00', { data_start: isoFromDateAndTime(DAY1, '07:30') }, 'data_start', 'O horário deve estar entre 08:00 e 18:00'],
    ['an end after 18:00', { data_end: isoFromDateAndTime(DAY1, '18:30') }, 'data_end', 'O horário deve estar entre 08:00 e 18:00'],
    ['two different days', { data_end: isoFromDateAndTime(DAY2, '10:00') }, 'data_end', 'mesmo dia'],
    ['a date without time', { data_start: DAY1 }, 'data_start', 'ISO 8601'],
    ['a non-string observacao', { observacao: 12 }, 'observacao', 'texto'],
  ])('400 for %s', async (_label, over, field, message) => {
    const res = await add(req('/api/pericia/add', { token: medico.token, body: payload(over) }), noCtx);
    expect(res.status).toBe(400);
    const data = await body<{ message: string; errors: Record<string, string> }>(res);
    expect(data.errors[field]).toContain(message);
  });

  it('400 for a body that is not JSON', async () => {
    const res = await add(
      req('/api/pericia/add', { token: medico.token, method: 'POST', rawBody: '{nome:', headers: { 'content-type': 'application/json' } }),
      noCtx,
    );
    expect(res.status).toBe(400);
  });
});

describe('GET /api/pericia/read (call 7)', () => {
  let onA: Api, onB: Api, mine: Api, laterA: Api;

  beforeAll(async () => {
    onA = await create(admin, { numero_processo: caseA.numero, nome: 'No caso A' });
    onB = await create(admin, { numero_processo: caseB.numero, nome: 'No caso B' });
    mine = await legacyUnlinked(medico, 'Avulsa do médico');
    laterA = await create(medico, {
      numero_processo: caseA.numero,
      nome: 'Depois no caso A',
      data_start: isoFromDateAndTime(DAY2, '14:00'),
      data_end: isoFromDateAndTime(DAY2, '15:30'),
    });
  });

  const ids = (list: Api[]) => new Set(list.map((p) => p.idpericia));

  it('answers exactly the SPEC fields, plus the periciado answer of issue 38 (null until given)', async () => {
    const list = await readAll(admin);
    const item = list.find((p) => p.idpericia === onA.idpericia)!;
    expect(Object.keys(item).sort()).toEqual(
      ['data_end', 'data_start', 'endereco', 'idpericia', 'nome', 'numero_processo', 'observacao', 'periciado', 'protocolo', 'tipo'].sort(),
    );
    expect((item as unknown as { periciado: unknown }).periciado).toBeNull();
  });

  it('admin sees all; medico their cases and their own; advogado their cases; others none of these', async () => {
    const all = [onA, onB, mine, laterA].map((p) => p.idpericia);
    const seen = async (u: User) => {
      const s = ids(await readAll(u));
      return all.filter((id) => s.has(id));
    };
    expect(await seen(admin)).toEqual(all);
    expect(await seen(medico)).toEqual([onA.idpericia, mine.idpericia, laterA.idpericia]);
    expect(await seen(medico2)).toEqual([onB.idpericia]);
    expect(await seen(advogado)).toEqual([onA.idpericia, laterA.idpericia]);
    expect(await seen(advogado2)).toEqual([onB.idpericia]);
    const stranger = await createUser({ role: 'advogado' });
    expect(await readAll(stranger)).toEqual([]);
  });

  it('sorted by start', async () => {
    const list = await readAll(admin);
    const starts = list.map((p) => p.data_start);
    expect([...starts].sort()).toEqual(starts);
  });

  it('with ?start=&end= only the perícias overlapping the range', async () => {
    const day1 = await readAll(
      medico,
      `?start=${encodeURIComponent(isoFromDateAndTime(DAY1, '00:00'))}&end=${encodeURIComponent(isoFromDateAndTime(`${YEAR}-03-13`, '00:00'))}`,
    );
    expect(ids(day1).has(onA.idpericia)).toBe(true);
    expect(ids(day1).has(laterA.idpericia)).toBe(false);
    // Overlap, not containment: a range ending in the middle of the perícia still includes it.
    const partial = await readAll(
      advogado,
      `?start=${encodeURIComponent(isoFromDateAndTime(DAY2, '15:00'))}&end=${encodeURIComponent(isoFromDateAndTime(DAY2, '15:10'))}`,
    );
    expect([...ids(partial)]).toEqual([laterA.idpericia]);
    // Plain dates are São Paulo days.
    const byDate = await readAll(advogado, `?start=${DAY2}&end=${YEAR}-03-21`);
    expect([...ids(byDate)]).toEqual([laterA.idpericia]);
    // A range with none of them.
    const empty = await readAll(medico, `?start=${YEAR}-01-01&end=${YEAR}-01-31`);
    expect(empty.filter((p) => [onA, onB, mine, laterA].some((x) => x.idpericia === p.idpericia))).toEqual([]);
  });

  it('401 without a session', async () => {
    const res = await read(req('/api/pericia/read'), noCtx);
    expect(res.status).toBe(401);
  });

  it.each([
    ['only start', `?start=${DAY1}`],
    ['only end', `?end=${DAY1}`],
    ['end before start', `?start=${DAY2}&end=${DAY1}`],
    ['end equal to start', `?start=${DAY1}&end=${DAY1}`],
    ['not a date', `?start=ontem&end=hoje`],
  ])('400 for %s', async (_label, query) => {
    const res = await read(req(`/api/pericia/read${query}`, { token: admin.token }), noCtx);
    expect(res.status).toBe(400);
    expect(typeof (await body(res)).message).toBe('string');
  });
});

describe('DELETE /api/pericia/{id}', () => {
  const del = (u: User | null, id: string | number) =>
    remove(req(`/api/pericia/${id}`, { method: 'DELETE', token: u?.token }), ctx({ id: String(id) }));

  it('a medico deletes a perícia of their case: 200, gone, Cronologia records it; a second time 404', async () => {
    const p = await create(admin, { numero_processo: caseA.numero, nome: 'Para excluir' });
    const res = await del(medico, p.idpericia);
    expect(res.status).toBe(200);
    expect((await body(res)).message).toBe('Perícia excluída com sucesso');
    expect(ids(await readAll(admin)).has(p.idpericia)).toBe(false);
    const events = await (await getDb()).select().from(cronologia).where(eq(cronologia.processoId, caseA.id));
    expect(events.map((e) => e.evento)).toContain(`Perícia cancelada: Perícia Judicial em 12/03/${YEAR} às 09:00`);
    expect((await del(medico, p.idpericia)).status).toBe(404);
  });

  it('a medico deletes an older unlinked one they created; admin deletes anything', async () => {
    const own = await legacyUnlinked(medico, 'Antiga');
    expect((await del(medico, own.idpericia)).status).toBe(200);
    const other = await create(medico2, { numero_processo: caseB.numero });
    expect((await del(admin, other.idpericia)).status).toBe(200);
  });

  it("404 for another medico's perícia and for an unknown id (never 403)", async () => {
    const p = await create(medico2, { numero_processo: caseB.numero });
    const res = await del(medico, p.idpericia);
    expect(res.status).toBe(404);
    expect(await body(res)).toEqual({ message: 'Perícia não encontrada.' });
    expect((await del(medico, 2_000_000_000)).status).toBe(404);
    expect(ids(await readAll(medico2)).has(p.idpericia)).toBe(true);
  });

  it('403 for an advogado, even on their own case; the perícia stays', async () => {
    const p = await create(medico, { numero_processo: caseA.numero });
    const res = await del(advogado, p.idpericia);
    expect(res.status).toBe(403);
    expect(ids(await readAll(advogado)).has(p.idpericia)).toBe(true);
  });

  it('401 without a session', async () => {
    expect((await del(null, 1)).status).toBe(401);
  });

  it.each(['abc', '0', '-3', '1.5', '1e3', '99999999999', '2147483648'])('404 for the id %s', async (id) => {
    expect((await del(admin, id)).status).toBe(404);
  });

  function ids(list: Api[]) {
    return new Set(list.map((p) => p.idpericia));
  }
});

describe('private iCalendar feed', () => {
  const linkOf = async (u: User) => (await body<{ url: string | null }>(await getLink(req('/api/agenda/link', { token: u.token }), noCtx))).url;
  const generate = async (u: User) => {
    const res = await newLink(req('/api/agenda/link', { method: 'POST', token: u.token }), noCtx);
    expect(res.status).toBe(201);
    return (await body<{ url: string; message: string }>(res)).url;
  };
  const fetchFeed = (url: string) => {
    const file = decodeURIComponent(new URL(url).pathname.split('/').pop()!);
    return feed(req(new URL(url).pathname), ctx({ file }));
  };

  function parse(text: string) {
    const cal = new ICAL.Component(ICAL.parse(text));
    const vtz = cal.getFirstSubcomponent('vtimezone')!;
    ICAL.TimezoneService.register(new ICAL.Timezone(vtz));
    return { cal, vtz, events: cal.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v)) };
  }

  it('401 for the link without a session', async () => {
    expect((await getLink(req('/api/agenda/link'), noCtx)).status).toBe(401);
    expect((await newLink(req('/api/agenda/link', { method: 'POST' }), noCtx)).status).toBe(401);
  });

  it('no link until generated; then the same URL is shown again; only the nonce is stored', async () => {
    const u = await createUser({ role: 'medico' });
    expect(await linkOf(u)).toBeNull();
    const url = await generate(u);
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/agenda\/[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}\.ics$/);
    expect(await linkOf(u)).toBe(url);
    const [row] = await (await getDb()).select({ s: users.calendarSecret }).from(users).where(eq(users.id, u.id));
    expect(url).not.toContain(`${row.s}.ics`);
  });

  for (const role of ['admin', 'medico', 'advogado'] as const) {
    it(`a valid RFC 5545 calendar (ical.js) with VTIMEZONE America/Sao_Paulo, for the ${role}`, async () => {
      const u = role === 'admin' ? admin : role === 'medico' ? medico : advogado;
      const onA = await create(admin, {
        numero_processo: caseA.numero,
        nome: `Feed ${role}`,
        tipo: 'Perícia Trabalhista',
        observacao: 'Jejum de 8 horas; levar RG, CPF',
        data_start: isoFromDateAndTime(DAY2, '08:30'),
        data_end: isoFromDateAndTime(DAY2, '09:30'),
      });
      const onB = await create(admin, { numero_processo: caseB.numero, nome: `Fora do feed ${role}` });
      const res = await fetchFeed(await generate(u));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      const text = await res.text();
      expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
      const { cal, vtz, events } = parse(text);
      expect(cal.getFirstPropertyValue('version')).toBe('2.0');
      expect(vtz.getFirstPropertyValue('tzid')).toBe('America/Sao_Paulo');
      const ev = events.find((e) => e.uid.startsWith(`pericia-${onA.idpericia}@`))!;
      expect(ev.summary).toBe(`Perícia Trabalhista - Feed ${role}`);
      expect(ev.location).toBe('Fórum Central, sala 3');
      expect(ev.description).toContain(`Processo: ${caseA.numero}`);
      expect(ev.description).toContain('Jejum de 8 horas; levar RG, CPF');
      expect(ev.startDate.zone?.tzid).toBe('America/Sao_Paulo');
      expect(ev.startDate.hour).toBe(8);
      expect(ev.startDate.minute).toBe(30);
      expect(ev.startDate.toJSDate().toISOString()).toBe(onA.data_start);
      expect(ev.endDate.toJSDate().toISOString()).toBe(onA.data_end);
      const hasB = events.some((e) => e.uid.startsWith(`pericia-${onB.idpericia}@`));
      expect(hasB).toBe(role === 'admin');
      const dtstamp = ev.component.getFirstProperty('dtstamp')!.getFirstValue() as ICAL.Time;
      expect(dtstamp.zone).toBe(ICAL.Timezone.utcTimezone);
    });
  }

  it("'Gerar novo link' revokes the old URL (404) and the new one works", async () => {
    const u = await createUser({ role: 'advogado' });
    const old = await generate(u);
    expect((await fetchFeed(old)).status).toBe(200);
    const fresh = await generate(u);
    expect(fresh).not.toBe(old);
    const gone = await fetchFeed(old);
    expect(gone.status).toBe(404);
    expect(await body(gone)).toEqual({ message: 'Calendário não encontrado.' });
    expect((await fetchFeed(fresh)).status).toBe(200);
  });

  it('404 for unknown, malformed, tampered or extension-less secrets and for an inactive user', async () => {
    const u = await createUser({ role: 'medico' });
    const url = await generate(u);
    const file = url.split('/').pop()!;
    const [nonce, sig] = file.replace(/\.ics$/, '').split('.');
    const tampered = `${nonce}.${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}.ics`;
    for (const f of ['x.ics', 'nada', `${nonce}.ics`, tampered, file.replace(/\.ics$/, ''), `${'A'.repeat(22)}.${sig}.ics`]) {
      const res = await feed(req(`/api/agenda/${f}`), ctx({ file: f }));
      expect(res.status, f).toBe(404);
    }
    await (await getDb()).update(users).set({ ativo: false }).where(eq(users.id, u.id));
    expect((await fetchFeed(url)).status).toBe(404);
  });
});
