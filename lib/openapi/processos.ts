import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { numeroCadastradoQuerySchema, processoCreateSchema, processoEditSchema, processoListQuerySchema } from '@/lib/validation/processo';
import { quesitoCreateSchema, quesitoEditSchema } from '@/lib/validation/quesito';
import { paginacaoSchema } from '@/lib/validation/lgpd';
import { motivoSchema } from '@/lib/validation/trabalho';
import { processoCriadoSchema, processoDetalheSchema, processoListaSchema, quesitoCriadoSchema } from '@/lib/validation/respostas/processos';
import { op, resposta, msg, TOTAL_HEADER } from './operacao';

/** Cases (SPEC calls 1, 2, 11 and DESIGN §3's edit), their phases, quesitos (call 3) and access log. */
export const EXEMPLO_PROCESSO = {
  numeroProcesso: '0001234-88.2024.4.03.6100',
  varaJudicial: '1ª Vara Federal de São Paulo',
  comarca: 'São Paulo/SP',
  tipoAcao: 'Auxílio Doença',
  tipoJustica: 'Justiça Federal',
  valorCausa: 'R$ 45.000,00',
  dataDistribuicao: '2024-03-15',
  descricao: 'Segurado com lombalgia crônica; benefício cessado pelo INSS.',
  requerente: 'Maria da Silva',
  requerenteAdvogado: 'Dra. Ana Lima',
  requerenteOAB: 'SP 123.456',
  requerido: 'Instituto Nacional do Seguro Social',
  requeridoAdvogado: 'Procuradoria Federal',
  requeridoOAB: '',
  tipoPericia: 'Perícia Judicial',
  especialidadeMedica: 'Ortopedia',
  dataPericia: '2024-05-20',
  localPericia: 'Fórum Federal de São Paulo',
  observacoes: '',
  link: 'https://drive.google.com/drive/folders/abc123',
  fasesSelecionadas: ['1', '2'],
};

const processoAtualizado = processoDetalheSchema.extend({ message: z.literal('Processo atualizado com sucesso') }).meta({ id: 'ProcessoAtualizado' });
const faseAlterada = resposta({ message: z.string().meta({ example: 'Fase concluída com sucesso' }) });

export const processosPaths: ZodOpenApiPathsObject = {
  '/api/processo/read': {
    get: op({
      tag: 'processos',
      summary: 'Listar processos',
      description:
        'Os processos que você pode ver, paginados. A resposta é uma lista (o total vem em `X-Total-Count`; acima de 1.000 resultados a contagem para, `X-Total-Count` vale 1001 e `X-Total-Count-Exato` vale `false`: “mais de 1.000”), ou `{ message: "Nenhum processo encontrado." }` quando nada corresponde à busca. Também responde em `/api/processo/read/`.',
      query: processoListQuerySchema,
      ok: { description: 'Uma página de processos.', schema: processoListaSchema, headers: { ...TOTAL_HEADER, 'X-Total-Count-Exato': z.enum(['true', 'false']).meta({ description: '`false` quando `X-Total-Count` é só um mínimo (mais de 1.000 resultados).', example: 'true' }) } },
    }),
  },
  '/api/processo/readId/{id}': {
    get: op({
      tag: 'processos',
      summary: 'Detalhe de um processo',
      description:
        'O processo com fases, prazos, quesitos, todos os documentos (links e arquivos; o `url` de um arquivo é a sua rota de download) e a Cronologia. Cada leitura vai para o registro de acessos (LGPD).',
      path: ['id'],
      ok: { description: 'O processo.', schema: processoDetalheSchema },
    }),
  },
  '/api/processo/numero': {
    get: op({
      tag: 'processos',
      summary: 'Número de processo já cadastrado?',
      description:
        'Diz se já existe um processo com este número CNJ (o cadastro responderia 409). O `id` do processo existente vem só quando você pode abri-lo; senão é `null`. Advogados e administradores.',
      query: numeroCadastradoQuerySchema,
      ok: {
        description: 'A resposta.',
        schema: z.object({ cadastrado: z.boolean(), id: z.number().int().nullable() }).meta({ id: 'NumeroCadastrado' }),
        example: { cadastrado: true, id: 42 },
      },
      erros: [403],
    }),
  },
  '/api/processo/create': {
    post: op({
      tag: 'processos',
      summary: 'Cadastrar processo',
      description: 'Preço e prazos são calculados no servidor. O processo começa pendente de pagamento, ou em análise quando um crédito de pacote o cobre.',
      body: { schema: processoCreateSchema, example: EXEMPLO_PROCESSO },
      ok: { status: 201, description: 'Processo cadastrado.', schema: processoCriadoSchema },
      erros: [403, 409],
      idempotente: true,
    }),
  },
  '/api/processo/{id}': {
    put: op({
      tag: 'processos',
      summary: 'Editar processo',
      description: 'O dono (advogado) edita os dados; administradores também atribuem o perito e mudam a situação.',
      path: ['id'],
      body: { schema: processoEditSchema, example: { comarca: 'Campinas/SP', valorCausa: 'R$ 50.000,00' } },
      ok: { description: 'Processo atualizado.', schema: processoAtualizado },
      erros: [403, 409],
    }),
  },
  '/api/processo/{id}/fases/{idFase}/concluir': {
    post: op({ tag: 'processos', summary: 'Concluir fase', path: ['id', 'idFase'], ok: { description: 'Fase concluída.', schema: faseAlterada }, erros: [403, 409] }),
  },
  '/api/processo/{id}/fases/{idFase}/reabrir': {
    post: op({
      tag: 'processos',
      summary: 'Reabrir fase concluída (administradores)',
      path: ['id', 'idFase'],
      body: { schema: motivoSchema, example: { motivo: 'Laudo complementar solicitado pelo juízo.' } },
      ok: { description: 'Fase reaberta.', schema: faseAlterada },
      erros: [403, 409],
    }),
  },
  '/api/processo/{id}/acessos': {
    get: op({
      tag: 'processos',
      summary: 'Registro de acessos do processo (LGPD)',
      description: 'Quem leu o processo, quando e de onde. Para o advogado dono e administradores.',
      path: ['id'],
      query: paginacaoSchema,
      ok: {
        description: 'Uma página do registro.',
        headers: TOTAL_HEADER,
        schema: z.array(resposta({ id: z.int(), usuario: z.string().nullable(), role: z.string(), objeto: z.string(), endereco: z.string().nullable(), endereco_label: z.string().nullable(), data: z.string() })),
      },
    }),
  },
  '/api/quesitos/create': {
    post: op({
      tag: 'quesitos',
      summary: 'Criar quesito',
      body: {
        schema: quesitoCreateSchema,
        example: { name: 'Quesito', description: 'O periciando está incapacitado para o trabalho? Desde quando?', categoria: 'Geral', prioridade: 'Normal', id_processo: 17 },
      },
      ok: { status: 201, description: 'Quesito criado.', schema: quesitoCriadoSchema },
      erros: [403, 409],
      idempotente: true,
    }),
  },
  '/api/quesitos/{id}': {
    put: op({
      tag: 'quesitos',
      summary: 'Editar quesito',
      path: ['id'],
      body: { schema: quesitoEditSchema, example: { description: 'O periciando está total e permanentemente incapacitado?' } },
      ok: { description: 'Quesito atualizado.', schema: z.object({ id: z.int(), quesito: z.string(), description: z.string(), id_processo: z.int(), message: z.literal('Quesito atualizado com sucesso') }) },
      erros: [403, 409],
    }),
    delete: op({ tag: 'quesitos', summary: 'Remover quesito', path: ['id'], ok: { description: 'Quesito removido.', schema: msg('Quesito removido com sucesso') }, erros: [403, 409] }),
  },
};
