/**
 * The help content of the system area, in one place: the Fases screen, the Ajuda FAQ and the PDF user
 * manual (scripts/build-manual.ts → public/manual-usuario.pdf) are all built from it.
 * Plain data only (no React, no I/O) so both the app and the build script can import it.
 */
import { nomeFase, rotuloServico, tituloServico } from '@/lib/domain/fases';

export type FaseConteudo = { id: 1 | 2 | 3; titulo: string; nome: string; resumo: string; passos: string[] };

/**
 * SPEC §2.10: the three phases of the Fases screen with their step lists, named with the domain's names
 * (lib/domain/fases; issue 28 item 10: one name per phase everywhere).
 */
export const FASES_PROCESSO: FaseConteudo[] = [
  {
    id: 1,
    titulo: rotuloServico(1),
    nome: nomeFase(1),
    resumo:
      'Análise técnica do processo para verificar se há nexo causal plausível entre a doença ou lesão e os fatos alegados, antes de investir nas próximas etapas.',
    passos: [
      'Envie a petição inicial, os documentos médicos e a contestação (se houver) em uma pasta do Google Drive.',
      'O médico perito assistente lê o processo e os exames e identifica os pontos técnicos relevantes.',
      'É avaliada a plausibilidade do nexo causal (ou concausal) e da incapacidade alegada.',
      'Você recebe o Resumo do processo com a conclusão técnica e a recomendação de continuidade.',
    ],
  },
  {
    id: 2,
    titulo: rotuloServico(2),
    nome: nomeFase(2),
    resumo:
      'Elaboração de quesitos complementares para o perito do juízo (CPC art. 465, II e III), direcionando a perícia para os pontos que sustentam a tese do cliente.',
    passos: [
      'Revisamos os quesitos já apresentados pelas partes e pelo juízo.',
      'Elaboramos quesitos clarificadores, direcionadores, contraditórios, quantitativos, qualitativos e preventivos.',
      'Você recebe os quesitos prontos para protocolar, com a justificativa técnica de cada um.',
      'Os quesitos ficam registrados na aba Quesitos do processo no sistema.',
    ],
  },
  {
    id: 3,
    titulo: rotuloServico(3),
    nome: nomeFase(3),
    resumo:
      'Presença do assistente técnico durante toda a perícia, com laudos paralelos e, quando necessário, impugnação do laudo do perito do juízo (CPC art. 477 §1º).',
    passos: [
      'Acompanhamos a data da perícia agendada na Agenda de Perícias.',
      'O assistente técnico comparece à perícia e acompanha o exame do periciado do início ao fim.',
      'Elaboramos o parecer técnico (laudo contraditório, completivo ou técnico-jurídico).',
      'Quando o laudo do perito do juízo é recebido, o prazo de 15 dias úteis para impugnação aparece como tarefa urgente.',
    ],
  },
];

export type FaqCategoria = 'Geral' | 'Fases do Processo' | 'Pagamentos';
export const FAQ_CATEGORIAS: FaqCategoria[] = ['Geral', 'Fases do Processo', 'Pagamentos'];

/** `{email}` in an answer is replaced by the support address (SUPPORT_EMAIL). */
export type FaqItem = { categoria: FaqCategoria; pergunta: string; resposta: string };

export const FAQ: FaqItem[] = [
  {
    categoria: 'Geral',
    pergunta: 'O que é o sistema Perícia Médica Judicial?',
    resposta:
      'É a plataforma em que advogados, médicos peritos assistentes e a nossa equipe acompanham os processos com perícia médica: fases contratadas, quesitos, agenda de perícias, documentos e prazos. O atendimento é 100% digital e em todo o Brasil.',
  },
  {
    categoria: 'Geral',
    pergunta: 'Quem pode ver os meus processos?',
    resposta:
      'O advogado vê somente os processos que cadastrou; o médico perito vê os processos em que foi designado; a administração vê todos. Os dados de saúde são tratados conforme a LGPD.',
  },
  {
    categoria: 'Geral',
    pergunta: 'Como recebo avisos sobre os meus processos?',
    resposta:
      'O sino no topo da tela mostra quantas notificações não lidas você tem: quesito adicionado, perícia agendada, fase concluída e mudança de situação ou etapa. Clique no sino para ler e marcar como lidas.',
  },
  {
    categoria: 'Geral',
    pergunta: 'Como altero o tema claro ou escuro?',
    resposta: 'Use o botão de tema no topo da tela. A escolha fica salva neste navegador.',
  },
  {
    categoria: 'Fases do Processo',
    pergunta: 'Quais são as fases do serviço?',
    resposta:
      `${tituloServico(1)}: avaliação da plausibilidade do nexo causal. ${tituloServico(2)}: quesitos complementares para o perito do juízo. ${tituloServico(3)}: assistente técnico presente na perícia, com laudos paralelos. ${tituloServico(4)}: impugnação do laudo médico.`,
  },
  {
    categoria: 'Fases do Processo',
    pergunta: 'Posso contratar a Fase 2 sem a Fase 1?',
    resposta:
      'Não. A Fase 1 é a base técnica de todo o trabalho e está sempre incluída. Nas Justiças Estadual, Cível, Militar, Eleitoral e nos Juizados Especiais as quatro fases são contratadas juntas no pacote completo.',
  },
  {
    categoria: 'Fases do Processo',
    pergunta: 'Como envio os documentos do processo?',
    resposta:
      'Coloque os documentos em uma pasta do Google Drive, compartilhe o link e adicione-o ao processo na tela Fases do Processo (botão “Adicionar link do Google Drive”) ou no cadastro do processo.',
  },
  {
    categoria: 'Fases do Processo',
    pergunta: 'Qual é o prazo para impugnar o laudo do perito do juízo?',
    resposta:
      'As partes têm 15 dias úteis a partir da intimação do laudo (CPC art. 477 §1º). Quando o laudo é registrado como recebido, o prazo aparece no Dashboard de Processos Periciais como contestação pendente.',
  },
  {
    categoria: 'Pagamentos',
    pergunta: 'Quais formas de pagamento são aceitas?',
    resposta: 'PIX (taxa de 0,49%), cartão de crédito (taxa de 2,5%) e boleto bancário (sem taxa, com vencimento em 3 dias).',
  },
  {
    categoria: 'Pagamentos',
    pergunta: 'Existe desconto para mais de um processo?',
    resposta:
      'Sim. O pacote Duplo tem 5% de desconto (2 processos por R$ 1.235,00 na Fase 1, economia de R$ 65). O pacote Corporativo custa R$ 650,00 por processo, ou R$ 585,00 por processo a partir de 10 processos.',
  },
  {
    categoria: 'Pagamentos',
    pergunta: 'Como solicito reembolso?',
    resposta:
      'O reembolso é solicitado pelo e-mail de suporte {email}, informando o número do processo, o nome do contratante e o motivo. Respondemos em até 2 dias úteis.',
  },
  {
    categoria: 'Pagamentos',
    pergunta: 'Como gero uma proposta para o meu cliente?',
    resposta:
      'Na tela Orçamentos, escolha o tipo de justiça, o pacote, as fases e a forma de pagamento e clique em “Gerar Orçamento”: a proposta técnica e comercial abre pronta para imprimir ou salvar em PDF.',
  },
];

export function faqResposta(item: FaqItem, supportEmail: string): string {
  return item.resposta.replaceAll('{email}', supportEmail);
}

export type ManualSecao = { titulo: string; paragrafos: string[]; itens?: string[] };

/** The PDF user manual. The refund address is given on the help page, so the manual never goes stale. */
export const MANUAL: { titulo: string; subtitulo: string; secoes: ManualSecao[] } = {
  titulo: 'Manual do Usuário',
  subtitulo: 'Perícia Médica Judicial: assistência técnica em perícia médica judicial, 100% digital e em todo o Brasil.',
  secoes: [
    {
      titulo: '1. Acesso ao sistema',
      paragrafos: [
        'Acesse a página de login, informe o e-mail e a senha cadastrados e clique em “Entrar”. Marque “Lembrar-me” para manter a sessão por 30 dias neste navegador. Esqueceu a senha? Use o link “Esqueceu a senha?” para receber as instruções por e-mail.',
        'Depois do login, o menu lateral mostra apenas as telas do seu perfil. Em telas pequenas, o menu abre pelo botão “Abrir menu” e fecha pelo “Fechar menu” ou pela tecla Esc. O botão “Sair” encerra a sessão.',
      ],
      itens: [
        'Administrador: Dashboard, Processos, Fases, Orçamentos, Trabalho, Usuários, Agenda e Configurações.',
        'Médico Perito: Dashboard, Processos, Fases, Trabalho, Agenda e Configurações.',
        'Advogado: Dashboard, Processos, Fases, Orçamentos, Agenda e Configurações.',
      ],
    },
    {
      titulo: '2. Processos',
      paragrafos: [
        'Em Processos você pesquisa pelo número, pelo requerente ou pelo perito e abre o detalhe de cada caso, com as abas Visão Geral, Quesitos e Documentos. O botão “Novo Processo” inicia o cadastro em quatro etapas: Processo, Partes, Serviços e Documentos (Google Drive).',
      ],
    },
    {
      titulo: '3. Fases do processo',
      paragrafos: [
        'A tela Fases do Processo descreve cada fase e permite anexar um link do Google Drive a um dos seus processos. Somente links de drive.google.com ou docs.google.com são aceitos; cada link fica registrado na Cronologia do processo.',
      ],
    },
    {
      titulo: '4. Dashboard de Processos Periciais (Trabalho)',
      paragrafos: [
        'Administradores e médicos peritos acompanham aqui os processos, prazos e tarefas periciais. Filtre por perito e por status; os filtros ficam no endereço da página. Cada cartão mostra o tipo de ação, o número, o perito, a etapa atual, a próxima etapa, o link para o Drive e o prazo.',
        'O alerta vermelho “Atenção: Impugnações pendentes” lista os processos cujo laudo do perito do juízo aguarda impugnação ou manifestação, com o prazo de 15 dias úteis (CPC art. 477 §1º).',
      ],
      itens: [
        'Início → “Aceitar indicação” (o assistente técnico aceita a indicação da parte; a nomeação é do perito do juízo) leva o processo para Em Andamento.',
        'Em Andamento → “Continuar Laudo” abre o processo na fase atual; a administração registra “Laudo do perito do juízo recebido”, que passa a Aguardando impugnação ao laudo e fixa o prazo.',
        'Aguardando impugnação ao laudo → “Impugnação ao laudo” registra a impugnação na Cronologia e volta para Em Andamento.',
        'Finalizado: quando todas as fases contratadas estão concluídas.',
      ],
    },
    {
      titulo: '5. Orçamentos e Contratações',
      paragrafos: [
        'Escolha o tipo de justiça, o pacote, a quantidade de processos, as fases e a forma de pagamento; subtotal, taxa e total são calculados na hora. “Gerar Orçamento” abre a proposta para o cliente e “Finalizar Pagamento” leva ao cadastro do processo já preenchido.',
      ],
      itens: [
        `Preços por fase: ${rotuloServico(1)} R$ 650,00; ${rotuloServico(2)} R$ 200,00; ${rotuloServico(3)} R$ 2.000,00; ${rotuloServico(4)} (${nomeFase(4)}) R$ 1.600,00.`,
        'Justiças Estadual, Cível, Militar, Eleitoral e Juizados Especiais: pacote completo com as quatro fases por R$ 10.500,00.',
        'Pacotes: Individual R$ 650,00; Duplo 2 × 650 × 0,95 = R$ 1.235,00 (economia de R$ 65); Corporativo R$ 650,00 por processo, ou R$ 585,00 a partir de 10 processos.',
        'Taxas: PIX 0,49%; cartão 2,5%; boleto sem taxa, com vencimento em 3 dias.',
      ],
    },
    {
      titulo: '6. Agenda de Perícias',
      paragrafos: [
        'A agenda mostra as perícias por mês, semana ou dia, das 08:00 às 18:00. Selecione um horário para agendar um termo de perícia e clique em um evento para ver os detalhes.',
      ],
    },
    {
      titulo: '7. Notificações, tema e ajuda',
      paragrafos: [
        'O sino no cabeçalho mostra quantas notificações não lidas você tem; abra-o para ler e marcar como lidas. O botão de tema alterna entre claro e escuro. O botão de ajuda, no canto inferior direito, abre a Central de Ajuda, com as perguntas frequentes, o botão “Fale Conosco” e este manual.',
        'Reembolsos são solicitados pelo e-mail de suporte informado na Central de Ajuda.',
      ],
    },
  ],
};
