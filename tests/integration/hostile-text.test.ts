import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PUT as empresaPut } from '@/app/api/empresa/route';
import { PUT as salvarEntrega } from '@/app/api/processo/[id]/fases/[idFase]/entrega/route';
import { DELETE as removerDocumento } from '@/app/api/documentos/[id]/route';
import { GET as baixarDocumento } from '@/app/api/documentos/[id]/arquivo/route';
import { getDb } from '@/lib/db/client';
import { entregas } from '@/lib/db/schema';
import { createUser, criarProcesso } from '../support/db-factories';
import { body, ctx, req } from '../support/handler-transport';

/** Text and structure no form sends answer 400 with nothing saved: never a 500 from jsonb, zod's recursion or the DOCX. */
describe('hostile text and structure', () => {
  const doc = (text: string, depth = 0) => {
    let item: unknown = { type: 'paragraph', content: [{ type: 'text', text }] };
    for (let i = 0; i < depth; i++) item = { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'x' }] }, item] }] };
    return { type: 'doc', content: [item] };
  };

  async function saveDraft(conteudo: unknown) {
    const medico = await createUser({ role: 'medico' });
    const advogado = await createUser({ role: 'advogado' });
    const caso = await criarProcesso({ ownerId: advogado.id, peritoId: medico.id, fases: [1] });
    const res = await salvarEntrega(req(`/api/processo/${caso.id}/fases/1/entrega`, { method: 'PUT', token: medico.token, body: { conteudo } }), ctx({ id: String(caso.id), idFase: '1' }));
    const db = await getDb();
    return { res, saved: await db.select().from(entregas).where(eq(entregas.processoId, caso.id)) };
  }

  it('a deliverable nested 600 deep is refused before the schema recurses', async () => {
    const { res, saved } = await saveDraft(doc('fundo', 600));
    expect(res.status).toBe(400);
    expect((await body(res)).message).toBe('Requisição inválida: estrutura aninhada demais.');
    expect(saved).toHaveLength(0);
  });

  it.each([
    ['a lone high surrogate', 'Parecer \ud800 final'],
    ['a lone low surrogate', '\udc00'],
    ['U+FFFF', 'Conclusão\uffff'],
    ['U+FFFE', '\ufffe'],
  ])('a deliverable holding %s answers 400 and saves nothing', async (_, text) => {
    const { res, saved } = await saveDraft(doc(text));
    expect(res.status).toBe(400);
    expect((await body(res)).message).toBe('O texto contém caracteres inválidos.');
    expect(saved).toHaveLength(0);
  });

  it('a real emoji (a surrogate pair) is text', async () => {
    const { res, saved } = await saveDraft(doc('Exame sem alterações 👍'));
    expect(res.status).toBe(200);
    expect(saved).toHaveLength(1);
  });

  it("the firm's testimonials refuse a lone surrogate", async () => {
    const admin = await createUser({ role: 'admin' });
    const res = await empresaPut(
      req('/api/empresa', { method: 'PUT', token: admin.token, body: { depoimentos: [{ texto: 'Ótimo \ud83d', nome: 'Dr. Fulano', papel: 'Advogado' }] } }),
      ctx({}),
    );
    expect(res.status).toBe(400);
  });

  it.each(['-1', '0', 'abc', '2147483648', ' 1', '1 ', '1e0', '01x'])('a document id %j is unknown (404), as on every route', async (raw) => {
    const admin = await createUser({ role: 'admin' });
    const down = await baixarDocumento(req(`/api/documentos/${encodeURIComponent(raw)}/arquivo`, { token: admin.token }), ctx({ id: raw }));
    expect(down.status).toBe(404);
    expect((await body(down)).message).toBe('Documento não encontrado.');
    const del = await removerDocumento(req(`/api/documentos/${encodeURIComponent(raw)}`, { method: 'DELETE', token: admin.token }), ctx({ id: raw }));
    expect(del.status).toBe(404);
  });
});
