import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db/client';
import { avisosPericiado, notificacoes, periciadoContatos, periciadoLinks } from '@/lib/db/schema';
import { consentimentoPelaPagina, lerPaginaPericiado, LinkIndisponivelError, processarAvisosPericiado, agendarLembretesPericiado } from '@/lib/data/periciado';
import { isoFromDateAndTime, addCalendarDays } from '@/lib/domain/dates';
import { LINK_INDISPONIVEL, LINKS_POR_HORA } from '@/lib/domain/periciado/link';
import { resetEnv } from '@/lib/env';
import { TooManyRequestsError } from '@/lib/errors';
import { withSmtpCatcher } from '../support/app-smtp';
import { criarPericiaDoCaso, criarProcesso, createUser } from '../support/db-factories';
import { docxBytes, pdfBytes } from '../support/arquivos';
import { body, ctx, req } from '../support/handler-transport';
import { assinarWebhook, startWhatsappStandin, webhookResposta, webhookStatus } from '../support/whatsapp-standin.mjs';
import { POST as criarLink, DELETE as revogarLink } from '@/app/api/pericia/[id]/periciado/link/route';
import { GET as lerChecklist, PUT as salvarChecklist } from '@/app/api/pericia/[id]/checklist/route';
import { PUT as salvarSugestoes } from '@/app/api/empresa/checklist-periciado/route';
import { PUT as salvarPerito } from '@/app/api/pericia/[id]/periciado/route';
import { PATCH as remarcar, DELETE as cancelar } from '@/app/api/pericia/[id]/route';
import { GET as avisos } from '@/app/api/pericia/[id]/avisos/route';
import { GET as lerPericias } from '@/app/api/pericia/read/route';
import { POST as confirmar } from '@/app/api/p/[token]/confirmacao/route';
import { POST as enviarArquivo } from '@/app/api/p/[token]/arquivos/route';
import { GET as listarArquivos } from '@/app/api/processo/[id]/periciado/arquivos/route';
import { GET as baixarArquivo } from '@/app/api/periciado/arquivos/[id]/route';
import { POST as aceitarArquivo } from '@/app/api/periciado/arquivos/[id]/aceite/route';
import { PUT as consentimento } from '@/app/api/processo/[id]/periciado/whatsapp/route';
import { GET as verificarWebhook, POST as webhook } from '@/app/api/whatsapp/webhook/route';

// Issue 38: the periciado's link, page, confirmation, files and notices, on the embedded database and PostgreSQL.
const smtp = withSmtpCatcher();
const APP_SECRET = 'segredo-do-app-de-teste';
let wa: Awaited<ReturnType<typeof startWhatsappStandin>>;

beforeAll(async () => {
  wa = await startWhatsappStandin();
  Object.assign(process.env, {
    WHATSAPP_TOKEN: wa.token,
    WHATSAPP_PHONE_NUMBER_ID: wa.phoneNumberId,
    WHATSAPP_APP_SECRET: APP_SECRET,
    WHATSAPP_VERIFY_TOKEN: 'verificacao-123',
    WHATSAPP_API_URL: wa.url,
  });
  resetEnv();
});
afterAll(async () => {
  for (const k of ['WHATSAPP_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_APP_SECRET', 'WHATSAPP_VERIFY_TOKEN', 'WHATSAPP_API_URL']) delete process.env[k];
  resetEnv();
  await wa.close();
});

type U = Awaited<ReturnType<typeof createUser>>;
const noCtx = undefined as never;

/** A case with its lawyer and perito (with a phone) and a perícia `dias` days ahead at 09:00 Brasília. */
async function cenario(dias = 20) {
  const advogado = await createUser({ role: 'advogado' });
  const perito = await createUser({ role: 'medico', nome: 'Dra. Assistente Técnica' });
  const db = await getDb();
  const { users } = await import('@/lib/db/schema');
  await db.update(users).set({ telefone: '11987650000' }).where(eq(users.id, perito.id));
  const caso = await criarProcesso({ ownerId: advogado.id, peritoId: perito.id });
  const { pericia: p, dia } = await criarPericiaDoCaso(caso, {
    createdBy: perito.id,
    dias,
    nome: 'Periciado Secreto',
    observacao: 'Histórico de lombalgia crônica (dado de saúde)',
    endereco: 'Fórum Federal, Av. Paulista 1842',
  });
  return { advogado, perito, caso, pericia: p, dia };
}

async function gerarLink(u: U, periciaId: number, data: Record<string, unknown> = {}) {
  const res = await criarLink(req(`/api/pericia/${periciaId}/periciado/link`, { token: u.token, body: data }), ctx({ id: String(periciaId) }));
  expect(res.status).toBe(201);
  const b = await body<{ url: string; expiraEm: string }>(res);
  return { ...b, token: b.url.split('/p/')[1] };
}

const ip = () => `10.9.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

async function esperarIndisponivel(p: Promise<unknown>) {
  const err = await p.then(() => null, (e: unknown) => e);
  expect(err).toBeInstanceOf(LinkIndisponivelError);
  expect((err as Error).message).toBe(LINK_INDISPONIVEL);
}

describe('the periciado link', () => {
  it('create, read only the allowed fields, revoke, expire, wrong token: one neutral answer', async () => {
    const { advogado, perito, pericia, caso } = await cenario();
    // Someone else's perícia answers 404, as an unknown id.
    const outro = await createUser({ role: 'advogado' });
    expect((await criarLink(req(`/api/pericia/${pericia.id}/periciado/link`, { token: outro.token, body: {} }), ctx({ id: String(pericia.id) }))).status).toBe(404);

    await salvarChecklist(req(`/api/pericia/${pericia.id}/checklist`, { method: 'PUT', token: advogado.token, body: { itens: ['Exames', ' exames ', 'CNIS'] } }), ctx({ id: String(pericia.id) }));
    const ck = await body<{ itens: string[]; sugestoes: string[] }>(await lerChecklist(req(`/api/pericia/${pericia.id}/checklist`, { token: perito.token }), ctx({ id: String(pericia.id) })));
    expect(ck.itens).toEqual(['Exames', 'CNIS']);
    expect(ck.sugestoes.length).toBeGreaterThan(0);
    // The firm's suggestions are the admins' (Empresa): the role is checked before the body is read, so a bad body by
    // an advogado or a médico is 403, never 400.
    for (const u of [advogado, perito]) {
      expect((await salvarSugestoes(req('/api/empresa/checklist-periciado', { method: 'PUT', token: u.token, body: { itens: 'tudo' } }), noCtx)).status).toBe(403);
    }
    await salvarPerito(req(`/api/pericia/${pericia.id}/periciado`, { method: 'PUT', token: advogado.token, body: { peritoJudicial: 'Dr. Perito do Juízo' } }), ctx({ id: String(pericia.id) }));

    const link = await gerarLink(advogado, pericia.id);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Stored hashed: the token itself is nowhere in the table.
    const db = await getDb();
    const [row] = await db.select().from(periciadoLinks).where(eq(periciadoLinks.periciaId, pericia.id));
    expect(JSON.stringify(row)).not.toContain(link.token);

    const pagina = await lerPaginaPericiado(link.token, ip());
    expect(Object.keys(pagina).sort()).toEqual(['arquivosEnviados', 'assistente', 'checklist', 'dataEnd', 'dataStart', 'local', 'peritoJudicial', 'resposta', 'tipo', 'whatsapp']);
    expect(pagina).toMatchObject({ peritoJudicial: 'Dr. Perito do Juízo', assistente: { nome: 'Dra. Assistente Técnica', telefone: '(11) 98765-0000' }, checklist: ['Exames', 'CNIS'], local: 'Fórum Federal, Av. Paulista 1842' });
    const texto = JSON.stringify(pagina);
    for (const segredo of [caso.numeroProcesso!, caso.requerente, 'lombalgia', 'Periciado Secreto', 'INSS']) expect(texto).not.toContain(segredo);

    // Expired (the day after the day after), wrong and revoked: the same error and text.
    await esperarIndisponivel(lerPaginaPericiado(link.token, ip(), new Date(new Date(link.expiraEm).getTime() + 1000)));
    await esperarIndisponivel(lerPaginaPericiado(randomBytes(32).toString('base64url'), ip()));
    await esperarIndisponivel(lerPaginaPericiado('curto', ip()));
    expect((await revogarLink(req(`/api/pericia/${pericia.id}/periciado/link`, { method: 'DELETE', token: perito.token }), ctx({ id: String(pericia.id) }))).status).toBe(200);
    await esperarIndisponivel(lerPaginaPericiado(link.token, ip()));
    // A new link revokes nothing else and works; the old stays dead.
    const novo = await gerarLink(perito, pericia.id);
    expect((await lerPaginaPericiado(novo.token, ip())).checklist).toEqual(['Exames', 'CNIS']);
  });

  it('is rate-limited per perícia (links) and per address (page)', async () => {
    const { advogado, pericia } = await cenario();
    for (let i = 0; i < LINKS_POR_HORA; i++) await gerarLink(advogado, pericia.id);
    const res = await criarLink(req(`/api/pericia/${pericia.id}/periciado/link`, { token: advogado.token, body: {} }), ctx({ id: String(pericia.id) }));
    expect(res.status).toBe(429);
    const endereco = ip();
    const tentativas = await Promise.allSettled(Array.from({ length: 61 }, () => lerPaginaPericiado(randomBytes(32).toString('base64url'), endereco)));
    const limitadas = tentativas.filter((t) => t.status === 'rejected' && t.reason instanceof TooManyRequestsError);
    expect(limitadas.length).toBeGreaterThan(0);
    expect(tentativas.filter((t) => t.status === 'rejected' && t.reason instanceof LinkIndisponivelError).length).toBe(61 - limitadas.length);
  });
});

describe('confirmation', () => {
  it('the periciado answers; the agenda shows it; the lawyer and the perito are notified', async () => {
    const { advogado, perito, pericia, caso } = await cenario();
    const { token } = await gerarLink(advogado, pericia.id);
    const semMotivo = await confirmar(req(`/api/p/${token}/confirmacao`, { body: { comparecera: false } }), ctx({ token }));
    expect(semMotivo.status).toBe(400);
    expect((await body(semMotivo)).errors).toMatchObject({ motivo: expect.any(String) });
    const ruim = await confirmar(req(`/api/p/${'x'.repeat(43)}/confirmacao`, { body: { comparecera: true } }), ctx({ token: 'x'.repeat(43) }));
    expect(ruim.status).toBe(404);
    expect((await body(ruim)).message).toBe(LINK_INDISPONIVEL);
    // The page's plain form (urlencoded; a browser under no-referrer sends Origin: null): 303 back to the page.
    const form = (campos: string) =>
      confirmar(req(`/api/p/${token}/confirmacao`, { method: 'POST', rawBody: campos, headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'null' } }), ctx({ token }));
    const semMotivoForm = await form('comparecera=false&motivo=');
    expect(semMotivoForm.status).toBe(303);
    expect(semMotivoForm.headers.get('location')).toBe(`/p/${token}?erro=motivo#confirmacao`);
    const vou = await form('comparecera=true');
    expect(vou.headers.get('location')).toBe(`/p/${token}?resposta=ok#confirmacao`);
    const ok = await confirmar(req(`/api/p/${token}/confirmacao`, { body: { comparecera: false, motivo: 'Viagem a trabalho' } }), ctx({ token }));
    expect(ok.status).toBe(200);
    const lidas = await body<{ idpericia: number; periciado: unknown }[]>(await lerPericias(req('/api/pericia/read', { token: advogado.token }), noCtx));
    expect(lidas.find((p) => p.idpericia === pericia.id)?.periciado).toMatchObject({ comparecera: false, motivo: 'Viagem a trabalho', respondidoEm: expect.any(String) });
    const db = await getDb();
    for (const u of [advogado, perito]) {
      const n = await db.select().from(notificacoes).where(and(eq(notificacoes.userId, u.id), eq(notificacoes.processoId, caso.id)));
      expect(n.some((x) => x.mensagem.includes('não poderá comparecer'))).toBe(true);
    }
  });
});

describe('files from the periciado', () => {
  function upload(token: string, arquivo: Buffer, nome: string, mime: string) {
    const form = new FormData();
    form.append('arquivo', new Blob([new Uint8Array(arquivo)], { type: mime }), nome);
    return enviarArquivo(req(`/api/p/${token}/arquivos`, { method: 'POST', rawBody: form }), ctx({ token }));
  }

  it('a PDF is received, listed by name and size only, readable after the lawyer accepts it; DOCX refused', async () => {
    const { advogado, perito, pericia, caso } = await cenario();
    const { token } = await gerarLink(advogado, pericia.id);
    expect((await upload(token, docxBytes(), 'exame.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')).status).toBe(415);
    const conteudo = pdfBytes(`Exame ${randomUUID()}`);
    const res = await upload(token, conteudo, 'exame.pdf', 'application/pdf');
    expect(res.status).toBe(201);
    const { id } = await body<{ id: number }>(res);
    const lista = await body<{ id: number; aceito: boolean; origem: string; tamanho: number }[]>(await listarArquivos(req(`/api/processo/${caso.id}/periciado/arquivos`, { token: perito.token }), ctx({ id: String(caso.id) })));
    expect(lista).toEqual([expect.objectContaining({ id, aceito: false, origem: 'Enviado pelo periciado', tamanho: conteudo.length })]);
    expect((await baixarArquivo(req(`/api/periciado/arquivos/${id}`, { token: advogado.token }), ctx({ id: String(id) }))).status).toBe(409);
    const estranho = await createUser({ role: 'advogado' });
    expect((await aceitarArquivo(req(`/api/periciado/arquivos/${id}/aceite`, { method: 'POST', token: estranho.token }), ctx({ id: String(id) }))).status).toBe(404);
    expect((await aceitarArquivo(req(`/api/periciado/arquivos/${id}/aceite`, { method: 'POST', token: advogado.token }), ctx({ id: String(id) }))).status).toBe(200);
    const baixado = await baixarArquivo(req(`/api/periciado/arquivos/${id}`, { token: perito.token }), ctx({ id: String(id) }));
    expect(baixado.status).toBe(200);
    expect(Buffer.from(await baixado.arrayBuffer()).equals(conteudo)).toBe(true);
  });
});

describe('notices', () => {
  it('each goes once through a failing then recovering WhatsApp; statuses from the signed webhook; SAIR opts out', async () => {
    const { advogado, perito, pericia, caso, dia } = await cenario(10);
    const telefone = `55119${String(randomBytes(4).readUInt32BE() % 100_000_000).padStart(8, '0')}`;
    const c = await consentimento(
      req(`/api/processo/${caso.id}/periciado/whatsapp`, { method: 'PUT', token: advogado.token, body: { telefone: `+${telefone}`, consentimento: true, origem: 'advogado' } }),
      ctx({ id: String(caso.id) }),
    );
    expect(c.status).toBe(200);
    const email = `periciado-${randomUUID()}@teste.com.br`;
    const { url } = await gerarLink(advogado, pericia.id, { email });

    wa.falharProximas(1);
    const antes = wa.mensagens.length;
    await processarAvisosPericiado();
    // Both e-mails went; WhatsApp failed once and waits for its retry.
    const link = await smtp.waitFor(email, /Perícia marcada/);
    expect(link.text).toContain(url);
    await smtp.waitFor(advogado.email, /Perícia marcada/);
    const db = await getDb();
    const [whats] = await db.select().from(avisosPericiado).where(and(eq(avisosPericiado.periciaId, pericia.id), eq(avisosPericiado.canal, 'whatsapp')));
    expect(whats).toMatchObject({ status: 'pendente', tentativas: 1 });
    // Not yet due: nothing sent. After the delay: sent once, and never again.
    await processarAvisosPericiado();
    expect(wa.mensagens.length).toBe(antes);
    await processarAvisosPericiado({ now: new Date(Date.now() + 5 * 60_000) });
    await processarAvisosPericiado({ now: new Date(Date.now() + 60 * 60_000) });
    const enviadas = wa.mensagens.filter((m) => m.to === telefone);
    expect(enviadas).toHaveLength(1);
    expect(enviadas[0]).toMatchObject({ template: 'pericia_agendada', language: 'pt_BR' });
    expect(enviadas[0].parametros[3]).toBe(url);

    // Signed statuses move the notice forward; an unsigned or badly signed call is refused.
    const corpo = webhookStatus(wa.phoneNumberId, enviadas[0].id, 'read', telefone);
    expect((await webhook(req('/api/whatsapp/webhook', { method: 'POST', rawBody: corpo, headers: { 'x-hub-signature-256': assinarWebhook(corpo, 'outro') } }), noCtx)).status).toBe(403);
    expect((await webhook(req('/api/whatsapp/webhook', { method: 'POST', rawBody: corpo, headers: { 'x-hub-signature-256': assinarWebhook(corpo, APP_SECRET) } }), noCtx)).status).toBe(200);
    const atrasado = webhookStatus(wa.phoneNumberId, enviadas[0].id, 'delivered', telefone);
    await webhook(req('/api/whatsapp/webhook', { method: 'POST', rawBody: atrasado, headers: { 'x-hub-signature-256': assinarWebhook(atrasado, APP_SECRET) } }), noCtx);
    const lista = await body<{ canal: string; destinatario: string; tipo: string; status: string; endereco: string }[]>(
      await avisos(req(`/api/pericia/${pericia.id}/avisos`, { token: perito.token }), ctx({ id: String(pericia.id) })),
    );
    expect(lista.map((a) => `${a.canal}/${a.destinatario}/${a.tipo}/${a.status}`).sort()).toEqual([
      'email/advogado/marcada/sent',
      'email/periciado/marcada/sent',
      'whatsapp/periciado/marcada/read',
    ]);
    expect(JSON.stringify(lista)).not.toContain(telefone);

    // The handshake.
    const hs = await verificarWebhook(req('/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=verificacao-123&hub.challenge=42'), noCtx);
    expect(await hs.text()).toBe('42');
    expect((await verificarWebhook(req('/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=errado&hub.challenge=42'), noCtx)).status).toBe(403);

    // 'SAIR' withdraws consent: the move is told by e-mail only.
    const sair = webhookResposta(wa.phoneNumberId, telefone, 'Sair');
    await webhook(req('/api/whatsapp/webhook', { method: 'POST', rawBody: sair, headers: { 'x-hub-signature-256': assinarWebhook(sair, APP_SECRET) } }), noCtx);
    const [contato] = await db.select().from(periciadoContatos).where(eq(periciadoContatos.processoId, caso.id));
    expect(contato).toMatchObject({ whatsappConsentimento: false, retiradoPor: 'resposta' });
    const novoDia = addCalendarDays(dia, 1);
    const proibido = await remarcar(
      req(`/api/pericia/${pericia.id}`, { method: 'PATCH', token: advogado.token, body: { data_start: isoFromDateAndTime(novoDia, '10:00'), data_end: isoFromDateAndTime(novoDia, '11:00') } }),
      ctx({ id: String(pericia.id) }),
    );
    expect(proibido.status).toBe(403);
    const foraDoHorario = await remarcar(
      req(`/api/pericia/${pericia.id}`, { method: 'PATCH', token: perito.token, body: { data_start: isoFromDateAndTime(novoDia, '19:00'), data_end: isoFromDateAndTime(novoDia, '20:00') } }),
      ctx({ id: String(pericia.id) }),
    );
    expect(foraDoHorario.status).toBe(400);
    const movida = await remarcar(
      req(`/api/pericia/${pericia.id}`, { method: 'PATCH', token: perito.token, body: { data_start: isoFromDateAndTime(novoDia, '10:00'), data_end: isoFromDateAndTime(novoDia, '11:00') } }),
      ctx({ id: String(pericia.id) }),
    );
    expect(movida.status).toBe(200);
    await processarAvisosPericiado();
    await smtp.waitFor(email, /Perícia remarcada/);
    const remarcadas = await db.select().from(avisosPericiado).where(and(eq(avisosPericiado.periciaId, pericia.id), eq(avisosPericiado.tipo, 'remarcada')));
    expect(remarcadas.map((r) => r.canal).sort()).toEqual(['email', 'email']);

    // Cancelled: the notice outlives the perícia.
    expect((await cancelar(req(`/api/pericia/${pericia.id}`, { method: 'DELETE', token: perito.token }), ctx({ id: String(pericia.id) }))).status).toBe(200);
    await processarAvisosPericiado();
    await smtp.waitFor(email, /Perícia cancelada/);
  });

  it('the periciado gives consent on the page (origem periciado, no user) and withdraws it', async () => {
    const { advogado, pericia, caso } = await cenario();
    const { token } = await gerarLink(advogado, pericia.id);
    await consentimentoPelaPagina(token, ip(), '5511987650001', true);
    const db = await getDb();
    const [c] = await db.select().from(periciadoContatos).where(eq(periciadoContatos.processoId, caso.id));
    expect(c).toMatchObject({ telefone: '5511987650001', whatsappConsentimento: true, consentimentoOrigem: 'periciado', consentimentoPor: null });
    await consentimentoPelaPagina(token, ip(), '5511987650001', false);
    const [d] = await db.select().from(periciadoContatos).where(eq(periciadoContatos.processoId, caso.id));
    expect(d).toMatchObject({ whatsappConsentimento: false, retiradoPor: 'periciado' });
    await esperarIndisponivel(consentimentoPelaPagina('x'.repeat(43), ip(), '5511987650001', true));
  });

  it('reminders 3 days and 1 day before are written once each', async () => {
    const { advogado, pericia } = await cenario(3);
    await gerarLink(advogado, pericia.id, { email: `p-${randomUUID()}@teste.com.br` });
    await agendarLembretesPericiado();
    await agendarLembretesPericiado();
    const db = await getDb();
    const rows = await db.select().from(avisosPericiado).where(and(eq(avisosPericiado.periciaId, pericia.id), eq(avisosPericiado.tipo, 'lembrete3')));
    expect(rows.map((r) => r.destinatario).sort()).toEqual(['advogado', 'periciado']);
    // Two days later it is the 1-day reminder.
    await agendarLembretesPericiado(new Date(Date.now() + 2 * 24 * 3600_000));
    const um = await db.select().from(avisosPericiado).where(and(eq(avisosPericiado.periciaId, pericia.id), eq(avisosPericiado.tipo, 'lembrete1')));
    expect(um).toHaveLength(2);
  });
});
