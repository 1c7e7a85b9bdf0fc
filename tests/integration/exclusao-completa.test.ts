import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as register } from '@/app/api/auth/register/route';
import { POST as createSolic } from '@/app/api/lgpd/solicitacoes/route';
import { POST as responder } from '@/app/api/lgpd/solicitacoes/[id]/responder/route';
import { getDb } from '@/lib/db/client';
import { creditosMovimentos, documentos, entregas, entregaVersoes, quesitos, users } from '@/lib/db/schema';
import { withSmtpCatcher } from '../support/app-smtp';
import { PASSWORD, createUser, criarProcesso } from '../support/db-factories';
import { body, ctx, req } from '../support/handler-transport';

// Issue 27 item 4: after an 'exclusao', the person's name, e-mail and CPF are nowhere but in what the answer says
// was kept (quesito and deliverable text: case content, LGPD art. 7 VI and 16 I).

const noCtx = undefined as never;
withSmtpCatcher();

function cpfValido(): string {
  const d = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
  for (const n of [9, 10]) {
    const r = (d.reduce((acc, x, i) => acc + x * (n + 1 - i), 0) * 10) % 11;
    d.push(r === 10 ? 0 : r);
  }
  return d.join('');
}
const formatado = (c: string) => `${c.slice(0, 3)}.${c.slice(3, 6)}.${c.slice(6, 9)}-${c.slice(9)}`;
const tiptap = (texto: string) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: texto }] }] });

/** Which tables each kept item of the answer stands for (the test allows a column only when the answer lists it). */
const MANTIDOS_TABELAS: { chave: RegExp; tabelas: string[] }[] = [{ chave: /quesitos e das entregas/, tabelas: ['quesitos', 'entregas', 'entrega_versoes'] }];

describe('deletion leaves the name, e-mail and CPF only where the answer says it kept them', () => {
  it('créditos reasons, document titles and file names are cleaned; quesito and deliverable text kept and listed', async () => {
    const tag = randomUUID().slice(0, 8);
    const nome = `Beltrana Sumida ${tag}`;
    const email = `sumida-${tag}@teste.com.br`;
    const cpf = cpfValido();
    const reg = await register(
      req('/api/auth/register', { body: { nome, email, senha: PASSWORD, confirmarSenha: PASSWORD, cpf, telefone: '21988887777', endereco: 'Rua X, 1' } }),
      noCtx,
    );
    expect(reg.status).toBe(201);
    const { id: userId, token } = await body<{ id: number; token: string }>(reg);
    const db = await getDb();
    const caso = await criarProcesso({ ownerId: userId });
    await db.insert(creditosMovimentos).values({ userId, tipo: 'ajuste', delta: 5, saldoAntes: 0, saldoDepois: 5, motivo: `Cortesia para ${nome} (${email}), CPF ${formatado(cpf)}` });
    await db.insert(documentos).values([
      { processoId: caso.id, autorId: userId, titulo: `Procuração de ${nome} CPF ${cpf}`, tipo: 'link', url: 'https://exemplo.com.br/p' },
      { processoId: caso.id, autorId: userId, titulo: 'Laudo', tipo: 'link', url: 'https://exemplo.com.br/l', nomeArquivo: `${nome.replace(/ /g, '_')}.pdf` },
    ]);
    await db.insert(quesitos).values({ processoId: caso.id, autorId: userId, description: `O periciando ${nome} tem nexo causal?` });
    const [e] = await db.insert(entregas).values({ processoId: caso.id, idFase: 3, titulo: `Parecer de ${nome}`, conteudo: tiptap(`Assistente: ${nome}, ${email}`) }).returning();
    await db.insert(entregaVersoes).values({ entregaId: e.id, numero: 1, conteudo: tiptap(`Rascunho de ${nome}`) });

    const admin = await createUser({ role: 'admin' });
    const s = await body<{ id: number }>(await createSolic(req('/api/lgpd/solicitacoes', { token, body: { tipo: 'exclusao', mensagem: 'Apaguem meus dados.' } }), noCtx));
    const res = await responder(req(`/api/lgpd/solicitacoes/${s.id}/responder`, { token: admin.token, body: { resposta: 'Feito.', executar: true } }), ctx({ id: String(s.id) }));
    expect(res.status).toBe(200);
    const out = await body<{ resposta: string; exclusao: { mantidos: { oque: string; motivo: string }[] } }>(res);

    // The answer lists the kept case content, with its legal basis.
    const caseContent = out.exclusao.mantidos.find((m) => /quesitos e das entregas/.test(m.oque));
    expect(caseContent?.motivo).toMatch(/art\. 7º, VI/);
    expect(caseContent?.motivo).toMatch(/art\. 16, I/);
    expect(out.resposta).toContain(caseContent!.oque);
    const permitidas = new Set(MANTIDOS_TABELAS.filter((m) => out.exclusao.mantidos.some((k) => m.chave.test(k.oque))).flatMap((m) => m.tabelas));

    // Every text and json column of every table.
    const { rows: colunas } = (await db.execute(
      sql`select table_name, column_name from information_schema.columns where table_schema = 'public' and data_type in ('text', 'character varying', 'json', 'jsonb')`,
    )) as unknown as { rows: { table_name: string; column_name: string }[] };
    expect(colunas.length).toBeGreaterThan(50);
    const achados: string[] = [];
    for (const valor of [nome, nome.replace(/ /g, '_'), email, cpf, formatado(cpf)]) {
      for (const { table_name, column_name } of colunas) {
        const { rows } = (await db.execute(
          sql`select count(*)::int as n from ${sql.identifier(table_name)} where ${sql.identifier(column_name)}::text ilike ${`%${valor}%`}`,
        )) as unknown as { rows: { n: number }[] };
        if (rows[0].n > 0) achados.push(`${table_name}.${column_name}: ${valor}`);
      }
    }
    const fora = achados.filter((a) => !permitidas.has(a.split('.')[0]));
    expect(fora).toEqual([]);
    // What was kept really is there (the test would pass vacuously otherwise).
    expect(achados.some((a) => a.startsWith('quesitos.description'))).toBe(true);
    expect(achados.some((a) => a.startsWith('entrega_versoes.conteudo'))).toBe(true);

    const docs = await db.select().from(documentos).where(eq(documentos.processoId, caso.id));
    expect(docs.map((d) => d.titulo).sort()).toEqual(['Laudo', `Procuração de Titular anonimizado #${userId} CPF [anonimizado]`].sort());
    expect(docs.find((d) => d.titulo === 'Laudo')?.nomeArquivo).toBe(`Titular_anonimizado_#${userId}.pdf`);
    const [u] = await db.select().from(users).where(eq(users.id, userId));
    expect(u.ativo).toBe(false);
  });
});
