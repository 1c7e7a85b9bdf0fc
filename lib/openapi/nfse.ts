import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { nfseCancelarSchema, nfseCertificadoSchema, nfseConfigSchema, nfseListaQuerySchema, nfseSemNotaSchema } from '@/lib/validation/nfse';
import { op, resposta } from './operacao';

/** NFS-e nacional (issue 39): the firm's settings and certificate, the notes, their cancellation and re-issue. */
const mensagem = resposta({ codigo: z.string(), mensagem: z.string(), complemento: z.string().nullable().optional() });
const config = resposta(
  {
    cnpj: z.string().nullable(),
    razaoSocial: z.string().nullable(),
    inscricaoMunicipal: z.string().nullable(),
    codigoMunicipio: z.string().nullable(),
    regime: z.enum(['simples_nacional', 'lucro_presumido', 'lucro_real', 'mei']).nullable(),
    servicos: z.array(resposta({ fase: z.enum(['1', '2', '3', '4', 'pacote']), cTribNac: z.string(), descricao: z.string(), cNBS: z.string().nullable().optional() })),
    aliquotaIss: z.number().nullable(),
    issRetido: z.boolean(),
    serie: z.string().nullable(),
    proximoNumero: z.int(),
    ambiente: z.enum(['producao', 'producao_restrita']),
    certificado: resposta({ titular: z.string(), cnpj: z.string().nullable(), validoAte: z.string() }).nullable(),
    pendencias: z.array(z.string()).meta({ description: 'O que ainda falta para emitir (vazio: completo).' }),
  },
  'NfseConfiguracao',
);
const nota = resposta(
  {
    id: z.int(),
    pagamentoId: z.int().nullable(),
    status: z.enum(['na_fila', 'emitida', 'rejeitada', 'cancelada']),
    numeroDps: z.int().nullable(),
    serie: z.string().nullable(),
    chaveAcesso: z.string().nullable(),
    valor: z.int().meta({ description: 'Centavos.' }),
    tomador: resposta({ id: z.int().nullable(), nome: z.string().nullable(), documento: z.string().nullable() }),
    emitidaEm: z.string().nullable(),
    erros: z.array(mensagem),
  },
  'NotaFiscal',
);
const detalhe = nota.extend({
  xml_url: z.string().nullable(),
  danfse_url: z.string().nullable(),
  canceladaEm: z.string().nullable(),
  motivoCancelamento: z.string().nullable(),
  historico: z.array(resposta({ em: z.string(), evento: z.string(), detalhe: z.string().nullable().optional() })),
});

export const nfsePaths: ZodOpenApiPathsObject = {
  '/api/empresa/nfse': {
    get: op({ tag: 'nfse', summary: 'Configurações da NFS-e (administradores)', ok: { description: 'As configurações, o certificado guardado e o que falta.', schema: config }, erros: [403] }),
    put: op({
      tag: 'nfse',
      summary: 'Salvar configurações da NFS-e (administradores)',
      description: 'Atualização parcial: campos ausentes ficam como estão. `aliquotaIss` em percentual (2.5 = 2,5 %). `cNBS` (9 dígitos) é exigido pelo leiaute 1.01 da DPS.',
      body: {
        schema: nfseConfigSchema,
        example: { cnpj: '11222333000181', razaoSocial: 'Perícias Ltda', inscricaoMunicipal: '12345', codigoMunicipio: '3550308', regime: 'simples_nacional', servicos: [{ fase: '1', cTribNac: '040101', descricao: 'Assistência técnica em perícia médica', cNBS: '123012100' }], aliquotaIss: 2.5, issRetido: false, serie: '1', proximoNumero: 1, ambiente: 'producao_restrita' },
      },
      ok: { description: 'Salvas.', schema: config.extend({ message: z.string() }) },
      erros: [403],
    }),
  },
  '/api/empresa/nfse/certificado': {
    post: op({
      tag: 'nfse',
      summary: 'Guardar o e-CNPJ A1 da empresa (multipart/form-data)',
      description: 'Campos `arquivo` (.pfx/.p12, até 64 KB) e `senha`. Senha errada: 400 e o certificado guardado continua. Guardado cifrado (FILES_KEY), como o do perito.',
      body: { schema: nfseCertificadoSchema.extend({ arquivo: z.string().meta({ format: 'binary' }) }), tipo: 'multipart/form-data' },
      ok: { status: 201, description: 'Guardado.', schema: config.extend({ message: z.string() }) },
      erros: [403, 413],
    }),
  },
  '/api/notas-fiscais': {
    get: op({ tag: 'nfse', summary: 'Notas fiscais (administrador: todas; advogado: as suas)', query: nfseListaQuerySchema, ok: { description: 'As notas e os totais.', schema: resposta({ notas: z.array(nota), totais: resposta({ quantidade: z.int(), emitidasCentavos: z.int(), porStatus: z.record(z.string(), z.int()) }) }) } }),
  },
  '/api/notas-fiscais/pendencias': {
    get: op({ tag: 'nfse', summary: "O que falta nas configurações e os pagamentos 'sem nota' (administradores)", ok: { description: 'Pendências.', schema: resposta({ pendencias: z.array(z.string()), semNota: z.array(resposta({ pagamentoId: z.int(), valor: z.int(), tomador: z.string().nullable(), aprovadoEm: z.string().nullable(), tipo: z.string() })) }) }, erros: [403] }),
    post: op({ tag: 'nfse', summary: "Emitir as notas dos pagamentos 'sem nota' confirmados (administradores)", body: { schema: nfseSemNotaSchema, example: { pagamentoIds: [12, 15] } }, ok: { status: 202, description: 'Na fila.', schema: resposta({ enfileiradas: z.int(), message: z.string() }) }, erros: [403, 409] }),
  },
  '/api/notas-fiscais/{id}': {
    get: op({ tag: 'nfse', summary: 'Uma nota fiscal, com histórico e links do XML e da DANFSe', path: ['id'], ok: { description: 'A nota.', schema: detalhe } }),
  },
  '/api/notas-fiscais/{id}/xml': {
    get: op({ tag: 'nfse', summary: 'XML da NFS-e', path: ['id'], ok: { description: 'O XML como anexo.', tipo: 'application/xml' } }),
  },
  '/api/notas-fiscais/{id}/danfse': {
    get: op({ tag: 'nfse', summary: 'DANFSe (PDF)', path: ['id'], ok: { description: 'O PDF como anexo.', tipo: 'application/pdf' } }),
  },
  '/api/notas-fiscais/{id}/cancelar': {
    post: op({
      tag: 'nfse',
      summary: 'Cancelar a nota (evento nacional de cancelamento; administradores)',
      description: '`codigo`: 1 erro na emissão, 2 serviço não prestado, 9 outros; `motivo` de 15 a 255 caracteres. Recusa do serviço: 409 com o código e a mensagem dele.',
      path: ['id'],
      body: { schema: nfseCancelarSchema, example: { codigo: '1', motivo: 'Valor informado com erro na emissão' } },
      ok: { description: 'Cancelada.', schema: detalhe.extend({ message: z.string() }) },
      erros: [403, 409, 503],
    }),
  },
  '/api/pagamentos/{id}/nota-fiscal': {
    post: op({ tag: 'nfse', summary: 'Emitir de novo a nota de um pagamento (administradores)', description: 'Depois de uma rejeição corrigida, de um cancelamento, ou para um pagamento sem nota. Nota emitida ou na fila: 409.', path: ['id'], ok: { status: 202, description: 'Na fila.', schema: resposta({ notaId: z.int(), message: z.string() }) }, erros: [403, 409] }),
  },
};
