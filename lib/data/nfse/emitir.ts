import { Readable } from 'node:stream';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/lib/db/client';
import { nfseConfig, notasFiscais, pagamentos, processos, users } from '@/lib/db/schema';
import { pendenciasNfse, type NfseConfig, type NfseHistorico, type NfseMensagem, type NfseTomadorResumo } from '@/lib/domain/nfse/config';
import { montarDps, tomadorDoCadastro } from '@/lib/domain/nfse/dps';
import { todayInBrazil } from '@/lib/domain/dates';
import { nomeFase } from '@/lib/domain/fases';
import { env } from '@/lib/env';
import { logger } from '@/lib/log';
import { assinarXml } from '@/lib/nfse/assinatura';
import type { CertificadoNfse } from '@/lib/nfse/certificado';
import { criarClienteNfse, NFSE_TIMEOUT_MS, ServicoIndisponivelError, type ClienteNfse } from '@/lib/nfse/cliente';
import { validarXsd } from '@/lib/nfse/xsd';
import { putPlain } from '@/lib/storage';
import { enviarAvisoAgora, registrarAvisoEmail } from '@/lib/data/avisos-email/registrar';
import { abrirCertificadoDaEmpresa, certificadoDaLinha, configDaLinha, lerLinhaConfig } from './configuracao';
import { fasesDoPagamento } from './enfileirar';

/**
 * Issuing one note (the job's work: queue `nfse` of lib/jobs/registro.ts), idempotent:
 *  1. the row is leased (tentando_ate) by one instance: a second one racing on it does nothing;
 *  2. a DPS number is taken from the settings once per row (unique per series) and kept across retries;
 *  3. before sending, envio_incerto is set and committed: if the answer never comes (time-out, 5xx), the next
 *     attempt first asks the service (GET /dps/{id}) whether that DPS became a note, and only sends again if not;
 *  4. the answer's chave de acesso and NFS-e XML are stored (XML encrypted in lib/storage), then the DANFSe;
 *  5. a rejection (HTTP 400) is first checked against GET /dps/{id}: a DPS already used by a note that was
 *     generated before (the answer lost) is that note, whatever the rejection's code; any other rejection is
 *     stored with its codes and messages; the admin corrects and issues again (a new number).
 * ServicoIndisponivelError leaves the row queued and is thrown, so pg-boss retries with backoff.
 */
export type NfseDeps = { cliente?: (cert: CertificadoNfse, config: NfseConfig) => ClienteNfse; agora?: () => Date };
export type ResultadoEmissao = 'ocupada' | 'emitida' | 'rejeitada' | 'ja_tratada';

const LEASE_MS = 2 * NFSE_TIMEOUT_MS + 30_000;
const hist = (evento: string, detalhe?: string | null): NfseHistorico => ({ em: new Date().toISOString(), evento, ...(detalhe ? { detalhe } : {}) });
const comHistorico = (h: NfseHistorico) => sql`${notasFiscais.historico} || ${JSON.stringify([h])}::jsonb`;

const clientePadrao = (cert: CertificadoNfse, config: NfseConfig) => criarClienteNfse(cert, config.ambiente);

/** Takes the row for this instance; null when another instance holds it or it is no longer queued. */
async function arrendar(db: DbOrTx, notaId: number, agora: Date) {
  const [row] = await db
    .update(notasFiscais)
    .set({ tentandoAte: new Date(agora.getTime() + LEASE_MS), updatedAt: agora })
    .where(and(eq(notasFiscais.id, notaId), eq(notasFiscais.status, 'na_fila'), or(isNull(notasFiscais.tentandoAte), lt(notasFiscais.tentandoAte, agora))))
    .returning();
  return row ?? null;
}

/** The next DPS number of the series (skipping any a row already holds, if an admin moved the counter back). */
async function tomarNumero(db: DbOrTx, notaId: number): Promise<{ serie: string; numero: number }> {
  return db.transaction(async (tx) => {
    for (;;) {
      const [c] = await tx
        .update(nfseConfig)
        .set({ proximoNumero: sql`${nfseConfig.proximoNumero} + 1` })
        .where(eq(nfseConfig.id, 1))
        .returning({ serie: nfseConfig.serie, proximo: nfseConfig.proximoNumero });
      const numero = c.proximo - 1;
      const usado = await tx.select({ id: notasFiscais.id }).from(notasFiscais).where(and(eq(notasFiscais.serie, c.serie!), eq(notasFiscais.numeroDps, numero)));
      if (usado.length) continue;
      await tx.update(notasFiscais).set({ serie: c.serie, numeroDps: numero }).where(eq(notasFiscais.id, notaId));
      return { serie: c.serie!, numero };
    }
  });
}

async function rejeitar(db: DbOrTx, notaId: number, erros: NfseMensagem[], agora: Date): Promise<'rejeitada'> {
  await db
    .update(notasFiscais)
    .set({ status: 'rejeitada', erros, envioIncerto: false, tentandoAte: null, updatedAt: agora, historico: comHistorico(hist('Rejeitada', erros.map((e) => `${e.codigo}: ${e.mensagem}`).join('; '))) })
    .where(eq(notasFiscais.id, notaId));
  logger.warn({ nota: notaId, codigos: erros.map((e) => e.codigo) }, 'NFS-e rejeitada');
  return 'rejeitada';
}

async function concluir(db: DbOrTx, notaId: number, chaveAcesso: string, nfseXml: string, cliente: ClienteNfse, agora: Date): Promise<'emitida'> {
  const xmlKey = await putPlain(Readable.from([Buffer.from(nfseXml, 'utf8')]));
  await db
    .update(notasFiscais)
    .set({ status: 'emitida', chaveAcesso, xmlStorageKey: xmlKey, erros: [], envioIncerto: false, emitidaEm: agora, tentandoAte: null, updatedAt: agora, historico: comHistorico(hist('Emitida', `Chave de acesso ${chaveAcesso}`)) })
    .where(eq(notasFiscais.id, notaId));
  logger.info({ nota: notaId }, 'NFS-e emitida');
  await buscarDanfse(db, notaId, chaveAcesso, cliente).catch((err: Error) => logger.warn({ nota: notaId, erro: err.message }, 'DANFSe: será buscada de novo'));
  return 'emitida';
}

/** Fetches and stores the DANFSe of an issued note (the job tries again later when the ADN is down). */
export async function buscarDanfse(db: DbOrTx, notaId: number, chaveAcesso: string, cliente: ClienteNfse): Promise<void> {
  const pdf = await cliente.obterDanfse(chaveAcesso);
  const key = await putPlain(Readable.from([pdf]));
  // The DANFSe and its e-mail to the lawyer (outbox) in one transaction: the e-mail exists iff the DANFSe does.
  await db.transaction(async (tx) => {
    const [n] = await tx
      .update(notasFiscais)
      .set({ danfseStorageKey: key, updatedAt: new Date(), historico: comHistorico(hist('DANFSe obtida')) })
      .where(eq(notasFiscais.id, notaId))
      .returning({ tomador: notasFiscais.tomadorUserId, pagamentoId: notasFiscais.pagamentoId });
    // A case payment's row names its case; a package's has none (the outbox allows rows about an account).
    const [p] = n?.pagamentoId ? await tx.select({ processoId: pagamentos.processoId }).from(pagamentos).where(eq(pagamentos.id, n.pagamentoId)) : [];
    if (n?.tomador) await registrarAvisoEmail(tx, { tipo: 'nfse_emitida', chave: `nfse:${notaId}`, processoId: p?.processoId ?? null, refs: [notaId], userIds: [n.tomador] });
  });
  await enviarAvisoAgora('nfse_emitida', `nfse:${notaId}`);
}

async function tomadorDo(db: DbOrTx, pagamentoId: number) {
  const [p] = await db
    .select({ pagamento: pagamentos, numeroProcesso: processos.numeroProcesso, tomadorId: sql<number | null>`coalesce(${processos.ownerId}, ${pagamentos.userId})` })
    .from(pagamentos)
    .leftJoin(processos, eq(processos.id, pagamentos.processoId))
    .where(eq(pagamentos.id, pagamentoId));
  if (!p) return null;
  const [u] = p.tomadorId
    ? await db
        .select({
          nome: users.nome,
          escritorio: users.escritorio,
          cpf: users.cpf,
          cnpj: users.cnpj,
          email: users.email,
          // The address for the note's toma/end (issue 39), as saved on Meus dados with its IBGE code.
          cep: users.cep,
          logradouro: users.logradouro,
          numero: users.numero,
          complemento: users.complemento,
          bairro: users.bairro,
          municipio: users.municipio,
          uf: users.uf,
          codigoMunicipio: users.codigoMunicipio,
        })
        .from(users)
        .where(eq(users.id, p.tomadorId))
    : [];
  return { ...p, usuario: u ?? null };
}

export async function emitirNotaFiscal(notaId: number, deps: NfseDeps = {}): Promise<ResultadoEmissao> {
  const db = await getDb();
  const agora = (deps.agora ?? (() => new Date()))();
  const nota = await arrendar(db, notaId, agora);
  if (!nota) return 'ocupada';
  try {
    const cfgRow = await lerLinhaConfig(db);
    const config = configDaLinha(cfgRow);
    const dados = nota.pagamentoId ? await tomadorDo(db, nota.pagamentoId) : null;
    if (!dados || !cfgRow) return await rejeitar(db, notaId, [{ codigo: 'L001', mensagem: 'O pagamento desta nota não existe mais.' }], agora);
    const fases = await fasesDoPagamento(db, dados.pagamento);
    const falta = pendenciasNfse(config, certificadoDaLinha(cfgRow) !== null, fases);
    if (falta.length) return await rejeitar(db, notaId, [{ codigo: 'L002', mensagem: `Configurações da nota fiscal incompletas: falta ${falta.join(', ')}.` }], agora);
    const u = dados.usuario;
    const doc = u ? tomadorDoCadastro(u) : null;
    if (!u || !doc) return await rejeitar(db, notaId, [{ codigo: 'L003', mensagem: 'O tomador não tem CPF nem CNPJ no cadastro: peça que informe o CNPJ do escritório em Meus dados e emita de novo.' }], agora);
    const cert = await abrirCertificadoDaEmpresa(cfgRow);
    if (!cert) return await rejeitar(db, notaId, [{ codigo: 'L002', mensagem: 'Falta o certificado digital e-CNPJ A1 da empresa.' }], agora);
    if (cert.validoAte.getTime() <= agora.getTime()) return await rejeitar(db, notaId, [{ codigo: 'L004', mensagem: 'O certificado digital da empresa venceu: envie um novo em Empresa.' }], agora);
    const cliente = (deps.cliente ?? clientePadrao)(cert, config);

    // A DPS sent before without an answer: ask the service before anything else.
    if (nota.envioIncerto && nota.idDps) {
      const chave = await cliente.consultarDps(nota.idDps);
      if (chave) return await concluir(db, notaId, chave, await cliente.obterNfse(chave), cliente, agora);
    }
    const { serie, numero } = nota.numeroDps && nota.serie ? { serie: nota.serie, numero: nota.numeroDps } : await tomarNumero(db, notaId);
    const servicos = fases.map((f) => config.servicos.find((s) => s.fase === f)!);
    const descricao = [
      ...fases.map((f, i) => (f === 'pacote' ? servicos[i].descricao : `${servicos[i].descricao} (Fase ${f} – ${nomeFase(Number(f))})`)),
      dados.numeroProcesso ? `Processo ${dados.numeroProcesso}` : null,
    ]
      .filter(Boolean)
      .join('; ');
    const tomador: NfseTomadorResumo = { nome: doc.nome, documento: doc.cnpj || doc.cpf || null, email: u.email, ...(doc.endereco ? { endereco: doc.endereco } : {}) };
    const competencia = dados.pagamento.recebidoEm ?? todayInBrazil(dados.pagamento.aprovadoEm ?? agora);
    const { xml, id } = montarDps({
      config: { ...config, serie },
      numero,
      emitidaEm: agora,
      competencia,
      tomador: doc,
      servico: { cTribNac: servicos[0].cTribNac, cNBS: servicos[0].cNBS!, descricao },
      valorCentavos: nota.valorCentavos,
    });
    const xsd = await validarXsd(xml);
    if (!xsd.valido) return await rejeitar(db, notaId, xsd.erros.map((e) => ({ codigo: 'L005', mensagem: 'A DPS não passou no esquema oficial.', complemento: e })), agora);
    const assinado = assinarXml(xml, 'infDPS', cert.chavePem, cert.certificadoPem, env().NFSE_ASSINATURA);
    await db
      .update(notasFiscais)
      .set({ idDps: id, envioIncerto: true, tomador, tentativas: sql`${notasFiscais.tentativas} + 1`, updatedAt: agora, historico: comHistorico(hist('DPS enviada', `Série ${serie}, número ${numero}`)) })
      .where(eq(notasFiscais.id, notaId));
    const r = await cliente.enviarDps(assinado);
    if (r.tipo === 'emitida') return await concluir(db, notaId, r.chaveAcesso, r.nfseXml, cliente, agora);
    // A DPS id already used: the Sefin's API description (../shared/dados/nfse/api) lists no code for it, only
    // that POST /nfse answers 400 and that GET /dps/{id} answers 200 once an NFS-e was generated from that id. So
    // every 400 asks: if this very DPS is already a note (an earlier send whose answer was lost), that note is
    // stored; otherwise the rejection is. The rejection's codes are never read (docs/nfse.md). A note under this
    // id is ours only if this row sent this id before (nota.idDps, kept across retries): a number taken by some
    // other emitter (another system on the same series, a restored backup) is never adopted.
    if (r.http === 400) {
      const chave = await cliente.consultarDps(id);
      if (chave && nota.idDps === id) return await concluir(db, notaId, chave, await cliente.obterNfse(chave), cliente, agora);
      if (chave) {
        const alheia = { codigo: 'L006', mensagem: `O número ${numero} da série ${serie} já é de outra NFS-e (chave ${chave}), que não foi emitida por esta nota: confira a série e o próximo número em Empresa e emita de novo.` };
        return await rejeitar(db, notaId, [...r.erros, alheia], agora);
      }
    }
    return await rejeitar(db, notaId, r.erros, agora);
  } catch (err) {
    const indisponivel = err instanceof ServicoIndisponivelError;
    await db
      .update(notasFiscais)
      .set({ tentandoAte: null, updatedAt: new Date(), historico: comHistorico(hist(indisponivel ? 'Serviço indisponível: nova tentativa agendada' : 'Falha ao emitir: nova tentativa agendada', (err as Error).message)) })
      .where(eq(notasFiscais.id, notaId));
    throw err;
  }
}
