import { createServer } from 'node:net';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/lib/db/client';
import { avisosEmail, prazosProcesso, processos, type AvisoEmail } from '@/lib/db/schema';
import { enviarAvisoEmail, liberarAvisos, reservarAvisosPendentes } from '@/lib/data/avisos-email';
import { avisarEntregasEmRisco, definirPrazoEmDobro, registrarIntimacaoNomeacao } from '@/lib/data/prazos';
import { executarSincronizacao } from '@/lib/data/tribunais';
import { resetEnv } from '@/lib/env';
import { logger } from '@/lib/log';
import { resetMailer } from '@/lib/mail';
import { fonteDatajud, numeroTj, usarTribunais } from './tribunais-helpers';
import { withSmtpCatcher } from '../support/app-smtp';
import { criarProcesso, createUser } from '../support/db-factories';

// Warning e-mails go through the outbox (avisos_email) and its pg-boss queue (lib/jobs/registro.ts): a first
// attempt after the commit, then retries with backoff (short here), each person once.
const smtp = withSmtpCatcher();
const s = usarTribunais();

beforeAll(async () => {
  const { iniciarFilas } = await import('@/lib/jobs/runtime');
  // Ten sends at once (production: one): on a shared PostgreSQL every admin other files left behind gets a row too,
  // and one at a time the file's own rows waited behind them.
  await iniciarFilas({
    somente: ['avisos-email'],
    ajustes: { 'avisos-email': { tentativas: { limite: 3, atrasoSegundos: 1 }, intervaloMs: 200, lote: 50, concorrencia: 10 } },
  });
}, 60_000);
afterAll(async () => {
  const { pararFilas } = await import('@/lib/jobs/runtime');
  await pararFilas();
  smtp.refuse(false);
});

type U = Awaited<ReturnType<typeof createUser>>;
const ENTREGA = /Atenção: entrega fora da antecedência do prazo/;
const NOVIDADE = /Novo andamento no processo/;

async function linhas(where: Partial<Pick<AvisoEmail, 'processoId' | 'tipo'>>): Promise<AvisoEmail[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(avisosEmail)
    .where(and(eq(avisosEmail.processoId, where.processoId!), eq(avisosEmail.tipo, where.tipo!)));
  return rows.sort((a, b) => a.userId - b.userId);
}

/** Waits until the case's rows of this kind all leave 'pendente' (each check when the catcher sees a message or a refusal, and at most every 250 ms). */
/**
 * Waits until the case's rows are no longer pending: those of `quem` only when given (on a shared PostgreSQL every
 * admin other files created also gets a row, and waiting for all of them tests the machine, not the rule).
 */
async function esperarConcluidas(processoId: number, tipo: AvisoEmail['tipo'], quem?: number[], ms = 45_000): Promise<AvisoEmail[]> {
  const deadline = Date.now() + ms;
  for (;;) {
    const rows = (await linhas({ processoId, tipo })).filter((r) => !quem || quem.includes(r.userId));
    if (rows.length > 0 && rows.every((r) => r.status !== 'pendente')) return rows;
    if (Date.now() > deadline) throw new Error(`rows still pending: ${JSON.stringify(rows.map((r) => [r.id, r.status, r.tentativas]))}`);
    await smtp.waitUntil(() => false, 250).catch(() => {});
  }
}

const para = (u: U) => smtp.messages.filter((m) => m.envelopeTo.includes(u.email));

/** A Justiça Estadual case (comarca of its own) whose Fase 2 cannot be delivered 2 dias úteis before art. 465 §1 ends. */
async function casoEmRisco(advogado: U, perito: U) {
  const p = await criarProcesso({ ownerId: advogado.id, peritoId: perito.id, fases: [1, 2], numero: null });
  const db = await getDb();
  await db.update(processos).set({ tipoJustica: 'estadual', comarca: `Comarca ${randomUUID().slice(0, 8)}` }).where(eq(processos.id, p.id));
  return p;
}

/** A port nothing listens on: a mail server that is down. */
async function portaFechada(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const port = (srv.address() as { port: number }).port;
  await new Promise<void>((r) => srv.close(() => r()));
  return port;
}

describe('entrega após o prazo: outbox, retries, once per person', () => {
  it('the mail server refuses the first attempt; a retry delivers one message to the advogado and one to the admin; a re-run sends nothing', async () => {
    const admin = await createUser({ role: 'admin' });
    const perito = await createUser({ role: 'medico' });
    const advogado = await createUser({ role: 'advogado' });
    const p = await casoEmRisco(advogado, perito);
    const now = new Date('2026-12-07T12:00:00Z');

    smtp.refuse(true);
    const recusadasAntes = smtp.refused();
    try {
      await registrarIntimacaoNomeacao(advogado, { id_processo: p.id, dataIntimacao: '2026-11-16' }, now);
      // The first attempt ran before the call returned and was refused; the rows wait for the queue.
      expect(smtp.refused()).toBeGreaterThan(recusadasAntes);
      const pendentes = await linhas({ processoId: p.id, tipo: 'entrega_apos_prazo' });
      const nossos = pendentes.filter((r) => r.userId === advogado.id || r.userId === admin.id);
      // (A job of the queue may already have tried again: every active admin of the database was tried first.)
      expect(nossos.map((r) => [r.userId, r.status, r.tentativas >= 1, r.ultimoErro])).toEqual(
        [advogado.id, admin.id].sort((a, b) => a - b).map((id) => [id, 'pendente', true, 'EENVELOPE 451']),
      );
      expect(pendentes.some((r) => r.userId === perito.id)).toBe(false);
      // Ids only in the outbox: the deadline.
      const db = await getDb();
      const [z] = await db.select({ id: prazosProcesso.id }).from(prazosProcesso).where(and(eq(prazosProcesso.processoId, p.id), eq(prazosProcesso.tipo, 'art465')));
      expect(nossos.every((r) => JSON.stringify(r.refs) === JSON.stringify([z.id]))).toBe(true);
      expect(para(advogado)).toHaveLength(0);
    } finally {
      smtp.refuse(false);
    }

    const aoAdvogado = await smtp.waitFor(advogado.email, ENTREGA, 30_000);
    await smtp.waitFor(admin.email, ENTREGA, 30_000);
    expect(aoAdvogado.text).toContain(`Olá, ${advogado.nome}.`);
    expect(aoAdvogado.text.replace(/\s+/g, ' ')).toContain('Fase 2 – Elaboração de Quesitos: a entrega não cabe 2 dias úteis');
    const rows = await esperarConcluidas(p.id, 'entrega_apos_prazo', [advogado.id, admin.id]);
    expect(rows.every((r) => r.status === 'enviado' && r.tentativas >= 2 && r.enviadoEm !== null)).toBe(true);

    // Re-runs: the job again, the recount of the case, the after-commit step again — nothing more is sent.
    const antes = (await linhas({ processoId: p.id, tipo: 'entrega_apos_prazo' })).map((r) => r.id);
    for (const r of rows) expect(await enviarAvisoEmail(r.id, { ultimaTentativa: false })).toBe('ignorado');
    await definirPrazoEmDobro(advogado, p.id, null, now);
    await avisarEntregasEmRisco(p.id, [rows[0].refs[0]]);
    expect((await linhas({ processoId: p.id, tipo: 'entrega_apos_prazo' })).map((r) => r.id)).toEqual(antes);
    expect(para(advogado)).toHaveLength(1);
    expect(para(admin)).toHaveLength(1);
    expect(para(perito)).toHaveLength(0);
  }, 60_000);

  it('gives up after the last retry: the row is marked failed and an error is logged without personal data', async () => {
    const perito = await createUser({ role: 'medico' });
    const advogado = await createUser({ role: 'advogado' });
    const p = await casoEmRisco(advogado, perito);
    const erros = vi.spyOn(logger, 'error');
    smtp.refuse(true);
    try {
      await registrarIntimacaoNomeacao(advogado, { id_processo: p.id, dataIntimacao: '2026-11-16' }, new Date('2026-12-07T12:00:00Z'));
      // On the shared PostgreSQL of .ci/run the queue also retries the rows other files left (one at a time): more time.
      const rows = await esperarConcluidas(p.id, 'entrega_apos_prazo', [advogado.id], 100_000);
      const doAdvogado = rows.find((r) => r.userId === advogado.id)!;
      // The first attempt after the commit, then the job's first run and its 3 retries.
      expect(doAdvogado).toMatchObject({ status: 'falhou', tentativas: 5, ultimoErro: 'EENVELOPE 451', enviadoEm: null });
      const desistencia = erros.mock.calls.find((c) => (c[0] as { aviso?: number }).aviso === doAdvogado.id);
      expect(desistencia?.[1]).toBe('Aviso por e-mail: desistiu após a última tentativa');
      const registrado = JSON.stringify(desistencia);
      expect(registrado).not.toContain(advogado.email);
      expect(registrado).not.toContain(advogado.nome);
    } finally {
      smtp.refuse(false);
      erros.mockRestore();
    }
    expect(para(advogado)).toHaveLength(0);
    // A failed row is not sent again by a late job.
    const [row] = (await linhas({ processoId: p.id, tipo: 'entrega_apos_prazo' })).filter((r) => r.userId === advogado.id);
    expect(await enviarAvisoEmail(row.id, { ultimaTentativa: false })).toBe('ignorado');
    expect(para(advogado)).toHaveLength(0);
  }, 120_000);
});

describe('novidades dos tribunais: outbox, retries, once per person', () => {
  it('the mail server is down at the first attempt; once it is back, owner and perito get one message each; a re-run adds nothing', async () => {
    const adv = await createUser({ role: 'advogado' });
    const perito = await createUser({ role: 'medico' });
    const numero = numeroTj();
    const caso = await criarProcesso({ ownerId: adv.id, peritoId: perito.id, numero, etapa: 'em_andamento' });
    s.datajud.setProcesso('tjsp', fonteDatajud(numero));
    // The first sync brings the history and tells nobody.
    await executarSincronizacao({ origem: 'manual', userId: null, processoIds: [caso.id] });
    expect(await linhas({ processoId: caso.id, tipo: 'tribunais_novidades' })).toEqual([]);

    s.datajud.addMovimentos('tjsp', numero, [{ codigo: 12164, nome: 'Juntada de Laudo Pericial', dataHora: '20261120153000' }]);
    const url = process.env.SMTP_URL!;
    process.env.SMTP_URL = `smtp://127.0.0.1:${await portaFechada()}`;
    resetEnv();
    resetMailer();
    try {
      const r = await executarSincronizacao({ origem: 'manual', userId: null, processoIds: [caso.id] });
      expect(r.andamentosNovos).toBe(1);
      const rows = await linhas({ processoId: caso.id, tipo: 'tribunais_novidades' });
      expect(rows.map((x) => [x.userId, x.status, x.tentativas, x.ultimoErro])).toEqual(
        [adv.id, perito.id].sort((a, b) => a - b).map((id) => [id, 'pendente', 1, 'ESOCKET']),
      );
    } finally {
      process.env.SMTP_URL = url;
      resetEnv();
      resetMailer();
    }

    const m = await smtp.waitFor(adv.email, NOVIDADE, 30_000);
    await smtp.waitFor(perito.email, NOVIDADE, 30_000);
    expect(m.text).toContain(`Processo ${numero}: novo andamento no tribunal: Juntada de Laudo Pericial (20/11/2026).`);
    const rows = await esperarConcluidas(caso.id, 'tribunais_novidades');
    expect(rows.map((x) => x.status)).toEqual(['enviado', 'enviado']);

    // The same sync again finds nothing new; the jobs again find the rows sent.
    expect((await executarSincronizacao({ origem: 'manual', userId: null, processoIds: [caso.id] })).andamentosNovos).toBe(0);
    for (const r of rows) expect(await enviarAvisoEmail(r.id, { ultimaTentativa: false })).toBe('ignorado');
    expect(await linhas({ processoId: caso.id, tipo: 'tribunais_novidades' })).toHaveLength(2);
    expect(para(adv)).toHaveLength(1);
    expect(para(perito)).toHaveLength(1);
  }, 60_000);
});

describe('two workers at once (on PostgreSQL, two connections; SKIP LOCKED as the webhooks)', () => {
  it('two attempts at one row send one message; two pumps never claim the same row', async () => {
    // The queue is stopped here: only the two racing attempts and the two pumps below touch the rows.
    const { pararFilas } = await import('@/lib/jobs/runtime');
    await pararFilas();
    const admin = await createUser({ role: 'admin' });
    const perito = await createUser({ role: 'medico' });
    const advogado = await createUser({ role: 'advogado' });
    const p = await casoEmRisco(advogado, perito);
    smtp.refuse(true);
    try {
      await registrarIntimacaoNomeacao(advogado, { id_processo: p.id, dataIntimacao: '2026-11-16' }, new Date('2026-12-07T12:00:00Z'));
    } finally {
      smtp.refuse(false);
    }
    const nossos = (await linhas({ processoId: p.id, tipo: 'entrega_apos_prazo' })).filter((r) => r.userId === advogado.id || r.userId === admin.id);
    expect(nossos.map((r) => [r.status, r.tentativas])).toEqual([
      ['pendente', 1],
      ['pendente', 1],
    ]);
    const row = nossos.find((r) => r.userId === advogado.id)!;

    // Two attempts race: one sends, the other finds the row held (thrown, for a retry) or already sent.
    const r = await Promise.allSettled([enviarAvisoEmail(row.id), enviarAvisoEmail(row.id)]);
    const valores = r.map((x) => (x.status === 'fulfilled' ? x.value : (x.reason as Error).name));
    expect(valores.filter((v) => v === 'enviado')).toHaveLength(1);
    expect(valores.filter((v) => v !== 'enviado').every((v) => v === 'ignorado' || v === 'AvisoEmailOcupadoError')).toBe(true);
    await smtp.waitFor(advogado.email, ENTREGA, 10_000);
    expect(await enviarAvisoEmail(row.id)).toBe('ignorado');
    expect(para(advogado)).toHaveLength(1);

    // Two pumps at once: the admin's pending row is claimed by exactly one of them.
    const [a, b] = await Promise.all([reservarAvisosPendentes(500), reservarAvisosPendentes(500)]);
    const doAdmin = nossos.find((x) => x.userId === admin.id)!.id;
    expect([a, b].filter((lote) => lote.some((x) => x.id === doAdmin))).toHaveLength(1);
    expect(a.filter((x) => b.some((y) => y.id === x.id))).toEqual([]);
    await liberarAvisos([...a, ...b].map((x) => x.id));
    expect(para(admin)).toHaveLength(0);
  }, 60_000);
});
