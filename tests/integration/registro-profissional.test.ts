import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as lerRegistro, PUT as salvarRegistro } from '@/app/api/user/registro-profissional/route';
import { DELETE as removerCert, POST as enviarCert } from '@/app/api/user/certificado/route';
import { POST as registrar } from '@/app/api/auth/register/route';
import { PUT as salvarEntrega } from '@/app/api/processo/[id]/fases/[idFase]/entrega/route';
import { POST as publicar } from '@/app/api/processo/[id]/fases/[idFase]/entrega/publicar/route';
import { GET as baixar } from '@/app/api/documentos/[id]/arquivo/route';
import { getDb } from '@/lib/db/client';
import { certificadosAssinatura, users } from '@/lib/db/schema';
import type { EntregaView } from '@/lib/data/entregas';
import type { RegistroProfissional } from '@/lib/data/users';
import { pdfPages } from '../../e2e/pdf-text';
import { gerarPfx } from '../support/certificados';
import { criarProcesso, createUser } from '../support/db-factories';
import { usarDataDirProprio } from '../support/data-dir';
import { entregaConteudo, registroBody, uniqueIp } from '../support/factories';
import { body, ctx, req } from '../support/handler-transport';

// Files of this file live in a DATA_DIR of its own (file-system storage driver).
const dataDir = await usarDataDirProprio('registro', { arquivos: true, outbox: true });

type U = Awaited<ReturnType<typeof createUser>>;
type Registro = RegistroProfissional & { message: string; errors?: Record<string, string> };
const noCtx = undefined as never;
const put = (t: string | undefined, b: unknown) => salvarRegistro(req('/api/user/registro-profissional', { token: t, method: 'PUT', body: b }), noCtx);

function form(pfx: Buffer | string | null, senha?: string): FormData {
  const fd = new FormData();
  if (pfx !== null) fd.append('arquivo', new Blob([typeof pfx === 'string' ? pfx : new Uint8Array(pfx)]), 'certificado.pfx');
  if (senha !== undefined) fd.append('senha', senha);
  return fd;
}
const enviar = (t: string | undefined, fd: FormData) => enviarCert(req('/api/user/certificado', { token: t, method: 'POST', rawBody: fd }), noCtx);
const remover = (t: string | undefined) => removerCert(req('/api/user/certificado', { token: t, method: 'DELETE' }), noCtx);

const base = (id: number) => `/api/processo/${id}/fases/1/entrega`;
async function escreverEPublicar(t: string, id: number, texto: string): Promise<Response> {
  const salvo = await salvarEntrega(req(base(id), { token: t, method: 'PUT', body: { conteudo: entregaConteudo(texto) } }), ctx({ id: String(id), idFase: '1' }));
  expect(salvo.status).toBe(200);
  return publicar(req(`${base(id)}/publicar`, { token: t, method: 'POST' }), ctx({ id: String(id), idFase: '1' }));
}
const baixarDoc = async (t: string, id: number) => Buffer.from(await (await baixar(req(`/api/documentos/${id}/arquivo`, { token: t }), ctx({ id: String(id) }))).arrayBuffer());
const pdfText = (b: Buffer) => pdfPages(b).texts.join('\n').replace(/\s+/g, ' ');
const docxText = (b: Buffer) => Buffer.from(unzipSync(new Uint8Array(b))['word/document.xml']).toString('utf8').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

const PDFSIG = existsSync('/usr/bin/pdfsig') ? '/usr/bin/pdfsig' : null;
/** Debian's pdfsig (poppler-utils; scripts/ensure-chromium.mjs installs it) on the PDF: its report. */
async function pdfsig(pdf: Buffer): Promise<string> {
  const file = path.join(dataDir, `assinado-${Date.now()}.pdf`);
  await writeFile(file, pdf);
  try {
    return execFileSync(PDFSIG!, [file], { encoding: 'utf8' });
  } catch (err) {
    // pdfsig exits non-zero when the certificate is not trusted (ours is self-signed); the report is still printed.
    return String((err as { stdout?: string }).stdout ?? '');
  }
}

let admin: U, advogado: U, medico: U;
beforeAll(async () => {
  admin = await createUser({ role: 'admin' });
  advogado = await createUser({ role: 'advogado' });
  medico = await createUser({ role: 'medico', semRegistro: true, nome: 'Dra. Ana Perita' });
});

describe('registro profissional (PUT /api/user/registro-profissional)', () => {
  it('a médico records CRM/UF, especialidade and RQE, normalised; history kept; GET reads it back', async () => {
    const res = await put(medico.token, { crm: '123.456', crmUf: 'sp', especialidade: 'Ortopedia e Traumatologia', rqe: '6789', oabNumero: 'ignorado' });
    expect(res.status).toBe(200);
    const r = await body<Registro>(res);
    expect(r).toMatchObject({ crm: '123456', crm_uf: 'SP', especialidade: 'Ortopedia e Traumatologia', rqe: '6789', oab_numero: null, certificado: null, message: 'Registro profissional salvo' });
    const lido = await body<Registro>(await lerRegistro(req('/api/user/registro-profissional', { token: medico.token }), noCtx));
    expect(lido.crm).toBe('123456');
  });

  it('each bad médico field is a 400 naming it, nothing saved', async () => {
    const casos: [Record<string, unknown>, string, string][] = [
      [{ crmUf: 'SP', especialidade: 'Ortopedia' }, 'crm', 'CRM inválido: informe apenas os números do registro (até 7 dígitos).'],
      [{ crm: '12A', crmUf: 'SP', especialidade: 'Ortopedia' }, 'crm', 'CRM inválido: informe apenas os números do registro (até 7 dígitos).'],
      [{ crm: '1', crmUf: 'XX', especialidade: 'Ortopedia' }, 'crmUf', 'Selecione a UF do CRM.'],
      [{ crm: '1', crmUf: 'SP', especialidade: 'ab' }, 'especialidade', 'Informe a especialidade (de 3 a 120 caracteres).'],
      [{ crm: '1', crmUf: 'SP', especialidade: 'Ortopedia', rqe: 'x' }, 'rqe', 'RQE inválido: informe apenas os números (até 7 dígitos).'],
      [{ crm: 123, crmUf: 'SP', especialidade: 'Ortopedia' }, 'crm', 'CRM inválido: informe apenas os números do registro (até 7 dígitos).'],
    ];
    for (const [b, campo, msg] of casos) {
      const res = await put(medico.token, b);
      expect(res.status, JSON.stringify(b)).toBe(400);
      const e = await body<Registro>(res);
      expect(e.message).toBe(msg);
      expect(e.errors?.[campo]).toBe(msg);
    }
    const [u] = await (await getDb()).select().from(users).where(eq(users.id, medico.id));
    expect(u.crm).toBe('123456');
  });

  it('an advogado records the OAB (both or neither); one without the other is 400', async () => {
    const ok = await body<Registro>(await put(advogado.token, { oabNumero: '12345a', oabUf: 'RJ', crm: 'ignorado' }));
    expect(ok).toMatchObject({ oab_numero: '12345-A', oab_uf: 'RJ', crm: null });
    const sem = await put(advogado.token, { oabNumero: '12345' });
    expect(sem.status).toBe(400);
    expect((await body<Registro>(sem)).errors?.oabUf).toBe('Informe o número e a UF da OAB juntos (ou deixe os dois em branco).');
    expect((await put(advogado.token, { oabNumero: '1234567', oabUf: 'SP' })).status).toBe(400);
    expect((await body<Registro>(await put(advogado.token, { oabNumero: '', oabUf: '' })))).toMatchObject({ oab_numero: null, oab_uf: null });
  });

  it('admins have none (403); no session is 401; a body that is not an object is 400', async () => {
    const res = await put(admin.token, { crm: '1', crmUf: 'SP', especialidade: 'Ortopedia' });
    expect(res.status).toBe(403);
    expect((await body<Registro>(res)).message).toBe('Administradores não têm registro profissional: CRM é dos médicos e OAB é dos advogados.');
    expect((await put(undefined, { crm: '1' })).status).toBe(401);
    expect((await put(medico.token, ['x'])).status).toBe(400);
    // The role is checked before the body is read: the same bad body by an admin is 403, never 400.
    expect((await put(admin.token, ['x'])).status).toBe(403);
  });

  it('registration (SPEC call 9) takes the OAB pair optionally and refuses a bad one', async () => {
    const call = (b: unknown) => registrar(req('/api/auth/register', { body: b, headers: { 'x-forwarded-for': uniqueIp() } }), noCtx);
    const semOab = await call(registroBody());
    expect(semOab.status).toBe(201);
    const b = registroBody();
    const comOab = await call({ ...b, oabNumero: '123.456', oabUf: 'sp' });
    expect(comOab.status).toBe(201);
    const [u] = await (await getDb()).select().from(users).where(eq(users.email, b.email));
    expect([u.oabNumero, u.oabUf]).toEqual(['123456', 'SP']);
    const ruim = await call({ ...registroBody(), oabNumero: 'abc', oabUf: 'SP' });
    expect(ruim.status).toBe(400);
    expect((await body<Registro>(ruim)).errors?.oabNumero).toMatch(/^Número da OAB inválido/);
  });
});

describe('certificado digital A1 (POST/DELETE /api/user/certificado)', () => {
  it('refuses a wrong password, an expired certificate, a file that is not a pfx, one without a key: 400, nothing kept', async () => {
    const pfx = gerarPfx({ senha: 'certa' });
    const casos: [FormData, string][] = [
      [form(pfx, 'errada'), 'Senha do certificado incorreta.'],
      [form(gerarPfx({ senha: 's', de: new Date('2020-01-01'), ate: new Date('2021-01-01T12:00:00Z') }), 's'), 'O certificado venceu em 01/01/2021. Envie um certificado dentro da validade.'],
      [form('%PDF-1.7 isto não é um certificado', 'x'), 'O arquivo não é um certificado A1 válido (.pfx ou .p12).'],
      [form(gerarPfx({ senha: 's', semChave: true }), 's'), 'O certificado não contém a chave privada: exporte o .pfx com a chave privada.'],
      [form(pfx), 'Informe a senha do certificado.'],
      [form(null, 'certa'), 'Selecione um arquivo para enviar.'],
    ];
    for (const [fd, msg] of casos) {
      const res = await enviar(medico.token, fd);
      expect(res.status, msg).toBe(400);
      expect((await body(res)).message).toBe(msg);
    }
    const json = await enviarCert(req('/api/user/certificado', { token: medico.token, method: 'POST', body: { senha: 'x' } }), noCtx);
    expect(json.status).toBe(400);
    expect(await (await getDb()).select().from(certificadosAssinatura).where(eq(certificadosAssinatura.userId, medico.id))).toEqual([]);
  });

  it('only peritos keep one (advogado and admin 403); no session 401', async () => {
    const pfx = gerarPfx({ senha: 's' });
    expect((await enviar(advogado.token, form(pfx, 's'))).status).toBe(403);
    expect((await enviar(admin.token, form(pfx, 's'))).status).toBe(403);
    expect((await enviar(undefined, form(pfx, 's'))).status).toBe(401);
    expect((await remover(advogado.token)).status).toBe(403);
  });

  it('a good one is kept encrypted (file and password never in clear), replaced by a new one, removed', async () => {
    const pfx = gerarPfx({ senha: 'senha-forte-1', nome: 'Dra. Ana Perita' });
    const res = await enviar(medico.token, form(pfx, 'senha-forte-1'));
    expect(res.status).toBe(201);
    const r = await body<Registro>(res);
    expect(r.certificado).toMatchObject({ titular: 'Dra. Ana Perita', emissor: 'Dra. Ana Perita' });
    const [row] = await (await getDb()).select().from(certificadosAssinatura).where(eq(certificadosAssinatura.userId, medico.id));
    expect(row.senhaEnc).not.toContain('senha-forte-1');
    expect(row.senhaEnc).toMatch(/^v1\./);
    const armazenado = await import('node:fs/promises').then((fs) => fs.readFile(path.join(dataDir, 'files', row.storageKey)));
    expect(armazenado.includes(pfx.subarray(0, 64))).toBe(false);

    expect((await remover(medico.token)).status).toBe(200);
    const again = await remover(medico.token);
    expect(again.status).toBe(404);
    expect((await body(again)).message).toBe('Nenhum certificado digital guardado.');
  });
});

describe('publishing names the author and signs the PDF', () => {
  it('without CRM/UF and especialidade on file, publishing is 409 naming what is missing; admins see the perito named', async () => {
    const semRegistro = await createUser({ role: 'medico', semRegistro: true });
    const c = await criarProcesso({ ownerId: advogado.id, peritoId: semRegistro.id, fases: [1] });
    const res = await escreverEPublicar(semRegistro.token, c.id, 'Parecer sem registro.');
    expect(res.status).toBe(409);
    expect((await body(res)).message).toBe('Complete seu registro profissional em Perfil profissional antes de publicar: faltam CRM, UF do CRM e especialidade.');
    const pelaAdmin = await publicar(req(`${base(c.id)}/publicar`, { token: admin.token, method: 'POST' }), ctx({ id: String(c.id), idFase: '1' }));
    expect(pelaAdmin.status).toBe(409);
    expect((await body(pelaAdmin)).message).toMatch(/^O perito do processo precisa completar o registro profissional/);
  });

  it('without a certificate: name, CRM/UF, especialidade, RQE, firm, date and "Documento não assinado digitalmente", in PDF and DOCX', async () => {
    const c = await criarProcesso({ ownerId: advogado.id, peritoId: medico.id, fases: [1] });
    const res = await escreverEPublicar(medico.token, c.id, 'Parecer sem certificado.');
    expect(res.status).toBe(201);
    const v = await body<EntregaView>(res);
    const pdf = await baixarDoc(advogado.token, v.documentos[0].id);
    const texto = pdfText(pdf);
    for (const s of ['Dra. Ana Perita', 'CRM 123456/SP', 'Ortopedia e Traumatologia', 'RQE 6789', 'Documento não assinado digitalmente']) expect(texto).toContain(s);
    expect(texto).toMatch(/\d{1,2} de [a-zç]+ de \d{4}/);
    expect(pdf.toString('latin1')).not.toContain('/ByteRange');
    const docx = docxText(await baixarDoc(advogado.token, v.documentos[1].id));
    for (const s of ['Dra. Ana Perita', 'CRM 123456/SP · Ortopedia e Traumatologia · RQE 6789', 'Documento não assinado digitalmente']) expect(docx).toContain(s);
  });

  it.skipIf(!PDFSIG)('with a certificate the PDF is signed (PAdES) and pdfsig verifies it; the block names the signer', async () => {
    expect((await enviar(medico.token, form(gerarPfx({ senha: 'senha-forte-2', nome: 'Dra. Ana Perita' }), 'senha-forte-2'))).status).toBe(201);
    const c = await criarProcesso({ ownerId: advogado.id, peritoId: medico.id, fases: [1] });
    const res = await escreverEPublicar(medico.token, c.id, 'Parecer assinado.');
    expect(res.status).toBe(201);
    const v = await body<EntregaView>(res);
    const pdf = await baixarDoc(advogado.token, v.documentos[0].id);
    expect(pdfText(pdf)).toContain('Documento assinado digitalmente por Dra. Ana Perita');
    const relatorio = await pdfsig(pdf);
    expect(relatorio).toContain('Signer Certificate Common Name: Dra. Ana Perita');
    expect(relatorio).toContain('Signature Type: ETSI.CAdES.detached');
    expect(relatorio).toContain('Signature Validation: Signature is Valid.');
    expect(relatorio).toContain('Total document signed');
    expect(docxText(await baixarDoc(advogado.token, v.documentos[1].id))).toContain('A versão em PDF deste documento foi assinada digitalmente por Dra. Ana Perita.');
    await remover(medico.token);
  });

  it('an admin publishing for the perito does not sign in his name', async () => {
    expect((await enviar(medico.token, form(gerarPfx({ senha: 's3' }), 's3'))).status).toBe(201);
    const c = await criarProcesso({ ownerId: advogado.id, peritoId: medico.id, fases: [1] });
    const res = await escreverEPublicar(admin.token, c.id, 'Publicado pela administração.');
    expect(res.status).toBe(201);
    const pdf = await baixarDoc(advogado.token, (await body<EntregaView>(res)).documentos[0].id);
    expect(pdfText(pdf)).toContain('Documento não assinado digitalmente');
    expect(pdfText(pdf)).toContain('CRM 123456/SP');
    await remover(medico.token);
  });
});
