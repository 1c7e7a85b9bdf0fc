import { z } from 'zod';
import { dataIso, dia } from './comum';

/** Answers of the courts' sync (DataJud, DJEN): lib/data/tribunais and lib/domain/tribunais/datajud. */

const codigo = z.looseObject({ codigo: z.int(), nome: z.string() });

/** GET /api/tribunais/processo/{numero}: found (`ConsultaEncontrada`) or not (`ConsultaNaoEncontrada`). */
export const consultaProcessoSchema = z.union([
  z.looseObject({
    encontrado: z.literal(true),
    tribunal: z.string().meta({ example: 'TRT2' }),
    classe: codigo,
    assuntos: z.array(codigo),
    orgaoJulgador: codigo,
    dataAjuizamento: dia('Data de ajuizamento.').nullable(),
    grau: z.string().meta({ example: 'G1' }),
    atualizadoEm: z.string().nullable(),
    sugestao: z
      .looseObject({ tipoJustica: z.string().nullable(), varaJudicial: z.string(), dataDistribuicao: dia('Data de distribuição.').nullable(), tipoAcao: z.string().nullable(), comarca: z.string().nullable() })
      .meta({ description: 'Campos do cadastro preenchidos a partir do CNJ.' }),
  }),
  z.looseObject({ encontrado: z.literal(false), motivo: z.string() }),
]);

/** GET /api/processo/{id}/andamentos, one item (`AndamentoApi`). */
export const andamentoSchema = z.looseObject({
  codigo: z.int(),
  nome: z.string(),
  dataHora: dataIso('Data e hora do movimento (vazia quando o DataJud enviou uma data que não existe).').nullable(),
  dataOriginal: z.string().nullable().meta({ description: 'A data como o DataJud a enviou, quando não existe (ex.: 2024-02-30T10:00); senão vazia.' }),
  complementos: z.array(z.looseObject({ codigo: z.int(), valor: z.union([z.number(), z.string()]).nullable(), nome: z.string(), descricao: z.string().nullable() })),
});

/** GET /api/processo/{id}/publicacoes, one item (`PublicacaoApi`). */
export const publicacaoSchema = z.looseObject({
  id: z.int(),
  hash: z.string(),
  tipoComunicacao: z.string().meta({ example: 'Intimação' }),
  dataDisponibilizacao: dia('Disponibilizada no DJEN em (vazia quando o DJEN enviou uma data que não existe).').nullable(),
  dataPublicacao: dia('Considerada publicada em.').nullable(),
  inicioPrazo: dia('Início do prazo.').nullable(),
  dataOriginal: z.string().nullable().meta({ description: 'A data como o DJEN a enviou, quando não existe (ex.: 2024-02-30); senão vazia.' }),
  orgao: z.string().nullable(),
  texto: z.string(),
  link: z.string().nullable(),
});

/** POST /api/tribunais/sincronizar (`ResultadoSincronizacao`). */
export const sincronizacaoSchema = z.looseObject({
  processos: z.int(),
  andamentosNovos: z.int(),
  publicacoesNovas: z.int(),
  falhas: z.int(),
  publicacoesSemProcesso: z.int().optional().meta({ description: 'Só na sincronização de todos: comunicações achadas pela OAB dos advogados sem processo cadastrado aqui.' }),
});

/** GET /api/tribunais/sincronizar/{id} and the 202 of an admin's `{}`: how a sync run goes (issue 36). */
export const situacaoSincronizacaoSchema = z.looseObject({
  status: z.enum(['na_fila', 'em_andamento', 'concluida', 'falhou']),
  progresso: z
    .object({ feitos: z.int(), total: z.int(), falhas: z.int() })
    .meta({ description: 'Etapas feitas de `total` (cada processo e, por último, a consulta pela OAB dos advogados) e processos com falha até agora.' }),
  resultado: z
    .object({ processos: z.int(), andamentosNovos: z.int(), publicacoesNovas: z.int(), falhas: z.int() })
    .optional()
    .meta({ description: 'Só quando `concluida`.' }),
});

/** GET /api/tribunais/publicacoes-sem-processo, one item (`PublicacaoSemProcessoApi`). */
export const publicacaoSemProcessoSchema = z.looseObject({
  id: z.int(),
  advogadoId: z.int(),
  hash: z.string(),
  numeroProcesso: z.string().meta({ example: '0001234-56.2024.8.26.0100' }),
  siglaTribunal: z.string().nullable().meta({ example: 'TJSP' }),
  tipoComunicacao: z.string().meta({ example: 'Intimação' }),
  dataDisponibilizacao: dia('Disponibilizada no DJEN em (vazia quando o DJEN enviou uma data que não existe).').nullable(),
  dataOriginal: z.string().nullable().meta({ description: 'A data como o DJEN a enviou, quando não existe; senão vazia.' }),
  orgao: z.string().nullable(),
  nomeClasse: z.string().nullable(),
  partes: z.array(z.looseObject({ nome: z.string(), polo: z.string().nullable().meta({ description: "'A' polo ativo, 'P' polo passivo." }) })),
  trecho: z.string().meta({ description: 'Início do texto da comunicação.' }),
  link: z.string().nullable().meta({ description: 'Certidão no DJEN.' }),
});

/** POST /api/tribunais/publicacoes/{id}/iniciar-prazo. */
export const prazoIniciadoSchema = z.looseObject({
  prazo: z.looseObject({ id: z.int(), inicio: dia('Início do prazo.'), fim: dia('Fim do prazo.') }),
  message: z.string(),
});
