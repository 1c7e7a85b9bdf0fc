import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { POST as create } from '@/app/api/documentos/route';
import { getDb } from '@/lib/db/client';
import { cronologia, documentos } from '@/lib/db/schema';
import { criarProcesso, createUser } from '../support/db-factories';
import { body, req } from '../support/handler-transport';

const noCtx = undefined as never;
type U = Awaited<ReturnType<typeof createUser>>;
let admin: U, advogado: U, outroAdvogado: U, medico: U, outroMedico: U;
let caso: { id: number };

const DRIVE = 'https://drive.google.com/drive/folders/abc123';
const post = (token: string | undefined, payload: unknown) => create(req('/api/documentos', { token, body: payload }), noCtx);

beforeAll(async () => {
  admin = await createUser({ role: 'admin' });
  advogado = await createUser({ role: 'advogado' });
  outroAdvogado = await createUser({ role: 'advogado' });
  medico = await createUser({ role: 'medico' });
  outroMedico = await createUser({ role: 'medico' });
  caso = await criarProcesso({ ownerId: advogado.id, peritoId: medico.id });
});

describe('POST /api/documentos (Google Drive link on a case)', () => {
  it('the owner advogado attaches a link: 201 with the document, stored and in the Cronologia', async () => {
    const res = await post(advogado.token, { id_processo: caso.id, url: DRIVE, id_fase: 2 });
    expect(res.status).toBe(201);
    const data = await body<Record<string, unknown>>(res);
    expect(data).toMatchObject({
      id_processo: caso.id,
      url: DRIVE,
      id_fase: 2,
      titulo: 'Link do Google Drive (Elaboração de Quesitos)',
      message: 'Link adicionado ao processo com sucesso',
    });
    expect(typeof data.id).toBe('number');
    const db = await getDb();
    const [doc] = await db.select().from(documentos).where(eq(documentos.id, data.id as number));
    expect(doc).toMatchObject({ processoId: caso.id, autorId: advogado.id, url: DRIVE });
    const ev = await db.select().from(cronologia).where(eq(cronologia.processoId, caso.id));
    expect(ev.some((e) => e.tipo === 'documento' && e.evento === 'Documento adicionado: Link do Google Drive (Elaboração de Quesitos)')).toBe(true);
  });

  it('the assigned medico and an admin may attach too (Google Docs accepted; string id accepted)', async () => {
    expect((await post(medico.token, { id_processo: caso.id, url: 'https://docs.google.com/document/d/xyz/edit', titulo: 'Laudo' })).status).toBe(201);
    expect((await post(admin.token, { id_processo: String(caso.id), url: DRIVE })).status).toBe(201);
  });

  it('404 for another user’s case or an unknown case (ids are not probeable)', async () => {
    for (const token of [outroAdvogado.token, outroMedico.token]) {
      const res = await post(token, { id_processo: caso.id, url: DRIVE });
      expect(res.status).toBe(404);
      expect((await body(res)).message).toBe('Processo não encontrado.');
    }
    expect((await post(admin.token, { id_processo: 999_999_999, url: DRIVE })).status).toBe(404);
  });

  it.each([
    ['a non-Google host', 'https://dropbox.com/s/abc'],
    ['a look-alike host', 'https://drive.google.com.evil.example/x'],
    ['the host only in the path', 'https://evil.example/drive.google.com'],
    ['not a URL', 'drive.google.com/abc'],
    ['javascript:', 'javascript:alert(1)//drive.google.com'],
    ['empty', ''],
  ])('400 with the SPEC message for %s', async (_label, url) => {
    const res = await post(advogado.token, { id_processo: caso.id, url });
    expect(res.status).toBe(400);
    const data = await body<{ message: string; errors: Record<string, string> }>(res);
    expect(data.message).toBe('Por favor, insira um link válido do Google Drive');
    expect(data.errors.url).toBe('Por favor, insira um link válido do Google Drive');
  });

  it('400 without a case, with a bad phase, or a bad body; 401 anonymous', async () => {
    const noCase = await post(advogado.token, { url: DRIVE });
    expect(noCase.status).toBe(400);
    expect((await body<{ errors: Record<string, string> }>(noCase)).errors.id_processo).toBe('Selecione o processo.');
    expect((await post(advogado.token, { id_processo: caso.id, url: DRIVE, id_fase: 7 })).status).toBe(400);
    expect((await post(advogado.token, [])).status).toBe(400);
    const raw = await create(req('/api/documentos', { method: 'POST', token: advogado.token, rawBody: '{x', headers: { 'content-type': 'application/json' } }), noCtx);
    expect(raw.status).toBe(400);
    expect((await post(undefined, { id_processo: caso.id, url: DRIVE })).status).toBe(401);
  });
});
