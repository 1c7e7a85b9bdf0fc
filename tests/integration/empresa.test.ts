import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { GET as lerEmpresa, PUT as putEmpresa } from '@/app/api/empresa/route';
import { GET as readId } from '@/app/api/processo/readId/[id]/route';
import { getDb } from '@/lib/db/client';
import { empresa, users } from '@/lib/db/schema';
import { criarProcesso, createUser } from '../support/db-factories';
import { body, ctx, req } from '../support/handler-transport';

const noCtx = undefined as never;

beforeAll(async () => {
  await getDb();
});

const ler = (token?: string) => lerEmpresa(req('/api/empresa', { token }), noCtx);
const salvar = (token: string | undefined, data: unknown) => putEmpresa(req('/api/empresa', { method: 'PUT', body: data, token }), noCtx);
type Emp = Record<string, unknown> & { depoimentos: unknown[] };

// One file, one PGlite database: these tests run in order and share the single empresa row.
describe('GET/PUT /api/empresa', () => {
  // On PostgreSQL the row is shared with the other files running at the same time: only on the embedded database.
  it.runIf(!process.env.DATABASE_URL)('before anything is saved: every field null and no testimonials (anonymous may read)', async () => {
    await (await getDb()).delete(empresa);
    const res = await ler();
    expect(res.status).toBe(200);
    const e = await body<Emp>(res);
    expect(e.razaoSocial).toBeNull();
    expect(e.cnpj).toBeNull();
    expect(e.pix).toBeNull();
    expect(e.depoimentos).toEqual([]);
  });

  it('admin saves (masked values stored as digits), then a partial update changes only what it sends', async () => {
    const admin = await createUser({ role: 'admin' });
    const res = await salvar(admin.token, {
      razaoSocial: 'Clínica Pericial Ltda.',
      nomeFantasia: 'Perícia Teste',
      cnpj: '11.222.333/0001-81',
      cep: '01310-100',
      telefone: '(11) 3000-0000',
      whatsapp: '(11) 98765-4321',
      email: 'Contato@Clinica.com.br',
      banco: 'Banco Teste (999)',
      agencia: '0001',
      conta: '12345-6',
      pix: 'pix@clinica.com.br',
      dpoNome: 'Maria DPO',
      dpoContato: 'dpo@clinica.com.br',
      depoimentos: [{ texto: 'Ótimo trabalho.', nome: 'Dr. Fulano', papel: 'Advogado' }],
    });
    expect(res.status).toBe(200);
    const saved = (await body<{ empresa: Emp }>(res)).empresa;
    expect(saved).toMatchObject({ cnpj: '11222333000181', cep: '01310100', telefone: '1130000000', whatsapp: '11987654321', email: 'contato@clinica.com.br' });

    const partial = await salvar(admin.token, { pix: 'outra-chave', telefone: '' });
    expect(partial.status).toBe(200);
    const e = await body<Emp>(await ler());
    expect(e).toMatchObject({ razaoSocial: 'Clínica Pericial Ltda.', cnpj: '11222333000181', pix: 'outra-chave', telefone: null, dpoNome: 'Maria DPO' });
    expect(e.depoimentos).toEqual([{ texto: 'Ótimo trabalho.', nome: 'Dr. Fulano', papel: 'Advogado' }]);
    const [row] = await (await getDb()).select().from(empresa);
    expect(row.updatedBy).toBe(admin.id);

    // Testimonials removed: an empty list (the landing page hides the section).
    expect((await salvar(admin.token, { depoimentos: [] })).status).toBe(200);
    expect((await body<Emp>(await ler())).depoimentos).toEqual([]);
  });

  it('invalid values: 400 with the field, nothing saved', async () => {
    const admin = await createUser({ role: 'admin' });
    const cases: [unknown, string][] = [
      [{ cnpj: '11.222.333/0001-82' }, 'cnpj'],
      [{ cnpj: '1234' }, 'cnpj'],
      [{ telefone: '(00) 1234-5678' }, 'telefone'],
      [{ cep: '123' }, 'cep'],
      [{ email: 'sem-arroba' }, 'email'],
      [{ razaoSocial: 'x'.repeat(201) }, 'razaoSocial'],
      [{ razaoSocial: 'Nul\u0000' }, 'razaoSocial'],
      [{ depoimentos: [{ texto: '', nome: 'A' }] }, 'depoimentos.0.texto'],
      [{ depoimentos: 'texto' }, 'depoimentos'],
      [{ pix: 'ok', cnpj: '00.000.000/0000-00' }, 'cnpj'],
      [{}, '_'],
    ];
    for (const [data, field] of cases) {
      const res = await salvar(admin.token, data);
      expect(res.status, JSON.stringify(data)).toBe(400);
      const b = await body<{ errors?: Record<string, string>; message: string }>(res);
      expect(b.message).toBeTruthy();
      if (field !== '_') expect(b.errors?.[field], JSON.stringify(b)).toBeTruthy();
    }
    // None of the refused values was stored (not even the valid 'pix' sent beside an invalid CNPJ).
    const e = await body<Emp>(await ler());
    expect(e.cnpj).not.toBe('11222333000182');
    expect(e.cnpj).not.toBe('00000000000000');
    expect(e.telefone).not.toBe('0012345678');
    expect(e.pix).not.toBe('ok');
    expect(String(e.razaoSocial)).not.toMatch(/^x+$|^Nul/);
  });

  it('médico and advogado: 403; anonymous: 401; nothing saved', async () => {
    for (const role of ['medico', 'advogado'] as const) {
      const u = await createUser({ role });
      const res = await salvar(u.token, { razaoSocial: 'Invasor Ltda.' });
      expect(res.status).toBe(403);
      // A bad body changes nothing: the role is checked before the body is read.
      expect((await salvar(u.token, { razaoSocial: 5, email: 'não é e-mail' })).status).toBe(403);
      expect((await ler(u.token)).status).toBe(200);
    }
    expect((await salvar(undefined, { razaoSocial: 'Invasor Ltda.' })).status).toBe(401);
    expect((await body<Emp>(await ler())).razaoSocial).not.toBe('Invasor Ltda.');
  });
});

describe('least data: what the perito learns about the lawyer (issue 11 item 10)', () => {
  it("the assigned médico sees the lawyer's name, office, e-mail and phone, never CPF or address; owner and admin see all", async () => {
    const advogado = await createUser({ role: 'advogado', nome: 'Dra. Advogada Dona' });
    await (await getDb())
      .update(users)
      .set({ cpf: '52998224725', endereco: 'Rua Secreta, 10', telefone: '11912345678', escritorio: 'Escritório Dona' })
      .where(eq(users.id, advogado.id));
    const medico = await createUser({ role: 'medico' });
    const admin = await createUser({ role: 'admin' });
    const p = await criarProcesso({ ownerId: advogado.id, peritoId: medico.id });
    const read = (token: string) => readId(req(`/api/processo/readId/${p.id}`, { token }), ctx({ id: String(p.id) }));

    const doMedico = await read(medico.token);
    expect(doMedico.status).toBe(200);
    const m = await body(doMedico);
    expect(m).toMatchObject({ nome: 'Dra. Advogada Dona', escritorio: 'Escritório Dona', email: advogado.email, telefone: '11912345678', cpf: null, endereco: null });
    expect(JSON.stringify(m)).not.toContain('52998224725');
    expect(JSON.stringify(m)).not.toContain('Rua Secreta');

    for (const token of [advogado.token, admin.token]) {
      expect(await body(await read(token))).toMatchObject({ cpf: '52998224725', endereco: 'Rua Secreta, 10' });
    }
  });
});
