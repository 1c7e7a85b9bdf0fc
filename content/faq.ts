/** Landing FAQ (SPEC §2.19): four tabs of expandable questions. */
export type Pergunta = { pergunta: string; resposta: string };

export const FAQ: { id: string; rotulo: string; perguntas: Pergunta[] }[] = [
  {
    id: 'advogados',
    rotulo: 'Advogados',
    perguntas: [
      {
        pergunta: 'Em que momento do processo devo contratar o serviço?',
        resposta:
          'O ideal é antes do ajuizamento ou logo após a nomeação do perito. A análise de plausibilidade (Fase 1) orienta a estratégia e os quesitos (Fase 2) precisam ser apresentados em até 15 dias da intimação da nomeação (CPC, art. 465, §1º).',
      },
      {
        pergunta: 'Como envio os documentos do caso?',
        resposta:
          'Pelo sistema: você cadastra o processo, escolhe as fases e informa um link do Google Drive com a petição, os documentos médicos e os exames. Não é preciso enviar papel.',
      },
      {
        pergunta: 'Posso contratar só uma das fases?',
        resposta:
          'Na Justiça Federal e na Justiça do Trabalho as fases podem ser contratadas separadamente, observando que a Fase 2 depende da Fase 1. Nas demais justiças o atendimento é feito no pacote completo de assistência técnica.',
      },
      {
        pergunta: 'O assistente técnico atua em qualquer estado?',
        resposta:
          'Sim. A análise e os pareceres são digitais, e a presença técnica na perícia é organizada com médicos da nossa rede na região do exame.',
      },
    ],
  },
  {
    id: 'pacientes',
    rotulo: 'Pacientes',
    perguntas: [
      {
        pergunta: 'O que é a perícia médica judicial?',
        resposta:
          'É o exame feito por um médico nomeado pelo juiz para responder às perguntas técnicas do processo, como a existência de doença, a sua relação com o trabalho ou com um tratamento e a capacidade para trabalhar.',
      },
      {
        pergunta: 'O que devo levar no dia do exame?',
        resposta:
          'Documento com foto, todos os exames, laudos, receitas e atestados que tiver, em ordem cronológica, e a lista dos medicamentos em uso. Leve originais e cópias.',
      },
      {
        pergunta: 'Posso ter um médico do meu lado durante a perícia?',
        resposta:
          'Sim. O assistente técnico indicado pela parte pode acompanhar o exame (CPC, art. 466, §2º). É esse o serviço da Fase 3.',
      },
      {
        pergunta: 'Meus dados de saúde ficam protegidos?',
        resposta:
          'Sim. Os documentos são acessados apenas pelos profissionais que trabalham no seu caso, sob sigilo médico e conforme a Lei Geral de Proteção de Dados.',
      },
    ],
  },
  {
    id: 'erros-advogados',
    rotulo: 'Erros de Advogados',
    perguntas: [
      {
        pergunta: 'Perder o prazo para apresentar quesitos e indicar assistente técnico',
        resposta:
          'O prazo de 15 dias conta da intimação da nomeação do perito. Depois dele, a parte fica sem quesitos próprios e o laudo tende a responder apenas aos quesitos do juízo e da parte contrária.',
      },
      {
        pergunta: 'Usar quesitos genéricos, iguais para todos os casos',
        resposta:
          'Quesitos-padrão não exploram as particularidades do caso. Perguntas específicas sobre a doença, a atividade exercida e a documentação obrigam o perito a se manifestar sobre os pontos decisivos.',
      },
      {
        pergunta: 'Ajuizar sem avaliar a prova médica',
        resposta:
          'Sem uma análise técnica prévia, o processo pode ser ajuizado com documentação insuficiente ou com um nexo causal frágil, o que costuma resultar em laudo desfavorável.',
      },
      {
        pergunta: 'Não impugnar tecnicamente um laudo desfavorável',
        resposta:
          'Uma manifestação só jurídica raramente afasta um laudo. A impugnação precisa apontar, com fundamento médico, as falhas, omissões e contradições do trabalho do perito.',
      },
    ],
  },
  {
    id: 'erros-pacientes',
    rotulo: 'Erros de Pacientes',
    perguntas: [
      {
        pergunta: 'Chegar à perícia sem documentos médicos',
        resposta:
          'O perito avalia o que vê no exame e o que está documentado. Sem laudos e exames, a história clínica fica sem comprovação.',
      },
      {
        pergunta: 'Exagerar ou minimizar os sintomas',
        resposta:
          'Relate com sinceridade e precisão o que sente e o que não consegue fazer. Contradições entre o relato e o exame prejudicam a credibilidade.',
      },
      {
        pergunta: 'Esquecer de informar tratamentos e afastamentos',
        resposta:
          'Cirurgias, internações, fisioterapia e afastamentos anteriores ajudam a reconstruir a evolução da doença e devem ser mencionados.',
      },
      {
        pergunta: 'Faltar ou chegar atrasado ao exame',
        resposta:
          'A ausência sem justificativa pode levar à perda da prova pericial. Se houver impedimento, avise o advogado imediatamente para pedir o reagendamento.',
      },
    ],
  },
];
