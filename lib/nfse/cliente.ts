import { readFileSync } from 'node:fs';
import https from 'node:https';
import tls from 'node:tls';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { NfseAmbiente, NfseMensagem } from '@/lib/domain/nfse/config';
import { env } from '@/lib/env';
import type { CertificadoNfse } from './certificado';

/**
 * The Sefin Nacional API (../shared/dados/nfse/api: POST /nfse, GET /dps/{id}, GET /nfse/{chave}, POST
 * /nfse/{chave}/eventos) and the ADN's DANFSe (GET /danfse/{chave}), over mutual TLS with the firm's e-CNPJ.
 * Documents travel gzip + base64. Every failure that is not the service's own answer (time-out, refused
 * connection, 5xx) is `ServicoIndisponivelError`: the caller cannot know whether a DPS was received.
 */
export const URLS_OFICIAIS: Record<NfseAmbiente, { sefin: string; adn: string }> = {
  producao: { sefin: 'https://sefin.nfse.gov.br/SefinNacional', adn: 'https://adn.nfse.gov.br/danfse' },
  producao_restrita: { sefin: 'https://sefin.producaorestrita.nfse.gov.br/SefinNacional', adn: 'https://adn.producaorestrita.nfse.gov.br/danfse' },
};
export const NFSE_TIMEOUT_MS = 30_000;

export class ServicoIndisponivelError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ServicoIndisponivelError';
  }
}

export type ClienteNfse = {
  /**
   * POST /nfse. `http` of a rejection: 400 'Não foi possível criar a NFS-e' (NFSePostResponseErro: business rules,
   * schema, a DPS id already used...) or 403 (the transmission's certificate).
   */
  enviarDps(xmlAssinado: string): Promise<{ tipo: 'emitida'; chaveAcesso: string; nfseXml: string } | { tipo: 'rejeitada'; http: 400 | 403; erros: NfseMensagem[] }>;
  /**
   * GET /dps/{id}: the chave de acesso of the NFS-e generated from that DPS (200), or null when none was (404, or 400
   * 'Identificador de DPS inválido': such an id never became a note).
   */
  consultarDps(idDps: string): Promise<string | null>;
  obterNfse(chaveAcesso: string): Promise<string>;
  obterDanfse(chaveAcesso: string): Promise<Buffer>;
  registrarEvento(chaveAcesso: string, xmlAssinado: string): Promise<{ tipo: 'registrado'; eventoXml: string } | { tipo: 'rejeitado'; erros: NfseMensagem[] }>;
};

export const gzipB64 = (xml: string) => gzipSync(Buffer.from(xml, 'utf8')).toString('base64');
export const gunzipB64 = (b64: string) => gunzipSync(Buffer.from(b64, 'base64')).toString('utf8');

type Resposta = { status: number; corpo: Buffer };

function mensagens(json: unknown): NfseMensagem[] {
  const j = json as { erros?: unknown; erro?: unknown } | null;
  const lista = Array.isArray(j?.erros) ? j.erros : j?.erro ? [j.erro] : [];
  const out = lista.map((e: { codigo?: unknown; descricao?: unknown; mensagem?: unknown; complemento?: unknown }) => ({
    codigo: String(e.codigo ?? 'sem código'),
    mensagem: String(e.descricao ?? e.mensagem ?? 'sem descrição'),
    complemento: e.complemento ? String(e.complemento) : null,
  }));
  return out.length ? out : [{ codigo: 'sem código', mensagem: 'O serviço recusou sem dizer o motivo.' }];
}

function lerJson(r: Resposta): Record<string, unknown> {
  try {
    return JSON.parse(r.corpo.toString('utf8')) as Record<string, unknown>;
  } catch {
    throw new ServicoIndisponivelError(`resposta ${r.status} que não é JSON`);
  }
}

export function criarClienteNfse(cert: CertificadoNfse, ambiente: NfseAmbiente, opts: { timeoutMs?: number; sefinUrl?: string; adnUrl?: string } = {}): ClienteNfse {
  const e = env();
  const sefin = (opts.sefinUrl ?? e.NFSE_URL ?? URLS_OFICIAIS[ambiente].sefin).replace(/\/+$/, '');
  const adn = (opts.adnUrl ?? e.NFSE_ADN_URL ?? URLS_OFICIAIS[ambiente].adn).replace(/\/+$/, '');
  // NFSE_CA_FILE adds to the system's roots (e.g. the ICP-Brasil chain, or the stand-in's test CA).
  const ca = e.NFSE_CA_FILE ? [...tls.rootCertificates, readFileSync(e.NFSE_CA_FILE, 'utf8')] : undefined;
  const agent = new https.Agent({ key: cert.chavePem, cert: [cert.certificadoPem, ...cert.cadeiaPem].join('\n'), ...(ca ? { ca } : {}), keepAlive: false });
  const timeoutMs = opts.timeoutMs ?? NFSE_TIMEOUT_MS;

  const pedir = (metodo: string, url: string, corpo?: unknown): Promise<Resposta> =>
    new Promise((resolve, reject) => {
      const dados = corpo === undefined ? undefined : Buffer.from(JSON.stringify(corpo));
      const req = https.request(url, { method: metodo, agent, headers: { accept: 'application/json', ...(dados ? { 'content-type': 'application/json', 'content-length': String(dados.length) } : {}) } }, (res) => {
        const partes: Buffer[] = [];
        res.on('data', (c: Buffer) => partes.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, corpo: Buffer.concat(partes) }));
        res.on('error', (err) => reject(new ServicoIndisponivelError(err.message)));
      });
      req.setTimeout(timeoutMs, () => req.destroy(new ServicoIndisponivelError(`sem resposta em ${Math.round(timeoutMs / 1000)} s`)));
      req.on('error', (err) => reject(err instanceof ServicoIndisponivelError ? err : new ServicoIndisponivelError(err.message)));
      if (dados) req.write(dados);
      req.end();
    });

  const indisponivel = (r: Resposta, oque: string) => new ServicoIndisponivelError(`${oque}: HTTP ${r.status}`);

  return {
    async enviarDps(xmlAssinado) {
      const r = await pedir('POST', `${sefin}/nfse`, { dpsXmlGZipB64: gzipB64(xmlAssinado) });
      if (r.status === 201 || r.status === 200) {
        const j = lerJson(r);
        return { tipo: 'emitida', chaveAcesso: String(j.chaveAcesso), nfseXml: gunzipB64(String(j.nfseXmlGZipB64)) };
      }
      if (r.status === 400 || r.status === 403) return { tipo: 'rejeitada', http: r.status, erros: mensagens(lerJson(r)) };
      throw indisponivel(r, 'envio da DPS');
    },
    async consultarDps(idDps) {
      const r = await pedir('GET', `${sefin}/dps/${encodeURIComponent(idDps)}`);
      if (r.status === 200) return String(lerJson(r).chaveAcesso);
      if (r.status === 404 || r.status === 400) return null;
      throw indisponivel(r, 'consulta da DPS');
    },
    async obterNfse(chaveAcesso) {
      const r = await pedir('GET', `${sefin}/nfse/${encodeURIComponent(chaveAcesso)}`);
      if (r.status === 200) return gunzipB64(String(lerJson(r).nfseXmlGZipB64));
      throw indisponivel(r, 'consulta da NFS-e');
    },
    async obterDanfse(chaveAcesso) {
      const r = await pedir('GET', `${adn}/${encodeURIComponent(chaveAcesso)}`);
      if (r.status === 200 && r.corpo.subarray(0, 5).toString('latin1') === '%PDF-') return r.corpo;
      throw indisponivel(r, 'DANFSe');
    },
    async registrarEvento(chaveAcesso, xmlAssinado) {
      const r = await pedir('POST', `${sefin}/nfse/${encodeURIComponent(chaveAcesso)}/eventos`, { pedidoRegistroEventoXmlGZipB64: gzipB64(xmlAssinado) });
      if (r.status === 201 || r.status === 200) return { tipo: 'registrado', eventoXml: gunzipB64(String(lerJson(r).eventoXmlGZipB64)) };
      if (r.status === 400 || r.status === 401) return { tipo: 'rejeitado', erros: mensagens(lerJson(r)) };
      throw indisponivel(r, 'registro do evento');
    },
  };
}
