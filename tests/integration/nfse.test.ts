import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { GET as lerConfig, PUT as salvarConfig } from '@/app/api/empresa/nfse/route';
import { POST as enviarCertificado } from '@/app/api/empresa/nfse/certificado/route';
import { POST as manual } from '@/app/api/pagamentos/manual/route';
import { GET as listarRota } from '@/app/api/notas-fiscais/route';
import { GET as detalheRota } from '@/app/api/notas-fiscais/[id]/route';
import { GET as danfseRota } from '@/app/api/notas-fiscais/[id]/danfse/route';
import { GET as xmlRota } from '@/app/api/notas-fiscais/[id]/xml/route';
import { POST as cancelarRota } from '@/app/api/notas-fiscais/[id]/cancelar/route';
import { GET as pendenciasRota, POST as semNotaRota } from '@/app/api/notas-fiscais/pendencias/route';
import { POST as reemitirRota } from '@/app/api/pagamentos/[id]/nota-fiscal/route';
import { PUT as meusDadosPut } from '@/app/api/lgpd/meus-dados/route';
import { getDb } from '@/lib/db/client';
import { alteracoes, avisosEmail, nfseConfig, notasFiscais, pagamentos, processos, users } from '@/lib/db/schema';
import { montarAvisoEmail } from '@/lib/data/avisos-email/mensagens';
import { formatCentavos } from '@/lib/domain/money';
import { cancelarNotaFiscal } from '@/lib/data/nfse/cancelar';
import { emitirNotaFiscal, type NfseDeps } from '@/lib/data/nfse/emitir';
import { emitirNotaNovamente } from '@/lib/data/nfse/emitir-novamente';
import { lerNotaFiscal, listarNotasFiscais } from '@/lib/data/nfse/listar';
import { resetEnv } from '@/lib/env';
import { criarClienteNfse, ServicoIndisponivelError } from '@/lib/nfse/cliente';
import { estadoDasFilas, iniciarFilas, pararFilas } from '@/lib/jobs/runtime';
import { enfileirarNotaFiscal } from '@/lib/data/nfse/enfileirar';
import { liberarNotas, manterNotas, reservarNotasPendentes, tentarNota } from '@/lib/data/nfse/fila';
import { termosDoPacote } from '@/lib/domain/creditos';
import { criarProcesso, createUser } from '../support/db-factories';
import { body, ctx, req } from '../support/handler-transport';
import { gerarEcnpjPfx } from '../support/nfse-certificados';
import { iniciarStandinNfse, type StandinNfse } from '../support/nfse-standin';
import { validarXsd } from '@/lib/nfse/xsd';
import { idDps } from '@/lib/domain/nfse/dps';

// Issue 39: every approved payment becomes one national NFS-e, against the stand-in of the Sefin Nacional.

const noCtx = undefined as never;
type U = Awaited<ReturnType<typeof createUser>>;
let standin: StandinNfse;
let admin: U, advogado: U, outro: U;
const CNPJ = '11222333000181';
const deps: NfseDeps = { cliente: (cert, cfg) => criarClienteNfse(cert, cfg.ambiente, { timeoutMs: 1500 }) };

const CONFIG = {
  cnpj: '11.222.333/0001-81',
  razaoSocial: 'Perícias Teste Ltda',
  inscricaoMunicipal: '12345',
  codigoMunicipio: '3550308',
  regime: 'lucro_presumido',
  servicos: [
    { fase: '1', cTribNac: '040101', descricao: 'Assistência técnica em perícia médica', cNBS: '123012100' },
    ...(['2', '3', '4', 'pacote'] as const).map((fase) => ({ fase, cTribNac: '040101', descricao: 'Assistência técnica em perícia médica', cNBS: '123012100' })),
  ],
  aliquotaIss: 2.5,
  issRetido: false,
  serie: '900',
  proximoNumero: 31,
  ambiente: 'producao_restrita',
};

const put = (t: string, b: unknown) => salvarConfig(req('/api/empresa/nfse', { token: t, method: 'PUT', body: b }), noCtx);
function form(pfx: Buffer, senha: string) {
  const fd = new FormData();
  fd.append('arquivo', new Blob([new Uint8Array(pfx)]), 'empresa.pfx');
  fd.append('senha', senha);
  return fd;
}
const certificado = (t: string, fd: FormData) => enviarCertificado(req('/api/empresa/nfse/certificado', { token: t, method: 'POST', rawBody: fd }), noCtx);

/** A case of `dono` paid by an admin's manual record: returns the payment's id. */
async function pagamentoAprovado(dono: U = advogado): Promise<number> {
  const p = await criarProcesso({ ownerId: dono.id, situacao: 'pendente', fases: [1, 2] });
  const db = await getDb();
  await db.update(processos).set({ totalCentavos: 150_050 }).where(eq(processos.id, p.id));
  const res = await manual(req('/api/pagamentos/manual', { token: admin.token, body: { id_processo: p.id, motivo: 'PIX conferido no extrato' } }), noCtx);
  expect(res.status).toBe(201);
  return (await body<{ id: number }>(res)).id;
}

async function notaDo(pagamentoId: number) {
  const db = await getDb();
  const [n] = await db.select().from(notasFiscais).where(eq(notasFiscais.pagamentoId, pagamentoId));
  return n;
}

beforeAll(async () => {
  standin = await iniciarStandinNfse();
  const dir = mkdtempSync(path.join(tmpdir(), 'nfse-ca-'));
  writeFileSync(path.join(dir, 'ca.pem'), standin.caPem);
  process.env.NFSE_URL = standin.sefinUrl;
  process.env.NFSE_ADN_URL = standin.adnUrl;
  process.env.NFSE_CA_FILE = path.join(dir, 'ca.pem');
  resetEnv();
  [admin, advogado, outro] = await Promise.all([createUser({ role: 'admin' }), createUser({ role: 'advogado', nome: 'Ana Lima' }), createUser({ role: 'advogado' })]);
  const db = await getDb();
  // On PostgreSQL the database outlives a run: the settings start empty (numbers already used are skipped).
  await db.delete(nfseConfig);
  await db.update(users).set({ cpf: '12345678909', escritorio: 'Lima Advocacia' }).where(eq(users.id, advogado.id));
}, 60_000);

afterAll(async () => {
  await pararFilas();
  await standin?.close();
});

describe('NFS-e', () => {
  it('sem configurações nenhuma nota é tentada; as configurações e o certificado só pelo administrador', async () => {
    const semNota = await pagamentoAprovado();
    expect(await notaDo(semNota)).toBeUndefined();

    expect((await lerConfig(req('/api/empresa/nfse', { token: advogado.token }), noCtx)).status).toBe(403);
    expect((await put(advogado.token, CONFIG)).status).toBe(403);
    // The role is checked before the body is read: a bad body by an advogado is 403, never 400.
    expect((await put(advogado.token, { ...CONFIG, aliquotaIss: 'muita' })).status).toBe(403);
    const salvo = await put(admin.token, CONFIG);
    expect(salvo.status).toBe(200);
    const cfg = await body<Record<string, unknown>>(salvo);
    expect(cfg).toMatchObject({ cnpj: CNPJ, aliquotaIss: 2.5, serie: '900', proximoNumero: 31, certificado: null, pendencias: ['certificado digital e-CNPJ A1'] });
    const ruim = await put(admin.token, { aliquotaIss: 7, serie: '0' });
    expect(ruim.status).toBe(400);

    const { pfx } = gerarEcnpjPfx(standin.ca, { cnpj: CNPJ, senha: 'senha-certa' });
    expect((await certificado(advogado.token, form(pfx, 'senha-certa'))).status).toBe(403);
    const ok = await certificado(admin.token, form(pfx, 'senha-certa'));
    expect(ok.status).toBe(201);
    const comCert = await body<{ certificado: { titular: string; cnpj: string; validoAte: string }; pendencias: string[] }>(ok);
    expect(comCert.certificado).toMatchObject({ titular: 'PERICIAS TESTE LTDA', cnpj: CNPJ });
    expect(comCert.pendencias).toEqual([]);

    const errada = await certificado(admin.token, form(gerarEcnpjPfx(standin.ca, { cnpj: CNPJ, senha: 'outra' }).pfx, 'senha-errada'));
    expect(errada.status).toBe(400);
    expect((await body<{ message: string }>(errada)).message).toBe('Senha do certificado incorreta.');
    const db = await getDb();
    const [row] = await db.select().from(nfseConfig);
    expect(row.certTitular).toBe('PERICIAS TESTE LTDA');
    expect(row.certSenhaEnc).not.toContain('senha-certa');

    // The payment approved meanwhile is issued when the admin confirms it.
    const { notaId } = await emitirNotaNovamente(admin, semNota);
    expect(await emitirNotaFiscal(notaId, deps)).toBe('emitida');
  });

  it('pagamento aprovado → uma nota emitida, mesmo com duas instâncias ao mesmo tempo; DANFSe guardada; acesso por papel', async () => {
    const pagamentoId = await pagamentoAprovado();
    const nota = await notaDo(pagamentoId);
    expect(nota.status).toBe('na_fila');
    const antes = standin.recebidas.length;
    const resultados = await Promise.all([emitirNotaFiscal(nota.id, deps), emitirNotaFiscal(nota.id, deps)]);
    expect(resultados.sort()).toEqual(['emitida', 'ocupada']);
    expect(standin.recebidas.length - antes).toBe(1);
    const emitida = await notaDo(pagamentoId);
    expect(emitida).toMatchObject({ status: 'emitida', serie: '900', valorCentavos: 150_050, envioIncerto: false });
    expect(emitida.chaveAcesso).toMatch(/^\d{50}$/);
    expect(emitida.danfseStorageKey).toBeTruthy();
    const dps = standin.notas.get(emitida.idDps!)!.dpsXml;
    expect(dps).toContain('<vServ>1500.50</vServ>');
    expect(dps).toContain('<toma><CPF>12345678909</CPF><xNome>Lima Advocacia</xNome>');
    expect(await emitirNotaFiscal(nota.id, deps)).toBe('ocupada');

    // The DANFSe goes to the lawyer through the outbox, once.
    const db = await getDb();
    const avisos = await db.select().from(avisosEmail).where(eq(avisosEmail.chave, `nfse:${nota.id}`));
    expect(avisos.map((a) => [a.tipo, a.userId, a.refs])).toEqual([['nfse_emitida', advogado.id, [nota.id]]]);
    const mail = await montarAvisoEmail(db, avisos[0]);
    expect(mail?.to).toBe(advogado.email);
    expect(mail?.subject).toBe(`Nota fiscal emitida: ${formatCentavos(150_050)}`);
    expect(mail?.text).toContain(`/api/notas-fiscais/${nota.id}/danfse`);

    const doAdvogado = await listarNotasFiscais(advogado);
    expect(doAdvogado.notas.map((n) => n.id)).toContain(nota.id);
    expect((await listarNotasFiscais(outro)).notas.map((n) => n.id)).not.toContain(nota.id);
    await expect(lerNotaFiscal(outro, nota.id)).rejects.toMatchObject({ status: 404 });
    const detalhe = await lerNotaFiscal(advogado, nota.id);
    expect(detalhe).toMatchObject({ status: 'emitida', xml_url: `/api/notas-fiscais/${nota.id}/xml`, danfse_url: `/api/notas-fiscais/${nota.id}/danfse` });
    await expect(emitirNotaNovamente(advogado, pagamentoId)).rejects.toMatchObject({ status: 403 });
    await expect(emitirNotaNovamente(admin, pagamentoId)).rejects.toMatchObject({ status: 409 });
  });

  it('rejeição guardada com códigos → o administrador corrige → emitida com outro número', async () => {
    standin.codigosAceitos = ['170101'];
    const pagamentoId = await pagamentoAprovado();
    const nota = await notaDo(pagamentoId);
    expect(await emitirNotaFiscal(nota.id, deps)).toBe('rejeitada');
    const rejeitada = await notaDo(pagamentoId);
    expect(rejeitada.status).toBe('rejeitada');
    expect(rejeitada.erros).toEqual([{ codigo: 'E0310', mensagem: 'Código de tributação nacional não administrado pelo município.', complemento: '040101' }]);
    const numeroAntes = rejeitada.numeroDps;

    expect((await put(admin.token, { servicos: CONFIG.servicos.map((s) => ({ ...s, cTribNac: '170101' })) })).status).toBe(200);
    await emitirNotaNovamente(admin, pagamentoId);
    expect(await emitirNotaFiscal(nota.id, deps)).toBe('emitida');
    const emitida = await notaDo(pagamentoId);
    expect(emitida.status).toBe('emitida');
    expect(emitida.numeroDps).toBeGreaterThan(numeroAntes!);
    expect(emitida.historico.map((h) => h.evento)).toEqual(expect.arrayContaining(['Rejeitada', 'Emitir novamente (pedido do administrador)', 'Emitida']));
    standin.codigosAceitos = null;
  });

  it('time-out: a DPS que virou nota não é enviada de novo (pergunta ao serviço antes)', async () => {
    const pagamentoId = await pagamentoAprovado();
    const nota = await notaDo(pagamentoId);
    standin.proximo = 'timeout';
    await expect(emitirNotaFiscal(nota.id, deps)).rejects.toBeInstanceOf(ServicoIndisponivelError);
    const incerta = await notaDo(pagamentoId);
    expect(incerta).toMatchObject({ status: 'na_fila', envioIncerto: true });
    expect(await emitirNotaFiscal(nota.id, deps)).toBe('emitida');
    const emitida = await notaDo(pagamentoId);
    expect(emitida.numeroDps).toBe(incerta.numeroDps);
    expect(standin.recebidas.filter((r) => r.idDps === emitida.idDps)).toHaveLength(1);
    expect(emitida.chaveAcesso).toBe(standin.notas.get(emitida.idDps!)!.chaveAcesso);

    // Service down before reading the DPS: the same number is sent again (it never became a note).
    const outroPagamento = await pagamentoAprovado();
    const n2 = await notaDo(outroPagamento);
    standin.proximo = 'indisponivel';
    await expect(emitirNotaFiscal(n2.id, deps)).rejects.toBeInstanceOf(ServicoIndisponivelError);
    const numero = (await notaDo(outroPagamento)).numeroDps;
    expect(await emitirNotaFiscal(n2.id, deps)).toBe('emitida');
    expect((await notaDo(outroPagamento)).numeroDps).toBe(numero);
  });

  it('DPS já usada (a resposta do primeiro envio se perdeu): o 400 da Sefin leva à consulta GET /dps/{id}, e a nota é a que já existe', async () => {
    const pagamentoId = await pagamentoAprovado();
    const nota = await notaDo(pagamentoId);
    standin.proximo = 'timeout';
    await expect(emitirNotaFiscal(nota.id, deps)).rejects.toBeInstanceOf(ServicoIndisponivelError);
    // As if the "envio incerto" mark were lost: the next attempt sends the same DPS again instead of asking first.
    const db = await getDb();
    await db.update(notasFiscais).set({ envioIncerto: false }).where(eq(notasFiscais.id, nota.id));
    // The repeated DPS's code is not in the API description: the client must not depend on it.
    standin.codigoDpsRepetida = 'E9999';
    try {
      expect(await emitirNotaFiscal(nota.id, deps)).toBe('emitida');
    } finally {
      standin.codigoDpsRepetida = 'E0014';
    }
    const emitida = await notaDo(pagamentoId);
    // The service saw this DPS twice (accepted, then refused as repeated with a 400); one note, stored once.
    expect(standin.recebidas.filter((r) => r.idDps === emitida.idDps).map((r) => r.status)).toEqual([0, 400]);
    expect(emitida).toMatchObject({ status: 'emitida', erros: [], envioIncerto: false });
    expect(emitida.chaveAcesso).toBe(standin.notas.get(emitida.idDps!)!.chaveAcesso);
    expect(emitida.historico.map((h) => h.evento)).not.toContain('Rejeitada');
  });

  it('número da DPS já usado por outra nota (não enviada por esta): rejeitada com L006, nunca adotada', async () => {
    const pagamentoId = await pagamentoAprovado();
    const nota = await notaDo(pagamentoId);
    // The number this note will take (the counter, skipping numbers rows already hold), taken in the service by
    // someone else: another system issuing on the same series.
    const db = await getDb();
    const [cfg] = await db.select().from(nfseConfig);
    const usados = new Set((await db.select({ n: notasFiscais.numeroDps }).from(notasFiscais).where(eq(notasFiscais.serie, cfg.serie!))).map((r) => r.n));
    let numero = cfg.proximoNumero;
    while (usados.has(numero)) numero++;
    const alheio = idDps(cfg.codigoMunicipio!, CNPJ, cfg.serie!, numero);
    standin.notas.set(alheio, { idDps: alheio, chaveAcesso: '3'.repeat(50), nfseXml: '<NFSe/>', dpsXml: '<DPS/>', cancelada: false });

    expect(await emitirNotaFiscal(nota.id, deps)).toBe('rejeitada');
    const rejeitada = await notaDo(pagamentoId);
    expect(rejeitada).toMatchObject({ status: 'rejeitada', numeroDps: numero, chaveAcesso: null, envioIncerto: false });
    expect(rejeitada.erros.map((e) => e.codigo)).toEqual(['E0014', 'L006']);
    expect(rejeitada.erros[1].mensagem).toContain(`número ${numero} da série 900 já é de outra NFS-e`);
    // Issued again: a new number, and the note is its own.
    await emitirNotaNovamente(admin, pagamentoId);
    expect(await emitirNotaFiscal(nota.id, deps)).toBe('emitida');
    expect((await notaDo(pagamentoId)).numeroDps).toBeGreaterThan(numero);
  });

  it('tomador com CNPJ e endereço: o escritório os informa em Meus dados e a nota sai em nome dele, com o endereço; inválidos, 400 e nada salvo', async () => {
    const escritorio = await createUser({ role: 'advogado', nome: 'Bruno Costa' });
    const db = await getDb();
    await db.update(users).set({ cpf: '52998224725' }).where(eq(users.id, escritorio.id));
    const perfil = { nome: 'Bruno Costa', email: escritorio.email, telefone: '(11) 98765-4321', endereco: 'Rua Augusta, 100 - São Paulo/SP', escritorio: 'Costa & Reis Advogados Associados' };
    const salvar = (b: Record<string, unknown>) => meusDadosPut(req('/api/lgpd/meus-dados', { token: escritorio.token, method: 'PUT', body: b }), noCtx);

    for (const cnpj of ['11.444.777/0001-62', '1144477700016', '123.456.789-09']) {
      const ruim = await salvar({ ...perfil, cnpj });
      expect(ruim.status).toBe(400);
      expect((await body<{ message: string }>(ruim)).message).toBe('CNPJ do escritório inválido: confira os 14 dígitos e os dígitos verificadores.');
    }
    const [intacto] = await db.select().from(users).where(eq(users.id, escritorio.id));
    expect(intacto).toMatchObject({ cnpj: null, escritorio: null, telefone: null });

    const ok = await salvar({ ...perfil, cnpj: '11.444.777/0001-61' });
    expect(ok.status).toBe(200);
    expect(await body(ok)).toMatchObject({ cnpj: '11444777000161', escritorio: 'Costa & Reis Advogados Associados' });
    const hist = await db.select().from(alteracoes).where(and(eq(alteracoes.entidade, 'usuario'), eq(alteracoes.entidadeId, escritorio.id), eq(alteracoes.campo, 'cnpj')));
    expect(hist.map((h) => [h.antes, h.depois])).toEqual([[null, '11444777000161']]);
    // A body without the field (an older client) keeps it.
    expect((await salvar(perfil)).status).toBe(200);
    expect((await db.select({ cnpj: users.cnpj }).from(users).where(eq(users.id, escritorio.id)))[0].cnpj).toBe('11444777000161');

    // The address for the note (Meus dados): partly filled, a bad CEP or a municipality the UF lacks → 400 naming the
    // field, nothing saved (not even the other fields of the same body).
    const endereco = { cep: '01310-100', logradouro: 'Avenida Paulista', numero: '1000', complemento: 'Conjunto 42', bairro: 'Bela Vista', municipio: 'São Paulo', uf: 'SP' };
    const ruins: [Record<string, unknown>, string][] = [
      [{ ...endereco, bairro: '' }, 'Endereço da nota fiscal incompleto: informe o bairro.'],
      [{ complemento: 'Sala 2' }, 'Endereço da nota fiscal incompleto: informe o CEP.'],
      [{ ...endereco, cep: '0131-010' }, 'CEP inválido: informe os 8 dígitos.'],
      [{ ...endereco, uf: 'MG' }, 'Município não encontrado em MG: confira o nome.'],
    ];
    for (const [e, message] of ruins) {
      const ruim = await salvar({ ...perfil, escritorio: 'Outro Nome', ...e });
      expect(ruim.status).toBe(400);
      expect(await body(ruim)).toMatchObject({ message });
    }
    const enderecoGuardado = () => db.select({ escritorio: users.escritorio, cep: users.cep, bairro: users.bairro, codigo: users.codigoMunicipio }).from(users).where(eq(users.id, escritorio.id));
    expect(await enderecoGuardado()).toEqual([{ escritorio: 'Costa & Reis Advogados Associados', cep: null, bairro: null, codigo: null }]);
    const comEndereco = await salvar({ ...perfil, ...endereco });
    expect(comEndereco.status).toBe(200);
    expect(await body(comEndereco)).toMatchObject({ ...endereco, cep: '01310100', codigo_municipio: '3550308' });
    const histEnd = await db.select().from(alteracoes).where(and(eq(alteracoes.entidade, 'usuario'), eq(alteracoes.entidadeId, escritorio.id), eq(alteracoes.campo, 'codigoMunicipio')));
    expect(histEnd.map((h) => [h.antes, h.depois])).toEqual([[null, '3550308']]);

    const pagamentoId = await pagamentoAprovado(escritorio);
    const nota = await notaDo(pagamentoId);
    expect(await emitirNotaFiscal(nota.id, deps)).toBe('emitida');
    const emitida = await notaDo(pagamentoId);
    expect(emitida.tomador).toEqual({
      nome: 'Costa & Reis Advogados Associados',
      documento: '11444777000161',
      email: escritorio.email,
      endereco: { ...endereco, cep: '01310100', codigoMunicipio: '3550308' },
    });
    // The stand-in accepted it after checking it against the official XSD; the DPS names the company, not the CPF,
    // and carries its address (toma/end, between xNome and email).
    const dps = standin.notas.get(emitida.idDps!)!.dpsXml;
    expect(dps).toContain(
      '<toma><CNPJ>11444777000161</CNPJ><xNome>Costa &amp; Reis Advogados Associados</xNome>' +
        '<end><endNac><cMun>3550308</cMun><CEP>01310100</CEP></endNac><xLgr>Avenida Paulista</xLgr><nro>1000</nro><xCpl>Conjunto 42</xCpl><xBairro>Bela Vista</xBairro></end>' +
        `<email>${escritorio.email}</email></toma>`,
    );
    expect(dps).not.toContain('52998224725');
    expect((await validarXsd(dps)).valido).toBe(true);
    const lista = await listarNotasFiscais(escritorio);
    expect(lista.notas.find((n) => n.id === nota.id)?.tomador).toMatchObject({ nome: 'Costa & Reis Advogados Associados', documento: '11444777000161' });

    // Cleared (''), the next note goes back to the lawyer's CPF, without an address.
    const semEndereco = { cep: '', logradouro: '', numero: '', complemento: '', bairro: '', municipio: '', uf: '' };
    expect((await salvar({ ...perfil, cnpj: '', ...semEndereco })).status).toBe(200);
    expect(await enderecoGuardado()).toEqual([{ escritorio: 'Costa & Reis Advogados Associados', cep: null, bairro: null, codigo: null }]);
    const segundo = await notaDo(await pagamentoAprovado(escritorio));
    expect(await emitirNotaFiscal(segundo.id, deps)).toBe('emitida');
    const segundaEmitida = await notaDo(segundo.pagamentoId!);
    expect(segundaEmitida.tomador).toEqual({ nome: 'Costa & Reis Advogados Associados', documento: '52998224725', email: escritorio.email });
    expect(standin.notas.get(segundaEmitida.idDps!)!.dpsXml).not.toContain('<end>');
  });

  it('cancelamento: evento nacional registrado; uma segunda vez, 409', async () => {
    const pagamentoId = await pagamentoAprovado();
    const nota = await notaDo(pagamentoId);
    expect(await emitirNotaFiscal(nota.id, deps)).toBe('emitida');
    const motivo = { codigo: '1' as const, motivo: 'Valor informado com erro na emissão' };
    await expect(cancelarNotaFiscal(advogado, nota.id, motivo, deps)).rejects.toMatchObject({ status: 403 });
    const cancelada = await cancelarNotaFiscal(admin, nota.id, motivo, deps);
    expect(cancelada).toMatchObject({ status: 'cancelada', motivoCancelamento: 'Valor informado com erro na emissão' });
    expect(standin.notas.get((await notaDo(pagamentoId)).idDps!)!.cancelada).toBe(true);
    await expect(cancelarNotaFiscal(admin, nota.id, motivo, deps)).rejects.toMatchObject({ status: 409 });
  });

  it('o job da fila nfse (registro de filas) emite a nota de um pagamento aprovado, sem ninguém chamar', async () => {
    // Only this file's queue (never the e-mails or reminders of a shared database), with a fast pump.
    await iniciarFilas({ somente: ['nfse'], ajustes: { nfse: { intervaloMs: 200 } } });
    try {
      const pagamentoId = await pagamentoAprovado();
      let nota = await notaDo(pagamentoId);
      // The job releases its claim (agendadaEm) just after storing the DANFSe: wait for the whole final state.
      for (let i = 0; i < 100 && !(nota.status === 'emitida' && nota.danfseStorageKey && nota.agendadaEm === null); i++) {
        await new Promise((r) => setTimeout(r, 200));
        nota = await notaDo(pagamentoId);
      }
      expect(nota).toMatchObject({ status: 'emitida', agendadaEm: null });
      expect(nota.danfseStorageKey).toBeTruthy();
      expect(estadoDasFilas().filas.find((f) => f.nome === 'nfse')).toEqual({ nome: 'nfse', ligada: true, estado: 'ok' });
    } finally {
      await pararFilas();
    }
  });

  it('retentativas esgotadas: a nota volta à fila uma hora depois; um job perdido volta na manutenção da fila', async () => {
    const pagamentoId = await pagamentoAprovado();
    const nota = await notaDo(pagamentoId);
    const reservadas = await reservarNotasPendentes(100);
    expect(reservadas).toContain(nota.id);
    await liberarNotas(reservadas.filter((id) => id !== nota.id));
    standin.proximo = 'indisponivel';
    await expect(tentarNota(nota.id, true)).rejects.toBeInstanceOf(ServicoIndisponivelError);
    const depois = await notaDo(pagamentoId);
    expect(depois).toMatchObject({ status: 'na_fila', agendadaEm: null });
    expect(depois.proximaTentativaEm!.getTime()).toBeGreaterThan(Date.now() + 59 * 60_000);
    expect(await reservarNotasPendentes(100)).not.toContain(nota.id);
    const umaHoraDepois = await reservarNotasPendentes(100, new Date(Date.now() + 3601_000));
    expect(umaHoraDepois).toContain(nota.id);
    // Claimed, and its job lost (the process died): the hourly upkeep gives it back to the pump.
    expect((await manterNotas(3600_000)).reagendados).toBe(0);
    expect((await manterNotas(3600_000, new Date(Date.now() + 7201_000))).reagendados).toBeGreaterThanOrEqual(1);
    expect((await notaDo(pagamentoId)).agendadaEm).toBeNull();
    await liberarNotas(umaHoraDepois);
  });

  it('a nota de um pacote (sem processo) também vai por e-mail ao comprador, com a DANFSe', async () => {
    const db = await getDb();
    const termos = termosDoPacote({ justica: 'outros', pacote: 'duplo', quantidade: 1, fases: [1], pagamento: 'pix' });
    const pagamentoId = await db.transaction(async (tx) => {
      const [p] = await tx
        .insert(pagamentos)
        .values({ referencia: `nfse-pacote-${Date.now()}`, tipo: 'pacote', pacote: termos, userId: advogado.id, status: 'aprovado', valorCentavos: termos.totalCentavos, meio: 'manual', aprovadoEm: new Date() })
        .returning({ id: pagamentos.id });
      expect(await enfileirarNotaFiscal(tx, p.id)).toBe(true);
      return p.id;
    });
    const nota = await notaDo(pagamentoId);
    expect(await emitirNotaFiscal(nota.id, deps)).toBe('emitida');
    const avisos = await db.select().from(avisosEmail).where(eq(avisosEmail.chave, `nfse:${nota.id}`));
    expect(avisos.map((a) => [a.tipo, a.userId, a.processoId])).toEqual([['nfse_emitida', advogado.id, null]]);
    const mail = await montarAvisoEmail(db, avisos[0]);
    expect(mail?.to).toBe(advogado.email);
    expect(mail?.text).toContain('Pacote Duplo');
    expect(mail?.text).toContain(`/api/notas-fiscais/${nota.id}/danfse`);
  });

  it('API: lista com totais por papel, detalhe, DANFSe para baixar, pendências só do administrador, erros em português', async () => {
    const pagamentoId = await pagamentoAprovado();
    const nota = await notaDo(pagamentoId);
    expect(await emitirNotaFiscal(nota.id, deps)).toBe('emitida');
    const lista = await listarRota(req('/api/notas-fiscais?status=emitida', { token: advogado.token }), noCtx);
    expect(lista.status).toBe(200);
    const l = await body<{ notas: { id: number; status: string }[]; totais: { emitidasCentavos: number } }>(lista);
    expect(l.notas.every((n) => n.status === 'emitida')).toBe(true);
    expect(l.notas.map((n) => n.id)).toContain(nota.id);
    expect(l.totais.emitidasCentavos).toBeGreaterThanOrEqual(150_050);
    expect((await listarRota(req('/api/notas-fiscais?de=ontem', { token: admin.token }), noCtx)).status).toBe(400);
    expect((await detalheRota(req(`/api/notas-fiscais/${nota.id}`, { token: outro.token }), ctx({ id: String(nota.id) }))).status).toBe(404);
    const pdf = await danfseRota(req(`/api/notas-fiscais/${nota.id}/danfse`, { token: advogado.token }), ctx({ id: String(nota.id) }));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await pendenciasRota(req('/api/notas-fiscais/pendencias', { token: advogado.token }), noCtx)).status).toBe(403);
    // The role is checked before the body is read: bad bodies by an advogado are 403, never 400.
    expect((await semNotaRota(req('/api/notas-fiscais/pendencias', { token: advogado.token, body: { pagamentoIds: 'todos' } }), noCtx)).status).toBe(403);
    expect((await cancelarRota(req(`/api/notas-fiscais/${nota.id}/cancelar`, { token: advogado.token, body: { motivo: 'curto' } }), ctx({ id: String(nota.id) }))).status).toBe(403);
    const pend = await body<{ pendencias: string[] }>(await pendenciasRota(req('/api/notas-fiscais/pendencias', { token: admin.token }), noCtx));
    expect(pend.pendencias).toEqual([]);
    const curto = await cancelarRota(req(`/api/notas-fiscais/${nota.id}/cancelar`, { token: admin.token, body: { motivo: 'curto' } }), ctx({ id: String(nota.id) }));
    expect(curto.status).toBe(400);
    expect((await body<{ message: string }>(curto)).message).toContain('15 caracteres');
    const repetida = await reemitirRota(req(`/api/pagamentos/${pagamentoId}/nota-fiscal`, { token: admin.token, method: 'POST' }), ctx({ id: String(pagamentoId) }));
    expect(repetida.status).toBe(409);
  });
  it('painel Pagamentos do processo: notas do processo por papel (admin e advogado dono; outro advogado 404; médico 403)', async () => {
    const perito = await createUser({ role: 'medico' });
    const p = await criarProcesso({ ownerId: advogado.id, peritoId: perito.id, situacao: 'pendente', fases: [1] });
    const db = await getDb();
    await db.update(processos).set({ totalCentavos: 80_000 }).where(eq(processos.id, p.id));
    const res = await manual(req('/api/pagamentos/manual', { token: admin.token, body: { id_processo: p.id, motivo: 'TED conferida no extrato' } }), noCtx);
    expect(res.status).toBe(201);
    const pagamentoId = (await body<{ id: number }>(res)).id;
    const nota = await notaDo(pagamentoId);
    expect(await emitirNotaFiscal(nota.id, deps)).toBe('emitida');
    // A note of another case of the same lawyer is not on this case's panel.
    const alheia = await notaDo(await pagamentoAprovado());

    type Lista = { notas: { id: number; pagamentoId: number; status: string; valor: number; numeroDps: number }[] };
    const doProcesso = (t: string, id: number | string = p.id) => listarRota(req(`/api/notas-fiscais?id_processo=${id}`, { token: t }), noCtx);
    for (const quem of [admin, advogado]) {
      const r = await doProcesso(quem.token);
      expect(r.status).toBe(200);
      const l = await body<Lista>(r);
      expect(l.notas.map((n) => [n.id, n.pagamentoId, n.status, n.valor])).toEqual([[nota.id, pagamentoId, 'emitida', 80_000]]);
      expect(l.notas.map((n) => n.id)).not.toContain(alheia.id);
    }
    expect((await doProcesso(outro.token)).status).toBe(404);
    expect((await doProcesso(perito.token)).status).toBe(403);
    expect((await doProcesso(admin.token, 999_999_999)).status).toBe(404);
    const ruim = await doProcesso(admin.token, 'abc');
    expect(ruim.status).toBe(400);
    expect((await body<{ message: string }>(ruim)).message).toContain('id_processo');

    // The panel's download links answer the lawyer and 404 to a stranger.
    const xml = await xmlRota(req(`/api/notas-fiscais/${nota.id}/xml`, { token: advogado.token }), ctx({ id: String(nota.id) }));
    expect(xml.status).toBe(200);
    expect(await xml.text()).toContain((await notaDo(pagamentoId)).chaveAcesso!);
    expect((await xmlRota(req(`/api/notas-fiscais/${nota.id}/xml`, { token: outro.token }), ctx({ id: String(nota.id) }))).status).toBe(404);
    expect((await danfseRota(req(`/api/notas-fiscais/${nota.id}/danfse`, { token: outro.token }), ctx({ id: String(nota.id) }))).status).toBe(404);
  });
});
