/**
 * The demo's example autos (issue 35, item 8): about 60 pages of a fictional work-accident case against the INSS:
 * petição inicial, procuração, pay slips, CAT, atestados, exams, surgery, INSS decisions (a grant, then a refusal),
 * the court's order, the INSS's defence, the court expert's laudo answering the quesitos, the parties' replies.
 * Some pages (copies of papers: CAT, atestados, exams, the refusal) hold their text only as an image, as PJe's
 * scanned pages do. Every person, company, number and place is invented; the medical and legal wording is the one
 * such autos use, with the dates and CID-10 codes the clinical timeline finds.
 */
import { buildCnj } from '@/lib/domain/cnj';
import { gerarAutosPdf, pdftoppmDisponivel, type PaginaFicticia } from './pdf-ficticio';

export type AutosExemplo = {
  pdf: Buffer;
  paginas: number;
  /** Pages (1-based) whose text is only an image. */
  paginasImagem: number[];
  documentos: { titulo: string; paginaInicial: number; paginaFinal: number }[];
  /**
   * What each page says, as drawn (heading, body, PJe stamp), with `ocr` true on image pages: a seed may store these
   * as the pages already read instead of running the reader (and OCR) while seeding.
   */
  textos: { pagina: number; texto: string; ocr: boolean }[];
};

export type OpcoesAutosExemplo = {
  /** The case number printed on every page (default: a valid fictional CNJ number). */
  numeroProcesso?: string;
  /** Copies of papers as images (default: when pdftoppm is installed; otherwise every page has a text layer). */
  comImagens?: boolean;
};

type Documento = { titulo: string; assinante: string; assinadoEm: string; num: number; paginas: PaginaFicticia[] };

const AUTOR = 'JOSÉ RIBAMAR EXEMPLO DOS SANTOS';
const Autor = 'José Ribamar Exemplo dos Santos';
const ADVOGADA = 'CARLA MODELO FERRAZ';
const PROCURADOR = 'RICARDO FICTÍCIO ANDRADE';
const PERITO = 'Dr. Eduardo Hipotético Lima';
const ORTOPEDISTA = 'Dr. Paulo Exemplo Rocha';
const EMPRESA = 'Transportadora Fictícia Ltda.';
const CIDADE = 'Exemplópolis/SP';
const VARA = `2ª Vara de Acidentes do Trabalho da Comarca de ${CIDADE}`;

const paginasDoc = (...paginas: PaginaFicticia[]) => paginas;
const img = (p: PaginaFicticia): PaginaFicticia => ({ ...p, imagem: true });

function contracheque(competencia: string, salario: string, liquido: string): PaginaFicticia {
  return {
    titulo: 'RECIBO DE PAGAMENTO DE SALÁRIO',
    paragrafos: [
      `Empregador: ${EMPRESA} — CNPJ 00.000.000/0001-00. Empregado: ${Autor}. Cargo: ajudante de carga e descarga. Competência: ${competencia}.`,
      `Salário base: R$ ${salario}. Horas extras 50%: R$ 212,40. Adicional noturno: R$ 0,00. Total de vencimentos: R$ ${salario} acrescido das horas extras.`,
      `Descontos: INSS, vale-transporte (6%) e contribuição assistencial. Valor líquido a receber: R$ ${liquido}.`,
      'Declaro ter recebido a importância líquida discriminada neste recibo. Assinatura do empregado conforme via original arquivada pelo empregador.',
    ],
  };
}

function documentos(numero: string): Documento[] {
  return [
    {
      titulo: 'Petição inicial',
      assinante: ADVOGADA,
      assinadoEm: '12/07/2022 16:41:07',
      num: 90210001,
      paginas: paginasDoc(
        {
          titulo: `EXCELENTÍSSIMO SENHOR DOUTOR JUIZ DE DIREITO DA ${VARA.toUpperCase()}`,
          paragrafos: [
            `${AUTOR}, brasileiro, casado, ajudante de carga e descarga, portador do RG nº 12.345.678-9 e inscrito no CPF sob o nº 123.456.789-09, residente na Rua das Hipóteses, 100, Jardim Exemplo, ${CIDADE}, telefone (11) 98765-4321, por sua advogada que esta subscreve (procuração anexa), vem respeitosamente à presença de Vossa Excelência propor a presente`,
            'AÇÃO ACIDENTÁRIA DE CONCESSÃO DE AUXÍLIO POR INCAPACIDADE TEMPORÁRIA, COM PEDIDO SUCESSIVO DE AUXÍLIO-ACIDENTE OU APOSENTADORIA POR INCAPACIDADE PERMANENTE',
            'em face do INSTITUTO NACIONAL DO SEGURO SOCIAL — INSS, autarquia federal, na pessoa de seu procurador, pelos fatos e fundamentos a seguir expostos.',
            'I — DOS FATOS. O autor trabalha desde 2015 como ajudante de carga e descarga na empresa Transportadora Fictícia Ltda., função que exige o levantamento e o transporte manual de volumes de até 40 kg, em jornada de 44 horas semanais, com flexão e rotação repetitivas do tronco.',
          ],
        },
        {
          paragrafos: [
            'Em 02/02/2021, durante a jornada de trabalho, ao levantar uma caixa de aproximadamente 40 kg do piso do caminhão, o autor sentiu dor súbita e intensa na região lombar, com irradiação para o membro inferior esquerdo, sofrendo acidente de trabalho típico. Foi atendido no mesmo dia no pronto-socorro do Hospital Municipal Modelo.',
            'O empregador emitiu a CAT em 03/02/2021 (documento anexo), reconhecendo o acidente típico. O atestado médico de 02/02/2021 concedeu 3 (três) dias de afastamento, com CID M54.5.',
            'Persistindo a dor, o autor realizou radiografia da coluna lombar em 05/02/2021 e ressonância magnética da coluna lombar em 20/03/2021, que evidenciou protrusão discal em L4-L5 e hérnia discal extrusa em L5-S1 com compressão da raiz S1 à esquerda.',
            'Afastado de suas atividades por mais de 15 dias, o autor recebeu auxílio por incapacidade temporária acidentário (espécie 91), concedido em 15/04/2021, com data de cessação fixada pela autarquia.',
          ],
        },
        {
          paragrafos: [
            'A eletroneuromiografia dos membros inferiores, realizada em 10/06/2021, confirmou radiculopatia L5-S1 à esquerda, de padrão crônico, com sinais de desnervação ativa.',
            'Diante da falha do tratamento conservador, o autor foi internado em 17/08/2021 no Hospital Modelo de Exemplópolis e submetido a microdiscectomia L5-S1 em 18/08/2021, recebendo alta hospitalar em 20/08/2021.',
            'Não obstante a evolução pós-operatória com dor residual e limitação funcional, o benefício foi cessado em 30/09/2021, por alta programada, sem que o autor tivesse recuperado a capacidade para a função habitual.',
            'Em 10/01/2022, o médico assistente do autor emitiu novo atestado médico com afastamento por 60 (sessenta) dias, CID M51.1 e M54.4, recomendando a readaptação para atividade sem carga.',
          ],
        },
        {
          paragrafos: [
            'O autor requereu novo benefício em 01/04/2022 e foi submetido a perícia médica do INSS em 18/04/2022. O pedido foi indeferido em 20/04/2022, sob o fundamento de não constatação de incapacidade laborativa, conforme comunicação de decisão anexa.',
            'Ocorre que o relatório médico de 15/05/2022, subscrito pelo ortopedista assistente, atesta lombociatalgia crônica pós-operatória, com restrição definitiva para levantamento de peso acima de 5 kg e para a flexão repetitiva do tronco, o que impede o exercício da função de ajudante de carga e descarga.',
            'II — DO DIREITO. Nos termos dos artigos 19, 20 e 86 da Lei 8.213/91, é devido o benefício acidentário ao segurado que, em razão de acidente do trabalho, fica incapacitado para o seu trabalho habitual, ou que, após a consolidação das lesões, apresenta sequela que implique redução da capacidade para o trabalho que habitualmente exercia.',
          ],
        },
        {
          paragrafos: [
            'O nexo causal entre o acidente típico e a lesão discal está demonstrado pela CAT, pelo atendimento imediato no pronto-socorro e pela sequência de exames de imagem, que mostram lesão compatível com o mecanismo de trauma descrito.',
            'A incapacidade, por sua vez, é atestada pelos documentos médicos juntados, sendo indispensável a realização de perícia médica judicial, por profissional da especialidade de ortopedia, para a correta aferição da extensão e da data de início da incapacidade.',
            'III — DA TUTELA DE URGÊNCIA. Presentes a probabilidade do direito e o perigo de dano, uma vez que o autor está sem renda desde a cessação do benefício, requer a concessão de tutela de urgência para o imediato restabelecimento do benefício.',
          ],
        },
        {
          paragrafos: [
            'IV — DOS PEDIDOS. Ante o exposto, requer: a) a citação do réu para, querendo, contestar; b) a realização de perícia médica judicial; c) a procedência do pedido, para condenar o réu a restabelecer o auxílio por incapacidade temporária acidentário desde a cessação indevida, ou, sucessivamente, a conceder o auxílio-acidente ou a aposentadoria por incapacidade permanente, conforme apurado na perícia; d) o pagamento das parcelas vencidas, com correção monetária e juros; e) a gratuidade da justiça.',
            'V — DOS QUESITOS DO AUTOR. 1. O autor é portador de doença ou lesão? Qual o CID? 2. A lesão decorre do acidente de trabalho noticiado na CAT? 3. Qual a data de início da doença (DID) e a data de início da incapacidade (DII)? 4. A incapacidade é total ou parcial, temporária ou permanente? 5. O autor pode exercer a função de ajudante de carga e descarga? 6. Há sequela que reduza a capacidade para o trabalho habitual?',
          ],
        },
        {
          paragrafos: [
            'Protesta provar o alegado por todos os meios de prova em direito admitidos, especialmente a prova pericial médica, documental e testemunhal.',
            'Dá-se à causa o valor de R$ 48.600,00 (quarenta e oito mil e seiscentos reais).',
            'Termos em que pede deferimento.',
            `${CIDADE.split('/')[0]}, 12 de julho de 2022.`,
            'Carla Modelo Ferraz — OAB/SP 000.001',
          ],
        },
      ),
    },
    {
      titulo: 'Procuração e declaração de hipossuficiência',
      assinante: ADVOGADA,
      assinadoEm: '12/07/2022 16:41:09',
      num: 90210002,
      paginas: paginasDoc(
        {
          titulo: 'PROCURAÇÃO AD JUDICIA ET EXTRA',
          paragrafos: [
            `OUTORGANTE: ${Autor}, brasileiro, casado, ajudante de carga e descarga, inscrito no CPF sob o nº 123.456.789-09.`,
            'OUTORGADA: Carla Modelo Ferraz, advogada inscrita na OAB/SP sob o nº 000.001, com escritório na Avenida dos Exemplos, 500, sala 12, Exemplópolis/SP.',
            'PODERES: os da cláusula ad judicia et extra, para o foro em geral, em qualquer juízo, instância ou tribunal, podendo propor ações, contestar, recorrer, transigir, desistir, receber e dar quitação, firmar compromissos e substabelecer, especialmente para propor ação acidentária em face do INSS.',
          ],
        },
        {
          titulo: 'DECLARAÇÃO DE HIPOSSUFICIÊNCIA',
          paragrafos: [
            `Eu, ${Autor}, declaro, sob as penas da lei, que não tenho condições de arcar com as custas do processo e os honorários advocatícios sem prejuízo do meu sustento e do de minha família, nos termos do artigo 99 do Código de Processo Civil.`,
            'Por ser expressão da verdade, firmo a presente declaração.',
          ],
        },
      ),
    },
    {
      titulo: 'Documentos pessoais',
      assinante: ADVOGADA,
      assinadoEm: '12/07/2022 16:41:12',
      num: 90210003,
      paginas: paginasDoc(
        {
          titulo: 'CÓPIA DO DOCUMENTO DE IDENTIDADE',
          paragrafos: [
            `Nome: ${AUTOR}. Filiação: Maria Exemplo dos Santos e João Ribamar dos Santos. Naturalidade: Exemplópolis/SP. Registro Geral nº 12.345.678-9, expedido pela Secretaria de Segurança Pública.`,
            'Cópia conferida com o original pela advogada subscritora, nos termos do artigo 425, inciso IV, do Código de Processo Civil.',
          ],
        },
        img({
          titulo: 'CÓPIA DA CARTEIRA DE TRABALHO — CONTRATO DE TRABALHO',
          paragrafos: [
            `Empregador: ${EMPRESA} Espécie do estabelecimento: transporte rodoviário de cargas. Cargo: ajudante de carga e descarga. CBO 7832-25.`,
            'Remuneração especificada: salário mensal conforme convenção coletiva da categoria. Contrato de trabalho por prazo indeterminado, sem anotação de saída.',
          ],
        }),
      ),
    },
    {
      titulo: 'Recibos de pagamento',
      assinante: ADVOGADA,
      assinadoEm: '12/07/2022 16:41:15',
      num: 90210004,
      paginas: paginasDoc(
        contracheque('10/2020', '1.980,00', '1.874,31'),
        contracheque('11/2020', '1.980,00', '1.902,77'),
        contracheque('12/2020', '1.980,00', '1.851,06'),
        contracheque('01/2021', '2.079,00', '1.966,45'),
      ),
    },
    {
      titulo: 'CAT — Comunicação de Acidente de Trabalho',
      assinante: ADVOGADA,
      assinadoEm: '12/07/2022 16:41:18',
      num: 90210005,
      paginas: paginasDoc(
        img({
          titulo: 'COMUNICAÇÃO DE ACIDENTE DE TRABALHO — CAT',
          paragrafos: [
            `Emitente: empregador. Tipo de CAT: inicial. Empregador: ${EMPRESA} Acidentado: ${Autor}. Ocupação: ajudante de carga e descarga.`,
            'CAT emitida em 03/02/2021. Acidente de trabalho típico ocorrido em 02/02/2021, às 10h30, após 3 horas de trabalho, no local de trabalho (doca de carregamento). Houve afastamento. Houve comunicação à autoridade policial: não.',
            'Descrição da situação geradora: o empregado, ao levantar manualmente uma caixa de aproximadamente 40 kg do piso do caminhão, sentiu forte dor na região lombar com irradiação para a perna esquerda.',
          ],
        }),
        {
          titulo: 'CAT — ATESTADO MÉDICO',
          paragrafos: [
            'Unidade de atendimento: Hospital Municipal Modelo, pronto-socorro. Data do atendimento: 02/02/2021. Houve internação: não. Duração provável do tratamento: 3 dias. Deverá o acidentado afastar-se do trabalho durante o tratamento: sim.',
            'Descrição e natureza da lesão: lombalgia aguda com irradiação para membro inferior esquerdo. Diagnóstico provável: lumbago com ciática. CID-10: M54.4.',
            'Médico: Dra. Helena Modelo Prado, CRM/SP 000000.',
          ],
        },
      ),
    },
    {
      titulo: 'Atestados médicos',
      assinante: ADVOGADA,
      assinadoEm: '12/07/2022 16:41:21',
      num: 90210006,
      paginas: paginasDoc(
        img({
          titulo: 'ATESTADO MÉDICO',
          paragrafos: [
            `Atesto, para os devidos fins, que o Sr. ${Autor} foi atendido neste pronto-socorro em 02/02/2021, necessitando afastar-se de suas atividades laborais por 3 (três) dias a partir desta data. CID M54.5.`,
            'Hospital Municipal Modelo. Dra. Helena Modelo Prado, CRM/SP 000000.',
          ],
        }),
        {
          titulo: 'ATESTADO MÉDICO',
          paragrafos: [
            `Atesto que o paciente ${Autor} está sob meus cuidados em tratamento de hérnia discal lombar, devendo permanecer afastado do trabalho por 15 (quinze) dias, a partir de 12/03/2021. CID M51.1.`,
            `${ORTOPEDISTA}, ortopedista, CRM/SP 000001.`,
          ],
        },
        {
          titulo: 'ATESTADO MÉDICO',
          paragrafos: [
            `Atesto que o Sr. ${Autor} foi submetido a microdiscectomia L5-S1 e necessita de afastamento de suas atividades por 90 (noventa) dias a contar de 20/08/2021, data da alta hospitalar, para reabilitação. CID M51.1.`,
            `${ORTOPEDISTA}, ortopedista, CRM/SP 000001.`,
          ],
        },
        img({
          titulo: 'ATESTADO MÉDICO',
          paragrafos: [
            `Atesto que o Sr. ${Autor} apresenta lombociatalgia crônica à esquerda após microdiscectomia, com dor persistente e limitação para esforços, devendo permanecer afastado do trabalho por 60 (sessenta) dias, em 10/01/2022. CID M51.1 e M54.4.`,
            'Recomendo readaptação para função sem carga e sem flexão repetitiva do tronco.',
            `${ORTOPEDISTA}, ortopedista, CRM/SP 000001.`,
          ],
        }),
      ),
    },
    {
      titulo: 'Exames',
      assinante: ADVOGADA,
      assinadoEm: '12/07/2022 16:41:24',
      num: 90210007,
      paginas: paginasDoc(
        img({
          titulo: 'RADIOGRAFIA DA COLUNA LOMBAR',
          paragrafos: [
            `Paciente: ${Autor}. Exame realizado em 05/02/2021. Incidências: frente, perfil e oblíquas.`,
            'Laudo: retificação da lordose lombar. Redução discreta do espaço discal em L5-S1. Corpos vertebrais com altura preservada. Ausência de fraturas ou listeses.',
          ],
        }),
        {
          titulo: 'RESSONÂNCIA MAGNÉTICA DA COLUNA LOMBAR',
          paragrafos: [
            `Paciente: ${Autor}. Ressonância magnética da coluna lombar realizada em 20/03/2021, sem contraste, em aparelho de 1,5 tesla.`,
            'Técnica: sequências ponderadas em T1 e T2, nos planos sagital e axial.',
            'Análise: retificação da lordose lombar. Desidratação discal em L4-L5 e L5-S1. Protrusão discal difusa em L4-L5, tocando a face ventral do saco dural, sem compressão radicular.',
          ],
        },
        {
          paragrafos: [
            'Em L5-S1, hérnia discal extrusa póstero-lateral esquerda, com compressão da raiz S1 esquerda no recesso lateral e redução da amplitude do forame de conjugação à esquerda.',
            'Impressão diagnóstica: discopatia degenerativa lombar; hérnia discal extrusa L5-S1 à esquerda com compressão radicular S1; protrusão discal L4-L5.',
            'Dr. Marcos Imagem Exemplar, médico radiologista, CRM/SP 000002.',
          ],
        },
        img({
          titulo: 'ELETRONEUROMIOGRAFIA DOS MEMBROS INFERIORES',
          paragrafos: [
            `Paciente: ${Autor}. Eletroneuromiografia dos membros inferiores realizada em 10/06/2021.`,
            'Estudo da condução nervosa motora e sensitiva dos nervos fibulares, tibiais e surais, bilateralmente, e eletromiografia de agulha de músculos dependentes das raízes L4, L5 e S1.',
          ],
        }),
        {
          paragrafos: [
            'Conclusão: exame compatível com radiculopatia L5-S1 à esquerda, de padrão crônico, com sinais de desnervação ativa em músculos dependentes da raiz S1. Não há evidência de polineuropatia periférica.',
            'Dra. Sílvia Condução Exemplo, neurofisiologista clínica, CRM/SP 000003.',
          ],
        },
      ),
    },
    {
      titulo: 'Relatório de internação e cirurgia',
      assinante: ADVOGADA,
      assinadoEm: '12/07/2022 16:41:27',
      num: 90210008,
      paginas: paginasDoc(
        {
          titulo: 'DESCRIÇÃO CIRÚRGICA',
          paragrafos: [
            `Paciente: ${Autor}. Internado em 17/08/2021 no Hospital Modelo de Exemplópolis, para tratamento cirúrgico eletivo de hérnia discal lombar.`,
            'Cirurgia realizada em 18/08/2021: microdiscectomia L5-S1 à esquerda, por via posterior, sob anestesia geral. Achados: volumoso fragmento discal extruso comprimindo a raiz S1 esquerda. Procedimento sem intercorrências.',
            `Cirurgião: ${ORTOPEDISTA}. Anestesista: Dr. Caio Sedação Exemplo.`,
          ],
        },
        {
          titulo: 'SUMÁRIO DE ALTA',
          paragrafos: [
            'Paciente evoluiu no pós-operatório com melhora parcial da dor irradiada, deambulando sem auxílio, ferida operatória limpa.',
            'Alta hospitalar em 20/08/2021, com orientação de repouso relativo, uso de analgésicos e anti-inflamatórios e início de fisioterapia motora após 15 dias. Retorno ambulatorial em 30 dias. CID M51.1.',
          ],
        },
      ),
    },
    {
      titulo: 'Relatório de fisioterapia',
      assinante: ADVOGADA,
      assinadoEm: '12/07/2022 16:41:28',
      num: 90210017,
      paginas: paginasDoc(
        {
          titulo: 'RELATÓRIO DE FISIOTERAPIA',
          paragrafos: [
            `Paciente: ${Autor}. Encaminhado pelo ${ORTOPEDISTA} para reabilitação após microdiscectomia L5-S1. Realizou 30 sessões de fisioterapia motora, três vezes por semana, com cinesioterapia, fortalecimento do core e analgesia por eletroterapia.`,
            'Avaliação inicial: dor lombar com intensidade 8 em 10 na escala visual analógica, irradiada para a face posterior da coxa e da perna esquerdas, com limitação da flexão do tronco e marcha antálgica.',
          ],
        },
        {
          paragrafos: [
            'Avaliação final: melhora parcial da dor, com intensidade 5 em 10, persistindo parestesia no pé esquerdo e intolerância à permanência prolongada em pé e ao levantamento de carga.',
            'Conclusão: paciente com ganho funcional parcial, sem condições de retorno à atividade com carga. Sugere-se manutenção de exercícios domiciliares e acompanhamento ortopédico.',
            'Dra. Renata Movimento Exemplo, fisioterapeuta, CREFITO 000000-F.',
          ],
        },
      ),
    },
    {
      titulo: 'Relatório médico',
      assinante: ADVOGADA,
      assinadoEm: '12/07/2022 16:41:30',
      num: 90210009,
      paginas: paginasDoc(
        img({
          titulo: 'RELATÓRIO MÉDICO',
          paragrafos: [
            `Relatório médico de 15/05/2022. Paciente ${Autor}, 42 anos, ajudante de carga e descarga, em acompanhamento neste consultório desde março de 2021 por lombociatalgia à esquerda após acidente de trabalho.`,
            'Submetido a microdiscectomia L5-S1, evoluiu com dor lombar crônica, parestesia no território de S1 à esquerda e limitação funcional para esforços. Ao exame: Lasègue positivo à esquerda a 45 graus, reflexo aquileu esquerdo abolido.',
            'Conclusão: apresenta restrição definitiva para levantamento de peso acima de 5 kg e para flexão repetitiva do tronco. Não tem condições de retornar à função de ajudante de carga e descarga. CID M51.1 e M96.1.',
          ],
        }),
      ),
    },
    {
      titulo: 'Decisões do INSS',
      assinante: ADVOGADA,
      assinadoEm: '12/07/2022 16:41:33',
      num: 90210010,
      paginas: paginasDoc(
        {
          titulo: 'COMUNICAÇÃO DE DECISÃO',
          paragrafos: [
            `Senhor(a) ${Autor}. Informamos que foi reconhecido o direito ao benefício de auxílio por incapacidade temporária acidentário, espécie 91, concedido em 15/04/2021, com data de início do benefício fixada no 16º dia de afastamento.`,
            'Data de cessação do benefício (DCB): o benefício será mantido até 30/09/2021. Caso ainda se considere incapaz para o trabalho, poderá solicitar a prorrogação nos 15 dias que antecedem a cessação.',
          ],
        },
        img({
          titulo: 'COMUNICAÇÃO DE DECISÃO',
          paragrafos: [
            `Senhor(a) ${Autor}. Em atenção ao seu pedido de auxílio por incapacidade temporária, apresentado em 01/04/2022, informamos que não foi reconhecido o direito ao benefício, tendo em vista que não foi constatada, em exame realizado pela perícia médica do INSS em 18/04/2022, incapacidade para o seu trabalho ou para a sua atividade habitual.`,
            'Benefício indeferido em 20/04/2022. Da decisão cabe recurso ao Conselho de Recursos da Previdência Social no prazo de 30 dias do recebimento desta comunicação.',
          ],
        }),
        {
          titulo: 'EXTRATO PREVIDENCIÁRIO — CNIS',
          paragrafos: [
            `Segurado: ${Autor}. Vínculos e remunerações.`,
            `Seq. 1 — ${EMPRESA} — empregado — início do vínculo em 2015 — sem data de fim. Remunerações: competência 10/2020 R$ 1.980,00; 11/2020 R$ 1.980,00; 12/2020 R$ 1.980,00; 01/2021 R$ 2.079,00.`,
            'Benefícios: NB 91 — auxílio por incapacidade temporária acidentário — situação: cessado. NB 31 — requerimento — situação: indeferido.',
          ],
        },
        {
          titulo: 'LAUDO MÉDICO PERICIAL — SABI',
          paragrafos: [
            'Histórico: segurado relata dor lombar após esforço no trabalho, tendo sido operado de hérnia de disco. Refere dor residual. Traz exames e atestado do médico assistente.',
            'Exame físico: bom estado geral, marcha normal, sem uso de órteses. Mobilidade da coluna lombar com limitação leve. Força muscular preservada. Lasègue negativo.',
            'Considerações: não há incapacidade para a atividade habitual. Data do exame médico pericial: 18/04/2022. Conclusão: não existe incapacidade laborativa.',
          ],
        },
      ),
    },
    {
      titulo: 'Decisão',
      assinante: 'JUIZ DE DIREITO AUGUSTO EXEMPLAR NETO',
      assinadoEm: '03/10/2022 13:05:44',
      num: 90210011,
      paginas: paginasDoc(
        {
          titulo: 'DECISÃO',
          paragrafos: [
            'Vistos. Defiro ao autor os benefícios da gratuidade da justiça. A tutela de urgência será apreciada após a realização da prova pericial, indispensável ao exame da incapacidade alegada.',
            `Nomeio perito judicial o ${PERITO}, médico ortopedista, que deverá ser intimado para dizer se aceita o encargo. Os honorários periciais serão pagos na forma da Resolução CNJ 232/2016.`,
            'Faculto às partes a apresentação de quesitos e a indicação de assistentes técnicos no prazo de 15 dias.',
          ],
        },
        {
          paragrafos: [
            'Quesitos do juízo: 1. O periciando é portador de doença ou lesão? 2. Em caso afirmativo, qual o diagnóstico e o respectivo CID? 3. Há nexo causal com o acidente de trabalho? 4. Qual a data de início da doença e da incapacidade? 5. A incapacidade é total ou parcial, temporária ou permanente? 6. Há redução da capacidade para o trabalho habitual?',
            'Cite-se o réu. Intimem-se.',
          ],
        },
      ),
    },
    {
      titulo: 'Aceite do encargo e designação da perícia',
      assinante: 'EDUARDO HIPOTÉTICO LIMA',
      assinadoEm: '10/10/2022 10:31:16',
      num: 90210018,
      paginas: paginasDoc({
        titulo: 'PETIÇÃO DO PERITO',
        paragrafos: [
          `${PERITO}, perito nomeado nos autos, vem aceitar o encargo e informar que a perícia médica judicial fica designada para 14/11/2022, às 9h, em seu consultório na Rua dos Peritos, 45, Centro, ${CIDADE}.`,
          'O periciando deverá comparecer munido de documento de identidade com foto e de todos os exames, atestados e relatórios médicos de que dispuser, inclusive os exames de imagem originais.',
        ],
      }),
    },
    {
      titulo: 'Certidão de intimação',
      assinante: 'ESCREVENTE TÉCNICO JUDICIÁRIO',
      assinadoEm: '11/10/2022 14:02:40',
      num: 90210019,
      paginas: paginasDoc({
        titulo: 'CERTIDÃO',
        paragrafos: [
          'Certifico e dou fé que as partes foram intimadas, por meio do portal eletrônico, da data designada para a perícia médica judicial e de que o não comparecimento injustificado do periciando poderá acarretar a preclusão da prova.',
          'Nada mais.',
        ],
      }),
    },
    {
      titulo: 'Contestação',
      assinante: PROCURADOR,
      assinadoEm: '08/11/2022 09:12:30',
      num: 90210012,
      paginas: paginasDoc(
        {
          titulo: 'CONTESTAÇÃO',
          paragrafos: [
            'O INSTITUTO NACIONAL DO SEGURO SOCIAL — INSS, por seu procurador federal, vem apresentar CONTESTAÇÃO à ação acidentária proposta, pelas razões a seguir.',
            'I — SÍNTESE DA INICIAL. Pretende o autor o restabelecimento de benefício acidentário ou a concessão de auxílio-acidente ou de aposentadoria, alegando incapacidade decorrente de acidente de trabalho.',
          ],
        },
        {
          paragrafos: [
            'II — DO MÉRITO. A concessão dos benefícios por incapacidade exige a comprovação da qualidade de segurado, da carência, quando exigida, e da incapacidade para o trabalho, esta aferida por perícia médica.',
            'A perícia administrativa concluiu pela inexistência de incapacidade laborativa, conclusão que goza de presunção de legitimidade e somente pode ser afastada por prova técnica em sentido contrário.',
          ],
        },
        {
          paragrafos: [
            'Os documentos médicos particulares juntados pelo autor, produzidos unilateralmente, não se prestam, por si sós, a demonstrar a incapacidade, devendo prevalecer a conclusão da perícia oficial.',
            'Quanto ao auxílio-acidente, exige-se a consolidação das lesões e a redução permanente da capacidade para o trabalho habitualmente exercido, o que não restou demonstrado.',
          ],
        },
        {
          paragrafos: [
            'III — DA DATA DE INÍCIO DO BENEFÍCIO. Em caso de procedência, o termo inicial deve corresponder à data da juntada do laudo pericial, momento em que comprovada a incapacidade.',
            'IV — DOS CONSECTÁRIOS. Eventuais parcelas devem ser corrigidas na forma da legislação vigente, observada a prescrição quinquenal.',
          ],
        },
        {
          paragrafos: [
            'V — DOS QUESITOS DO INSS. 1. O periciando é portador de doença ou lesão? 2. A doença ou lesão o incapacita para o trabalho? 3. Em caso positivo, desde quando? Qual a DII? 4. A incapacidade é total ou parcial? Permanente ou temporária? 5. Há possibilidade de reabilitação profissional para outra função?',
          ],
        },
        {
          paragrafos: [
            'VI — DOS PEDIDOS. Ante o exposto, requer a improcedência dos pedidos. Em caso de procedência, requer a fixação do termo inicial na data da juntada do laudo e a observância da prescrição quinquenal.',
            'Nestes termos, pede deferimento.',
            'Ricardo Fictício Andrade — Procurador Federal.',
          ],
        },
      ),
    },
    {
      titulo: 'Réplica',
      assinante: ADVOGADA,
      assinadoEm: '22/11/2022 17:03:12',
      num: 90210013,
      paginas: paginasDoc(
        {
          titulo: 'RÉPLICA',
          paragrafos: [
            'O autor, nos autos da ação acidentária em epígrafe, vem apresentar RÉPLICA à contestação do INSS.',
            'A presunção de legitimidade da perícia administrativa é relativa e cede diante da prova dos autos: o autor foi submetido a cirurgia de coluna e mantém restrição definitiva para esforços, atestada pelo médico assistente.',
          ],
        },
        {
          paragrafos: [
            'A data de início do benefício deve ser a da cessação indevida, e não a da juntada do laudo, pois a incapacidade já existia naquela data, conforme os documentos médicos contemporâneos.',
            'Reitera o autor os pedidos da inicial e aguarda a realização da perícia médica judicial.',
          ],
        },
      ),
    },
    {
      titulo: 'Laudo pericial',
      assinante: 'EDUARDO HIPOTÉTICO LIMA',
      assinadoEm: '28/11/2022 18:22:05',
      num: 90210014,
      paginas: paginasDoc(
        {
          titulo: 'LAUDO MÉDICO PERICIAL',
          paragrafos: [
            `Processo nº ${numero}. Autor: ${Autor}. Réu: Instituto Nacional do Seguro Social — INSS. Perito judicial: ${PERITO}, médico ortopedista, CRM/SP 000004.`,
            'Perícia judicial realizada em 14/11/2022, às 9h, no consultório do perito, com a presença do periciando, desacompanhado de assistente técnico. O INSS não indicou assistente técnico.',
          ],
        },
        {
          titulo: 'I — HISTÓRICO',
          paragrafos: [
            'O periciando, 43 anos, destro, ensino fundamental completo, trabalha como ajudante de carga e descarga desde 2015. Relata que, em 02/02/2021, ao levantar uma caixa pesada, sentiu dor lombar súbita com irradiação para a perna esquerda.',
            'Refere tratamento com analgésicos, fisioterapia e, posteriormente, cirurgia de coluna. Informa que mantém dor lombar diária, que piora com esforços e com a permanência prolongada em pé, e formigamento na face lateral do pé esquerdo.',
          ],
        },
        {
          paragrafos: [
            'Nega doenças prévias na coluna e nega afastamentos anteriores ao acidente. Não pratica atividade física regular. Faz uso de pregabalina e de analgésicos comuns.',
            'Encontra-se sem receber benefício e sem trabalhar desde a cessação do benefício, não tendo sido readaptado pelo empregador.',
          ],
        },
        {
          titulo: 'II — EXAME FÍSICO',
          paragrafos: [
            'Bom estado geral, corado, hidratado, orientado. Peso 86 kg, altura 1,74 m. Marcha sem claudicação, com dificuldade para marcha nos calcanhares à esquerda.',
            'Coluna lombar: cicatriz cirúrgica mediana de 4 cm, bem consolidada. Contratura da musculatura paravertebral lombar. Flexão anterior do tronco limitada, com distância dedo-solo de 35 cm.',
            'Teste de Lasègue positivo à esquerda a 50 graus. Reflexo aquileu abolido à esquerda. Hipoestesia no dermátomo de S1 à esquerda. Força muscular grau 4 na flexão plantar do pé esquerdo.',
          ],
        },
        {
          titulo: 'III — EXAMES COMPLEMENTARES',
          paragrafos: [
            'Ressonância magnética da coluna lombar de 20/03/2021: hérnia discal extrusa L5-S1 à esquerda com compressão da raiz S1 e protrusão discal L4-L5.',
            'Eletroneuromiografia dos membros inferiores de 10/06/2021: radiculopatia L5-S1 à esquerda, crônica, com desnervação ativa.',
            'Descrição cirúrgica: microdiscectomia L5-S1 à esquerda em 18/08/2021.',
          ],
        },
        {
          titulo: 'IV — DISCUSSÃO',
          paragrafos: [
            'O periciando sofreu acidente de trabalho típico, com mecanismo de trauma (levantamento de peso com flexão do tronco) compatível com a lesão discal diagnosticada. A cronologia dos documentos — atendimento no dia do acidente, CAT, exames de imagem e cirurgia — é coerente com o nexo causal.',
            'Após o tratamento cirúrgico, persistem sinais objetivos de radiculopatia S1 à esquerda (reflexo abolido, hipoestesia, déficit de força), configurando síndrome pós-laminectomia, CID M96.1.',
          ],
        },
        {
          paragrafos: [
            'A função de ajudante de carga e descarga exige levantamento repetitivo de peso e flexão do tronco, incompatíveis com o quadro atual. O periciando pode, contudo, exercer atividades leves, sem carga, após reabilitação profissional.',
            'A data de início da doença (DID) é fixada em 02/02/2021, data do acidente. A data de início da incapacidade (DII) é fixada em 02/02/2021, sendo a incapacidade para a função habitual contínua desde então.',
          ],
        },
        {
          titulo: 'V — CONCLUSÃO',
          paragrafos: [
            'O periciando é portador de hérnia discal lombar L5-S1 operada, com radiculopatia residual (CID M51.1 e M96.1), decorrente do acidente de trabalho de 02/02/2021.',
            'Há incapacidade parcial e permanente para o trabalho, com incapacidade total para a função habitual de ajudante de carga e descarga, sendo elegível para reabilitação profissional.',
          ],
        },
        {
          titulo: 'VI — RESPOSTAS AOS QUESITOS',
          paragrafos: [
            'Quesitos do juízo. 1. Sim. 2. Hérnia discal lombar operada com radiculopatia residual, CID M51.1 e M96.1. 3. Sim, há nexo causal com o acidente de trabalho típico. 4. DID em 02/02/2021; DII em 02/02/2021. 5. Parcial e permanente. 6. Sim, há redução da capacidade para o trabalho habitual.',
            'Quesitos do autor. 1. Sim, CID M51.1. 2. Sim. 3. Vide resposta ao quesito 4 do juízo. 4. Parcial e permanente. 5. Não. 6. Sim.',
          ],
        },
        {
          paragrafos: [
            'Quesitos do INSS. 1. Sim. 2. Sim, para a função habitual. 3. Desde o acidente; DII fixada em 02/02/2021. 4. Parcial e permanente. 5. Sim, para atividades leves, sem carga e sem flexão repetitiva do tronco.',
            'Nada mais havendo, encerro o presente laudo, composto de dez páginas.',
            `${PERITO} — Perito judicial — CRM/SP 000004.`,
          ],
        },
      ),
    },
    {
      titulo: 'Manifestação sobre o laudo',
      assinante: ADVOGADA,
      assinadoEm: '15/12/2022 11:48:51',
      num: 90210015,
      paginas: paginasDoc(
        {
          titulo: 'MANIFESTAÇÃO SOBRE O LAUDO PERICIAL',
          paragrafos: [
            'O autor manifesta concordância com o laudo pericial, que reconheceu o nexo causal com o acidente de trabalho e a incapacidade total para a função habitual, com DII fixada na data do acidente.',
            'Requer, assim, a concessão da tutela de urgência, com o imediato restabelecimento do benefício, e o encaminhamento do autor à reabilitação profissional.',
          ],
        },
        {
          paragrafos: [
            'Subsidiariamente, caso o juízo entenda consolidadas as lesões, requer a concessão do auxílio-acidente a partir da cessação do auxílio por incapacidade temporária, nos termos do artigo 86 da Lei 8.213/91.',
            'Termos em que pede deferimento.',
          ],
        },
      ),
    },
    {
      titulo: 'Ato ordinatório',
      assinante: 'ESCREVENTE TÉCNICO JUDICIÁRIO',
      assinadoEm: '19/12/2022 15:10:02',
      num: 90210016,
      paginas: paginasDoc({
        titulo: 'ATO ORDINATÓRIO',
        paragrafos: [
          'Nos termos das normas de serviço da Corregedoria Geral da Justiça, fica o réu intimado a se manifestar sobre o laudo pericial e sobre a petição do autor, no prazo de 15 dias.',
          'Após, os autos serão conclusos para sentença.',
        ],
      }),
    },
  ];
}

/** The example case's autos as one PDF, as PJe exports them: every document with its stamp on each page. */
export async function gerarAutosExemplo(opcoes: OpcoesAutosExemplo = {}): Promise<AutosExemplo> {
  const numero = opcoes.numeroProcesso ?? buildCnj(1004321, 2022, 8, 26, 100);
  const comImagens = opcoes.comImagens ?? (await pdftoppmDisponivel());
  const docs = documentos(numero);
  const paginas: PaginaFicticia[] = [];
  const deQuem: { doc: Documento; pag: number }[] = [];
  const indice: AutosExemplo['documentos'] = [];
  for (const doc of docs) {
    const inicial = paginas.length + 1;
    doc.paginas.forEach((p, i) => {
      paginas.push(comImagens ? p : { ...p, imagem: false });
      deQuem.push({ doc, pag: i + 1 });
    });
    indice.push({ titulo: doc.titulo, paginaInicial: inicial, paginaFinal: paginas.length });
  }
  const cabecalho = `Processo nº ${numero} · ${VARA} · Documento fictício, gerado para demonstração`;
  const rodape = (n: number) => {
    const { doc, pag } = deQuem[n - 1];
    return `Assinado eletronicamente por: ${doc.assinante} - ${doc.assinadoEm}\nNúmero do documento: ${doc.num}0000000${doc.num} · ${doc.titulo}\nNum. ${doc.num} - Pág. ${pag}`;
  };
  const pdf = await gerarAutosPdf({ paginas, preencher: false, cabecalho, rodape });
  return {
    pdf,
    textos: paginas.map((p, i) => ({
      pagina: i + 1,
      texto: [cabecalho, p.titulo, ...p.paragrafos, rodape(i + 1)].filter(Boolean).join('\n'),
      ocr: Boolean(p.imagem),
    })),
    paginas: paginas.length,
    paginasImagem: paginas.flatMap((p, i) => (p.imagem ? [i + 1] : [])),
    documentos: indice,
  };
}
