/**
 * A local stand-in of the Sefin Nacional API and of the ADN's DANFSe (issue 39 item 6): an https server with its
 * own test CA that checks what the real service checks and we can check here —
 *   - the client certificate of the mutual TLS (issued by the test CA; none or another → the handshake fails);
 *   - the XML signature of the DPS / event, with xml-crypto, against that same certificate;
 *   - the DPS against the official XSD (lib/nfse/xsd), the provider's CNPJ against the certificate's, the DPS id
 *     against its fields, and numbering (a DPS id accepted once: a second one is rejected, 400 NFSePostResponseErro;
 *     the official API description names no code for it, so the code here is an example the client never reads:
 *     it asks GET /dps/{id}, as it would the real service);
 * and answers in the service's shapes (201 NFSePostResponseSucesso, 400 NFSePostResponseErro with `erros`,
 * DpsGetResponse / ResponseErro, EventosPostResponseSucesso). Scripted behaviours: `proximo` = 'timeout' (the
 * DPS is accepted but the answer never comes), 'indisponivel' (503 before reading it); `codigosAceitos` rejects
 * other cTribNac (E0310), as a municipality that does not administer a service code.
 * The E… codes it answers are examples, not copied from the official list of rejections (docs/nfse.md says so).
 */
import https from 'node:https';
import { X509Certificate, randomInt } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { DOMParser, type Document as XmlDocument, type Element as XmlElement } from '@xmldom/xmldom';
import { verificarAssinatura } from '@/lib/nfse/assinatura';
import { gunzipB64, gzipB64 } from '@/lib/nfse/cliente';
import { validarXsd } from '@/lib/nfse/xsd';
import { gerarCaTeste, gerarCertificadoServidor, type ParTeste } from './nfse-certificados';

const NS = 'http://www.sped.fazenda.gov.br/nfse';

export type NotaStandin = { idDps: string; chaveAcesso: string; nfseXml: string; dpsXml: string; cancelada: boolean };
export type StandinNfse = {
  ca: ParTeste;
  caPem: string;
  sefinUrl: string;
  adnUrl: string;
  notas: Map<string, NotaStandin>;
  /** Every POST /nfse received (accepted or not), in order. */
  recebidas: { idDps: string | null; status: number }[];
  proximo: 'timeout' | 'indisponivel' | null;
  codigosAceitos: string[] | null;
  /** The code of the "DPS id already used" rejection (an example; the API description names none). */
  codigoDpsRepetida: string;
  close(): Promise<void>;
};

const agora = () => new Date().toISOString();
const base = () => ({ tipoAmbiente: 2, versaoAplicativo: 'standin-1.0', dataHoraProcessamento: agora() });
const erro = (codigo: string, descricao: string, complemento?: string) => ({ codigo, descricao, ...(complemento ? { complemento } : {}) });

function texto(doc: XmlDocument, nome: string, dentro?: XmlElement): string | null {
  const el = (dentro ?? doc).getElementsByTagNameNS(NS, nome)[0];
  return el?.textContent ?? null;
}

/** A minimal one-page PDF (what the ADN answers is the DANFSe PDF). */
function pdfDanfse(chave: string): Buffer {
  const corpo = `BT /F1 12 Tf 40 800 Td (DANFSe ${chave}) Tj ET`;
  const objs = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${corpo.length} >>\nstream\n${corpo}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objs.forEach((o, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objs.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

function cnpjDoCertificado(pem: string): string | null {
  const m = /CN=[^\n]*:(\d{14})/.exec(new X509Certificate(pem).subject);
  return m ? m[1] : null;
}

export async function iniciarStandinNfse(): Promise<StandinNfse> {
  const ca = gerarCaTeste();
  const servidor = gerarCertificadoServidor(ca);
  const notas = new Map<string, NotaStandin>();
  const porChave = new Map<string, NotaStandin>();
  const pendentes = new Set<import('node:http').ServerResponse>();
  let numero = 0;

  const state: Omit<StandinNfse, 'close' | 'sefinUrl' | 'adnUrl'> = { ca, caPem: ca.certificadoPem, notas, recebidas: [], proximo: null, codigosAceitos: null, codigoDpsRepetida: 'E0014' };

  const server = https.createServer({ key: servidor.chavePem, cert: servidor.certificadoPem, ca: [ca.certificadoPem], requestCert: true, rejectUnauthorized: true }, (req, res) => {
    const partes: Buffer[] = [];
    req.on('data', (c: Buffer) => partes.push(c));
    req.on('end', () => {
      void (async () => {
        const responder = (status: number, corpo: unknown, tipo = 'application/json') => {
          res.writeHead(status, { 'content-type': tipo });
          res.end(Buffer.isBuffer(corpo) ? corpo : JSON.stringify(corpo));
        };
        const socket = req.socket as import('node:tls').TLSSocket;
        const peer = socket.getPeerCertificate(false);
        if (!peer?.raw) return responder(403, { ...base(), erros: [erro('E0001', 'Certificado digital da transmissão ausente.')] });
        const clientePem = `-----BEGIN CERTIFICATE-----\n${peer.raw.toString('base64').match(/.{1,64}/g)!.join('\n')}\n-----END CERTIFICATE-----\n`;
        const url = new URL(req.url ?? '/', 'https://localhost');
        const p = url.pathname;
        try {
          if (req.method === 'POST' && p === '/SefinNacional/nfse') return await receberDps(clientePem, Buffer.concat(partes), responder, res);
          let m = /^\/SefinNacional\/dps\/([^/]+)$/.exec(p);
          if (req.method === 'GET' && m) {
            const n = notas.get(decodeURIComponent(m[1]));
            if (!n) return responder(404, { ...base(), erro: erro('E404', 'Não foi gerada uma NFS-e com o identificador de DPS informado.') });
            return responder(200, { ...base(), idDps: n.idDps, chaveAcesso: n.chaveAcesso });
          }
          m = /^\/SefinNacional\/nfse\/(\d{50})$/.exec(p);
          if (req.method === 'GET' && m) {
            const n = porChave.get(m[1]);
            if (!n) return responder(404, { ...base(), erro: erro('E404', 'NFS-e não encontrada.') });
            return responder(200, { ...base(), chaveAcesso: n.chaveAcesso, nfseXmlGZipB64: gzipB64(n.nfseXml) });
          }
          m = /^\/SefinNacional\/nfse\/(\d{50})\/eventos$/.exec(p);
          if (req.method === 'POST' && m) return await receberEvento(m[1], clientePem, Buffer.concat(partes), responder);
          m = /^\/danfse\/(\d{50})$/.exec(p);
          if (req.method === 'GET' && m) {
            if (!porChave.has(m[1])) return responder(404, { ...base(), erro: erro('E404', 'NFS-e não encontrada.') });
            return responder(200, pdfDanfse(m[1]), 'application/pdf');
          }
          responder(404, { message: 'rota desconhecida do substituto' });
        } catch (err) {
          responder(500, { ...base(), erros: [erro('E500', 'Falha no substituto', (err as Error).message)] });
        }
      })();
    });
  });

  async function receberDps(clientePem: string, corpo: Buffer, responder: (s: number, c: unknown) => void, res: import('node:http').ServerResponse) {
    const modo = state.proximo;
    state.proximo = null;
    if (modo === 'indisponivel') {
      state.recebidas.push({ idDps: null, status: 503 });
      return responder(503, { ...base(), erros: [erro('E503', 'Serviço indisponível.')] });
    }
    const rejeitar = (idDps: string | null, erros: ReturnType<typeof erro>[]) => {
      state.recebidas.push({ idDps, status: 400 });
      responder(400, { ...base(), ...(idDps ? { idDPS: idDps } : {}), erros });
    };
    let xml: string;
    try {
      xml = gunzipB64(String((JSON.parse(corpo.toString('utf8')) as { dpsXmlGZipB64?: string }).dpsXmlGZipB64));
    } catch {
      return rejeitar(null, [erro('E0002', 'O corpo não traz um DPS compactado em gZip base64 (dpsXmlGZipB64).')]);
    }
    const doc = new DOMParser().parseFromString(xml, 'text/xml');
    const inf = doc.getElementsByTagNameNS(NS, 'infDPS')[0];
    const idDps = inf?.getAttribute('Id') ?? null;
    const xsd = await validarXsd(xml);
    if (!xsd.valido) return rejeitar(idDps, xsd.erros.map((e) => erro('E1235', 'Falha no esquema XML do DPS.', e)));
    const sig = verificarAssinatura(xml, 'infDPS', clientePem);
    if (!sig.valida) return rejeitar(idDps, [erro('E0714', 'Assinatura do DPS inválida.', sig.motivo)]);
    const cnpj = texto(doc, 'CNPJ', doc.getElementsByTagNameNS(NS, 'prest')[0]);
    if (cnpj !== cnpjDoCertificado(clientePem)) return rejeitar(idDps, [erro('E0006', 'O CNPJ do prestador difere do CNPJ do certificado digital.')]);
    const esperado = `DPS${texto(doc, 'cLocEmi')}2${cnpj}${texto(doc, 'serie')!.padStart(5, '0')}${texto(doc, 'nDPS')!.padStart(15, '0')}`;
    if (idDps !== esperado) return rejeitar(idDps, [erro('E0004', 'O identificador do DPS não corresponde aos seus campos.', esperado)]);
    if (notas.has(idDps)) return rejeitar(idDps, [erro(state.codigoDpsRepetida, 'DPS já utilizada: já existe NFS-e gerada a partir deste identificador.')]);
    const cTribNac = texto(doc, 'cTribNac')!;
    if (state.codigosAceitos && !state.codigosAceitos.includes(cTribNac)) return rejeitar(idDps, [erro('E0310', 'Código de tributação nacional não administrado pelo município.', cTribNac)]);
    numero += 1;
    const aamm = texto(doc, 'dCompet')!.slice(2, 7).replace('-', '');
    const chaveAcesso = `${texto(doc, 'cLocEmi')}22${cnpj}${String(numero).padStart(13, '0')}${aamm}${String(randomInt(0, 999_999_999)).padStart(9, '0')}0`;
    const nfseXml = `<NFSe xmlns="${NS}" versao="1.01"><infNFSe Id="NFS${chaveAcesso}"><nNFSe>${numero}</nNFSe><dhProc>${agora()}</dhProc>${xml.replace(/^<\?xml[^>]*>/, '')}</infNFSe></NFSe>`;
    const nota = { idDps, chaveAcesso, nfseXml, dpsXml: xml, cancelada: false };
    notas.set(idDps, nota);
    porChave.set(chaveAcesso, nota);
    state.recebidas.push({ idDps, status: modo === 'timeout' ? 0 : 201 });
    // Time-out: the note was generated, the answer is lost (the client gives up; closing frees the socket).
    if (modo === 'timeout') {
      pendentes.add(res);
      return;
    }
    responder(201, { ...base(), idDps, chaveAcesso, nfseXmlGZipB64: gzipB64(nfseXml), alertas: [] });
  }

  async function receberEvento(chave: string, clientePem: string, corpo: Buffer, responder: (s: number, c: unknown) => void) {
    const n = porChave.get(chave);
    if (!n) return responder(400, { ...base(), erro: erro('E0840', 'NFS-e não encontrada para a chave informada.') });
    const xml = gunzipB64(String((JSON.parse(corpo.toString('utf8')) as { pedidoRegistroEventoXmlGZipB64?: string }).pedidoRegistroEventoXmlGZipB64));
    const xsd = await validarXsd(xml, 'pedRegEvento_v1.01.xsd');
    if (!xsd.valido) return responder(400, { ...base(), erro: erro('E1235', 'Falha no esquema XML do pedido de evento.', xsd.erros.join('; ')) });
    const sig = verificarAssinatura(xml, 'infPedReg', clientePem);
    if (!sig.valida) return responder(400, { ...base(), erro: erro('E0714', 'Assinatura do pedido de evento inválida.', sig.motivo) });
    if (n.cancelada) return responder(400, { ...base(), erro: erro('E0841', 'NFS-e já cancelada.') });
    n.cancelada = true;
    const eventoXml = `<evento xmlns="${NS}" versao="1.01"><infEvento Id="EVT${chave}101101001"><dhProc>${agora()}</dhProc>${xml}</infEvento></evento>`;
    responder(201, { ...base(), eventoXmlGZipB64: gzipB64(eventoXml) });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const porta = (server.address() as AddressInfo).port;
  return Object.assign(state, {
    sefinUrl: `https://localhost:${porta}/SefinNacional`,
    adnUrl: `https://localhost:${porta}/danfse`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const r of pendentes) r.destroy();
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  });
}
