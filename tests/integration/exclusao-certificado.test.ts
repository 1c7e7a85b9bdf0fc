import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { POST as enviarCert } from '@/app/api/user/certificado/route';
import { POST as createSolic } from '@/app/api/lgpd/solicitacoes/route';
import { POST as responder } from '@/app/api/lgpd/solicitacoes/[id]/responder/route';
import { getDb } from '@/lib/db/client';
import { certificadosAssinatura } from '@/lib/db/schema';
import { ObjectNotFoundError, resetStorageForTests, storageDriver } from '@/lib/storage';
import { withSmtpCatcher } from '../support/app-smtp';
import { gerarPfx } from '../support/certificados';
import { createUser } from '../support/db-factories';
import { body, ctx, req } from '../support/handler-transport';
import { startS3Standin } from '../support/s3-standin';

// Issue 28: deleting an account (LGPD art. 18 VI) deletes the perito's A1 certificate — its row, its sealed password
// and its encrypted .pfx in the store — not only the row. The store is the S3 driver against a local stand-in.

const s3 = await startS3Standin();
Object.assign(process.env, s3.env);
resetStorageForTests();
afterAll(async () => {
  resetStorageForTests();
  await s3.stop();
});
withSmtpCatcher();

const noCtx = undefined as never;

/** Whether the store still has the object under `key`. */
async function existe(key: string): Promise<boolean> {
  try {
    const stream = await storageDriver().get(key);
    for await (const chunk of stream) void chunk;
    return true;
  } catch (err) {
    if (err instanceof ObjectNotFoundError) return false;
    throw err;
  }
}

async function peritoComCertificado() {
  const medico = await createUser({ role: 'medico' });
  const fd = new FormData();
  fd.append('arquivo', new Blob([new Uint8Array(gerarPfx({ senha: 'senha-do-a1' }))]), 'certificado.pfx');
  fd.append('senha', 'senha-do-a1');
  const res = await enviarCert(req('/api/user/certificado', { token: medico.token, method: 'POST', rawBody: fd }), noCtx);
  expect(res.status).toBe(201);
  const [row] = await (await getDb()).select().from(certificadosAssinatura).where(eq(certificadosAssinatura.userId, medico.id));
  expect(row).toBeDefined();
  return { medico, storageKey: row.storageKey };
}

async function pedirExclusao(token: string): Promise<number> {
  const res = await createSolic(req('/api/lgpd/solicitacoes', { token, body: { tipo: 'exclusao', mensagem: 'Apaguem meus dados.' } }), noCtx);
  expect(res.status).toBe(201);
  return (await body<{ id: number }>(res)).id;
}

const responderA = (token: string, id: number, b: unknown) =>
  responder(req(`/api/lgpd/solicitacoes/${id}/responder`, { token, body: b }), ctx({ id: String(id) }));

describe('account deletion and the A1 certificate', () => {
  it('executing a deletion removes the certificate row and its encrypted file from the store; the answer says so', async () => {
    expect(storageDriver().name).toBe('s3');
    const admin = await createUser({ role: 'admin' });
    const { medico, storageKey } = await peritoComCertificado();
    expect(await existe(storageKey)).toBe(true);
    const id = await pedirExclusao(medico.token);

    const res = await responderA(admin.token, id, { resposta: 'Conta anonimizada.', executar: true });
    expect(res.status).toBe(200);
    const out = await body<{ status: string; exclusao: { removidos: string[] } } & Record<string, unknown>>(res);
    expect(out.status).toBe('executada');
    expect(out.exclusao.removidos.some((r) => /certificado digital A1/.test(r))).toBe(true);
    // The storage key is not part of the answer.
    expect(JSON.stringify(out)).not.toContain(storageKey);

    expect(await (await getDb()).select().from(certificadosAssinatura).where(eq(certificadosAssinatura.userId, medico.id))).toEqual([]);
    expect(await existe(storageKey)).toBe(false);
  });

  it('answering without executing keeps the certificate (row and file)', async () => {
    const admin = await createUser({ role: 'admin' });
    const { medico, storageKey } = await peritoComCertificado();
    const id = await pedirExclusao(medico.token);
    expect((await responderA(admin.token, id, { resposta: 'Precisamos confirmar a sua identidade.' })).status).toBe(200);
    expect(await (await getDb()).select().from(certificadosAssinatura).where(eq(certificadosAssinatura.userId, medico.id))).toHaveLength(1);
    expect(await existe(storageKey)).toBe(true);
  });
});
