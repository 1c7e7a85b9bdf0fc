import { z } from 'zod';
import { ETAPAS, LADOS_PROCESSO, PARTES_PRAZO_EM_DOBRO, PRAZO_STATUS, PRAZO_TIPOS, SITUACOES } from '@/lib/domain/labels';
import { nomeFase, rotuloServico } from '@/lib/domain/fases';
import { dataIso, dia } from './comum';
import { quadroBaseSchema } from '@/lib/validation/quadro-pericial';

/** One document of a case (lib/domain/documentos `documentoApi`): call 2's `documentos` and GET /api/documentos. */
export const documentoApiSchema = z
  .object({
    id: z.int().meta({ example: 42 }),
    titulo: z.string().meta({ example: 'Laudo do INSS' }),
    url: z.string().meta({
      description: 'Endereço do link, ou a rota de download do arquivo (`/api/documentos/{id}/arquivo`, com controle de acesso).',
      example: '/api/documentos/42/arquivo',
    }),
    id_fase: z.int().nullable().meta({ example: 1 }),
    data: dataIso('Quando foi adicionado.'),
    tipo: z.enum(['link', 'arquivo']),
    nome: z.string().nullable().meta({ description: 'Arquivos: nome original (null para links).', example: 'laudo-inss.pdf' }),
    mime: z.string().nullable().meta({ description: 'Arquivos: tipo do conteúdo.', example: 'application/pdf' }),
    tamanho: z.int().nullable().meta({ description: 'Arquivos: tamanho em bytes.', example: 183204 }),
  })
  .meta({ id: 'Documento' });

/** SPEC call 1: one case of the list. */
export const processoListItemSchema = z
  .object({
    id: z.int().meta({ example: 17 }),
    numero: z.string().nullable().meta({ example: '0005678-16.2025.8.26.0100' }),
    nome_cliente: z.string().meta({ description: 'O requerente.', example: 'Maria da Silva' }),
    nome_perito: z.string().nullable().meta({ example: 'Dr. João Souza' }),
    nome_advogado: z.string().meta({ example: 'Dra. Ana Lima' }),
    data_distribuicao: dia('Data de distribuição.'),
    fase: z.string().meta({ description: 'Fase atual (`rotuloFaseAtual`).', example: rotuloServico(1) }),
    status: z.union([z.literal(0), z.literal(1)]).meta({ description: '1 = Ativo, 0 = Inativo.' }),
    situacao: z.enum(SITUACOES),
    situacao_label: z.string().meta({ example: 'Em análise' }),
  })
  .meta({ id: 'ProcessoResumo' });

/** SPEC call 1 with no match: a message instead of the array. */
export const processoListaVaziaSchema = z
  .object({ message: z.literal('Nenhum processo encontrado.') })
  .meta({ id: 'NenhumProcesso' });

export const processoListaSchema = z.union([z.array(processoListItemSchema), processoListaVaziaSchema]);

const faseDetalheSchema = z.object({
  id_fase: z.int().min(1).max(4).meta({ example: 1 }),
  nome: z.string().meta({ example: nomeFase(1) }),
  rotulo: z.string().meta({ example: rotuloServico(1) }),
  posicao: z.int(),
  fase_concluida: z.union([z.literal(0), z.literal(1)]),
  concluida_em: z.string().nullable(),
  dataEntrega: dia('Prazo de entrega da fase (data de planejamento enquanto `entrega_a_definir` não for null).'),
  entrega_a_definir: z
    .string()
    .nullable()
    .meta({ description: 'Enquanto o prazo legal que o serviço alimenta não é conhecido: o texto mostrado no lugar da data.', example: 'a definir (13 dias úteis após a intimação)' }),
});

/** SPEC call 2 with DESIGN §3's additions. */
export const processoDetalheSchema = z
  .object({
    id: z.int().meta({ example: 17 }),
    numero: z.string().nullable().meta({ example: '0005678-16.2025.8.26.0100' }),
    status: z.union([z.literal(0), z.literal(1)]),
    situacao: z.enum(SITUACOES),
    situacao_label: z.string(),
    etapa: z.enum(ETAPAS),
    escritorio: z.string().nullable().meta({ example: 'Lima & Associados' }),
    nome: z.string().meta({ description: 'O advogado dono do processo.', example: 'Dra. Ana Lima' }),
    cpf: z.string().nullable().meta({ description: 'Só para o dono e administradores.' }),
    email: z.string(),
    telefone: z.string().nullable(),
    endereco: z.string().nullable().meta({ description: 'Só para o dono e administradores.' }),
    owner_id: z.int(),
    descricao: z.string().nullable(),
    fases: z.array(faseDetalheSchema),
    fase_atual: z.string(),
    prazoVencimento: z.string().nullable().meta({ format: 'date' }),
    prazos: z.array(
      z.object({
        id: z.int(),
        tipo: z.enum(PRAZO_TIPOS),
        tipo_label: z.string(),
        inicio: z.string(),
        fim: z.string(),
        status: z.enum(PRAZO_STATUS),
        descricao: z.string().nullable(),
        em_dobro: z.boolean(),
        regra: z.string().nullable().meta({ example: '15 dias úteis' }),
      }),
    ),
    prazo_em_dobro: z
      .enum(PARTES_PRAZO_EM_DOBRO)
      .nullable()
      .meta({ description: 'Privilégio de prazo (CPC arts. 180, 183, 186) da parte contrária ao cliente do escritório; não dobra os prazos do cliente.' }),
    ladoCliente: z.enum(LADOS_PROCESSO).meta({ description: 'O lado do processo em que está o cliente do escritório (padrão: requerente).' }),
    privilegioRequerente: z
      .enum(PARTES_PRAZO_EM_DOBRO)
      .nullable()
      .meta({ description: 'Privilégio de prazo em dobro do requerente: fazenda_publica ou inss (CPC art. 183), ministerio_publico (art. 180), defensoria (art. 186).' }),
    privilegioRequerido: z.enum(PARTES_PRAZO_EM_DOBRO).nullable().meta({ description: 'Privilégio de prazo em dobro do requerido (os mesmos códigos).' }),
    partes_revisar: z.boolean().meta({ description: "Processo que tinha 'prazo em dobro' registrado pela regra antiga: confirme as partes." }),
    frase_prazo: z.string().meta({ example: 'Prazo simples: a parte com prazo em dobro é a parte contrária (INSS).' }),
    alertas_entrega: z
      .array(z.object({ id_fase: z.int(), texto: z.string() }))
      .meta({ description: 'Serviços que não cabem 2 dias úteis antes do fim do prazo que alimentam.' }),
    tipo_acao: z.string().meta({ example: 'Auxílio Doença' }),
    tipo_acao_codigo: z.string().meta({ example: 'auxilio_doenca' }),
    tipo_justica: z.string().meta({ example: 'Justiça Federal' }),
    tipo_justica_codigo: z.string().meta({ example: 'federal' }),
    perito_id: z.int().nullable(),
    perito_nome: z.string().nullable(),
    data: dia('Data de distribuição.'),
    link: z.string().nullable().meta({ example: 'https://drive.google.com/drive/folders/abc' }),
    valorTotal: z.number().meta({ description: 'Em reais.', example: 850 }),
    diasAntecipacao: z.int(),
    comarca: z.string().meta({ example: 'São Paulo/SP' }),
    vara_judicial: z.string().nullable(),
    valor_causa: z.string().nullable().meta({ example: 'R$ 45.000,00' }),
    valor_causa_centavos: z.int().nullable().meta({ example: 4500000 }),
    data_distribuicao: dia('Data de distribuição.'),
    requerente: z.string(),
    requerente_advogado: z.string().nullable(),
    requerente_oab: z.string().nullable(),
    requerido: z.string(),
    requerido_advogado: z.string().nullable(),
    requerido_oab: z.string().nullable(),
    tipo_pericia: z.string().nullable(),
    especialidade_medica: z.string().nullable(),
    data_pericia: z.string().nullable(),
    local_pericia: z.string().nullable(),
    observacoes: z.string().nullable(),
    criado_em: dataIso('Quando foi cadastrado.'),
    quesitos: z.array(
      z.object({
        id: z.int(),
        quesito: z.string().meta({ example: 'O periciando está incapacitado para o trabalho?' }),
        autor: z.string().nullable(),
        autor_id: z.int().nullable(),
        data: z.string(),
      }),
    ),
    documentos: z.array(documentoApiSchema),
    cronologia: z.array(
      z.object({
        id: z.int(),
        evento: z.string().meta({ example: 'Processo cadastrado' }),
        tipo: z.string().meta({ example: 'criacao' }),
        data: z.string(),
        usuario: z.string().nullable(),
        alteracoes: z.array(z.string()),
      }),
    ),
    quadroPericial: quadroBaseSchema.nullable().meta({
      description: 'O quadro pericial (CID-10, DID, DII, incapacidade, nexo) registrado pelo perito, ou null. Também em `GET /api/processo/{id}/quadro-pericial`.',
    }),
  })
  .meta({ id: 'ProcessoDetalhe' });

/** SPEC call 11's answer: 201 with the created case and `message`. */
export const processoCriadoSchema = z
  .object({
    id: z.int().meta({ example: 18 }),
    numeroProcesso: z.string().nullable(),
    tipoJustica: z.string(),
    tipoAcao: z.string(),
    comarca: z.string(),
    dataDistribuicao: z.string(),
    requerente: z.string(),
    requerido: z.string(),
    link: z.string().nullable(),
    situacao: z.enum(SITUACOES),
    etapa: z.enum(ETAPAS),
    valorTotal: z.number().meta({ description: 'Em reais.', example: 850 }),
    diasAntecipacao: z.int(),
    fases: z.array(z.object({ id_fase: z.int(), rotulo: z.string(), fase_concluida: z.literal(0), dataEntrega: z.string() })),
    credito: z.union([z.object({ usado: z.literal(true), saldo: z.int() }), z.object({ usado: z.literal(false) })]),
    message: z.literal('Processo cadastrado com sucesso'),
  })
  .meta({ id: 'ProcessoCriado' });

/** SPEC call 3's answer. */
export const quesitoCriadoSchema = z
  .object({
    id: z.int(),
    quesito: z.string(),
    name: z.string().nullable(),
    description: z.string().meta({ example: 'O periciando está incapacitado para o trabalho?' }),
    categoria: z.string().nullable(),
    prioridade: z.string().nullable(),
    id_processo: z.int(),
    autor: z.string(),
    data: z.string(),
    message: z.literal('Quesito criado com sucesso'),
  })
  .meta({ id: 'QuesitoCriado' });
