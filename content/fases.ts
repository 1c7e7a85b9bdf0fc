/**
 * Phase pages (SPEC §2.20): /fase/1, /fase/2, /fase/3 and /impugnacao. Rendered by components/site/fase-page.tsx.
 * Each page names its phase with the domain's name (lib/domain/fases); the headline below it describes the work.
 */
import { tituloServico } from '@/lib/domain/fases';

export type Item = { titulo: string; texto: string };
export type Bloco =
  | { tipo: 'cards'; itens: Item[]; colunas?: 2 | 3 }
  | { tipo: 'passos'; itens: Item[] }
  | { tipo: 'lista'; itens: string[] }
  | { tipo: 'texto'; paragrafos: string[] }
  | { tipo: 'aviso'; titulo: string; texto: string; link?: { href: string; texto: string } };

export type SecaoFase = { id: string; menu: string; titulo: string; lead?: string; blocos: Bloco[] };

export type PaginaFase = {
  path: string;
  metaTitulo: string;
  metaDescricao: string;
  eyebrow: string;
  titulo: string;
  lead: string;
  cta: string;
  secoes: SecaoFase[];
  chamadaFinal: { titulo: string; texto: string };
};

export const FASE_1: PaginaFase = {
  path: '/fase/1',
  metaTitulo: `${tituloServico(1)}: análise de plausibilidade do nexo causal`,
  metaDescricao:
    'Um médico perito analisa o processo e os documentos médicos e diz, com fundamento técnico, se o nexo causal é plausível antes de você investir na prova pericial.',
  eyebrow: tituloServico(1),
  titulo: 'Análise de plausibilidade do nexo causal',
  lead: 'Antes de investir na prova pericial, saiba com segurança técnica se a relação entre a doença e o fato alegado se sustenta e quais documentos ainda faltam.',
  cta: 'Iniciar Fase 1',
  secoes: [
    {
      id: 'visao-geral',
      menu: 'Visão Geral',
      titulo: 'Visão geral',
      lead: 'A Fase 1 é o ponto de partida da assistência técnica: uma leitura médica do caso com conclusões objetivas.',
      blocos: [
        {
          tipo: 'cards',
          itens: [
            {
              titulo: 'Leitura técnica do processo',
              texto: 'Petição, documentos médicos, exames e laudos anteriores são lidos por um médico com experiência em perícias judiciais.',
            },
            {
              titulo: 'Avaliação do nexo causal',
              texto: 'Analisamos se há relação de causa ou concausa entre a doença e o trabalho, o tratamento ou o acidente alegado.',
            },
            {
              titulo: 'Conclusão objetiva',
              texto: 'Você recebe uma resposta clara sobre a plausibilidade do caso e sobre os riscos da prova pericial.',
            },
          ],
        },
      ],
    },
    {
      id: 'processo',
      menu: 'Processo',
      titulo: 'Como funciona',
      blocos: [
        {
          tipo: 'passos',
          itens: [
            {
              titulo: 'Cadastro e documentos',
              texto: 'Você cadastra o processo no sistema, seleciona a Fase 1 e informa o link do Google Drive com os documentos do caso.',
            },
            {
              titulo: 'Análise médica',
              texto: 'O médico perito estuda a documentação, organiza a cronologia clínica e confronta os fatos com a literatura médica.',
            },
            {
              titulo: 'Entrega do relatório',
              texto: 'O relatório é disponibilizado no sistema em até 10 dias úteis, com a possibilidade de antecipar a entrega.',
            },
          ],
        },
      ],
    },
    {
      id: 'entregas',
      menu: 'Entregas',
      titulo: 'O que você recebe',
      blocos: [
        {
          tipo: 'lista',
          itens: [
            'Resumo clínico do caso em linguagem acessível',
            'Cronologia médica dos fatos relevantes',
            'Análise do nexo causal ou concausal, com fundamentação',
            'Pontos fortes e fragilidades da prova documental',
            'Lista de exames e documentos a providenciar antes da perícia',
            'Recomendação sobre os próximos passos e os quesitos a formular',
          ],
        },
      ],
    },
    {
      id: 'beneficios',
      menu: 'Benefícios',
      titulo: 'Benefícios',
      blocos: [
        {
          tipo: 'cards',
          colunas: 2,
          itens: [
            { titulo: 'Decisões com base técnica', texto: 'Ajuíze, prossiga ou faça acordo sabendo o que a prova médica pode demonstrar.' },
            { titulo: 'Economia', texto: 'Evite custos e desgaste com ações sem sustentação médica.' },
            { titulo: 'Cliente bem orientado', texto: 'Explique ao cliente, com segurança, as chances e os cuidados do caso.' },
            { titulo: 'Base para as próximas fases', texto: 'A análise orienta os quesitos da Fase 2 e a atuação do assistente técnico na Fase 3.' },
          ],
        },
      ],
    },
  ],
  chamadaFinal: {
    titulo: 'Comece pela análise do seu caso',
    texto: 'Cadastre o processo, selecione a Fase 1 e envie os documentos. O médico perito assume a partir daí.',
  },
};

export const FASE_2: PaginaFase = {
  path: '/fase/2',
  metaTitulo: `${tituloServico(2)}: quesitos complementares para o perito do juízo`,
  metaDescricao:
    'Quesitos complementares elaborados por médico perito para direcionar a perícia judicial aos pontos decisivos do seu processo.',
  eyebrow: tituloServico(2),
  titulo: 'Elaboração de quesitos complementares',
  lead: 'Perguntas técnicas, específicas para o seu caso, que obrigam o perito do juízo a se manifestar sobre o que realmente decide o processo.',
  cta: 'Solicitar Quesitos',
  secoes: [
    {
      id: 'importancia',
      menu: 'Importância',
      titulo: 'Por que os quesitos importam',
      blocos: [
        {
          tipo: 'texto',
          paragrafos: [
            'O laudo pericial responde às perguntas que lhe são feitas. Se os quesitos da parte forem genéricos, o perito tende a responder de forma genérica, e pontos decisivos do caso ficam sem análise.',
            'A lei garante às partes a apresentação de quesitos no prazo de 15 dias contados da intimação da nomeação do perito (CPC, art. 465, §1º, III), e também de quesitos suplementares durante a diligência (CPC, art. 469).',
            'Quesitos bem formulados por um médico conduzem o exame, evidenciam contradições e deixam registrada no processo a questão técnica que o juiz precisa enfrentar.',
          ],
        },
      ],
    },
    {
      id: 'metodologia',
      menu: 'Metodologia',
      titulo: 'Metodologia',
      blocos: [
        {
          tipo: 'passos',
          itens: [
            { titulo: 'Estudo do caso', texto: 'Partimos da análise de plausibilidade (Fase 1) e dos documentos médicos do processo.' },
            { titulo: 'Mapa das questões técnicas', texto: 'Identificamos diagnóstico, nexo, incapacidade, sequelas e datas que precisam ser esclarecidos.' },
            { titulo: 'Redação dos quesitos', texto: 'Perguntas objetivas, numeradas e com terminologia médica correta, prontas para protocolo.' },
          ],
        },
      ],
    },
    {
      id: 'tipos-de-quesitos',
      menu: 'Tipos de Quesitos',
      titulo: 'Os seis tipos de quesitos',
      lead: 'Combinamos tipos diferentes de perguntas conforme a estratégia do processo.',
      blocos: [
        {
          tipo: 'cards',
          itens: [
            {
              titulo: 'Clarificadores',
              texto: 'Pedem que o perito explique termos, critérios e métodos usados, para que o laudo seja compreendido por todos.',
            },
            {
              titulo: 'Direcionadores',
              texto: 'Conduzem o exame para os achados clínicos e documentos que sustentam a tese da parte.',
            },
            {
              titulo: 'Contraditórios',
              texto: 'Confrontam o perito com exames, laudos ou literatura que apontam em sentido diverso da sua conclusão.',
            },
            {
              titulo: 'Quantitativos',
              texto: 'Exigem medidas: grau de incapacidade, percentual de perda funcional, duração do afastamento, datas de início.',
            },
            {
              titulo: 'Qualitativos',
              texto: 'Tratam da natureza da doença ou da lesão, da sua evolução e do impacto nas atividades da pessoa.',
            },
            {
              titulo: 'Preventivos',
              texto: 'Antecipam pontos que a parte contrária pode explorar e fecham lacunas que enfraqueceriam o laudo.',
            },
          ],
        },
      ],
    },
    {
      id: 'impacto-processual',
      menu: 'Impacto Processual',
      titulo: 'Impacto processual',
      blocos: [
        {
          tipo: 'cards',
          itens: [
            { titulo: 'Laudo mais completo', texto: 'O perito precisa responder a cada quesito, o que reduz omissões.' },
            { titulo: 'Base para impugnar', texto: 'Respostas evasivas ou contraditórias abrem caminho para esclarecimentos e impugnação.' },
            { titulo: 'Decisão mais segura', texto: 'O juiz decide com as questões técnicas do caso expressamente analisadas.' },
          ],
        },
      ],
    },
  ],
  chamadaFinal: {
    titulo: 'Não deixe o prazo dos quesitos passar',
    texto: 'Solicite os quesitos assim que o perito for nomeado: a entrega é organizada para caber no prazo processual.',
  },
};

export const FASE_3: PaginaFase = {
  path: '/fase/3',
  metaTitulo: `${tituloServico(3)}: assistente técnico na perícia médica`,
  metaDescricao:
    'Assistente técnico médico presente durante todo o exame pericial, com laudos paralelos para fundamentar a manifestação da parte.',
  eyebrow: tituloServico(3),
  titulo: 'Assistente técnico na perícia médica',
  lead: 'Um médico do seu lado durante todo o exame pericial, registrando o que acontece e produzindo os pareceres que sustentam a manifestação da parte.',
  cta: 'Contratar Assistente Técnico',
  secoes: [
    {
      id: 'papel-do-at',
      menu: 'Papel do AT',
      titulo: 'O papel do assistente técnico',
      blocos: [
        {
          tipo: 'texto',
          paragrafos: [
            'O assistente técnico (AT) é o médico de confiança da parte, indicado no processo (CPC, art. 465, §1º, II). Ele não é imparcial como o perito do juízo: atua para que a perícia seja completa e correta do ponto de vista da parte que o indicou.',
            'O AT tem direito de acompanhar as diligências e os exames (CPC, art. 466, §2º), pode dialogar tecnicamente com o perito e apresenta o seu parecer no mesmo prazo das partes para manifestação sobre o laudo (CPC, art. 477, §1º).',
          ],
        },
      ],
    },
    {
      id: 'vantagens',
      menu: 'Vantagens',
      titulo: 'Vantagens',
      blocos: [
        {
          tipo: 'cards',
          itens: [
            { titulo: 'Exame acompanhado', texto: 'O periciado não fica sozinho diante do perito e se sente mais seguro para relatar o que sente.' },
            { titulo: 'Registro técnico', texto: 'Manobras, testes, tempo de exame e documentos considerados ficam registrados por um médico.' },
            { titulo: 'Parecer fundamentado', texto: 'A manifestação sobre o laudo ganha um contraponto técnico assinado por médico.' },
          ],
        },
      ],
    },
    {
      id: 'atuacao',
      menu: 'Atuação',
      titulo: 'Como o assistente técnico atua',
      blocos: [
        {
          tipo: 'passos',
          itens: [
            { titulo: 'Antes do exame', texto: 'Estuda o processo, orienta o periciado e organiza os documentos que serão apresentados ao perito.' },
            { titulo: 'Durante o exame', texto: 'Acompanha todo o exame pericial, apresenta documentos e observa a conduta técnica do perito.' },
            { titulo: 'Depois do exame', texto: 'Analisa o laudo oficial e apresenta o parecer técnico no prazo processual.' },
          ],
        },
      ],
    },
    {
      id: 'laudos-paralelos',
      menu: 'Laudos Paralelos',
      titulo: 'Os três laudos paralelos',
      lead: 'Conforme o resultado da perícia, o assistente técnico produz o documento adequado.',
      blocos: [
        {
          tipo: 'cards',
          itens: [
            {
              titulo: 'Laudo contraditório',
              texto: 'Quando o laudo oficial é desfavorável: aponta divergências, erros de método e conclusões sem suporte nos autos.',
            },
            {
              titulo: 'Laudo completivo',
              texto: 'Quando o laudo oficial é omisso: complementa pontos não examinados e quesitos não respondidos.',
            },
            {
              titulo: 'Parecer técnico-jurídico',
              texto: 'Relaciona os achados médicos aos requisitos legais do pedido, para uso direto na manifestação do advogado.',
            },
          ],
        },
      ],
    },
  ],
  chamadaFinal: {
    titulo: 'Tenha um médico ao lado do seu cliente na perícia',
    texto: 'Indique o assistente técnico no prazo e agende a presença técnica pelo sistema.',
  },
};

export const IMPUGNACAO: PaginaFase = {
  path: '/impugnacao',
  metaTitulo: 'Impugnação de laudo médico pericial',
  metaDescricao:
    'Análise crítica do laudo do perito do juízo por médico, com fundamentos técnicos para a impugnação dentro do prazo processual.',
  eyebrow: tituloServico(4),
  titulo: 'Impugnação de laudo médico pericial',
  lead: 'Recebeu um laudo desfavorável? Um médico analisa o trabalho do perito e aponta, com fundamento técnico, as falhas que justificam a impugnação.',
  cta: 'Solicitar Análise do Laudo',
  secoes: [
    {
      id: 'o-servico',
      menu: 'O Serviço',
      titulo: 'O serviço',
      blocos: [
        {
          tipo: 'texto',
          paragrafos: [
            'A impugnação é um serviço avulso: pode ser contratada mesmo que você não tenha usado as fases anteriores. Analisamos o laudo oficial, os quesitos, as respostas e os documentos do processo.',
          ],
        },
        {
          tipo: 'lista',
          itens: [
            'Conferência das respostas a todos os quesitos apresentados',
            'Identificação de omissões, contradições e erros de método',
            'Confronto com os exames, laudos e a literatura médica',
            'Fundamentos técnicos prontos para a manifestação do advogado',
            'Sugestão de quesitos de esclarecimento ao perito',
          ],
        },
      ],
    },
    {
      id: 'metodologia',
      menu: 'Metodologia',
      titulo: 'Metodologia',
      blocos: [
        {
          tipo: 'passos',
          itens: [
            { titulo: 'Envio do laudo', texto: 'Cadastre o processo e informe o link com o laudo oficial e os documentos médicos.' },
            { titulo: 'Análise crítica', texto: 'O médico revisa o exame, os critérios usados e a coerência entre achados e conclusões.' },
            { titulo: 'Fundamentos técnicos', texto: 'Você recebe os pontos de impugnação organizados e fundamentados, no prazo combinado.' },
          ],
        },
      ],
    },
    {
      id: 'importancia',
      menu: 'Importância',
      titulo: 'Por que impugnar com fundamento médico',
      blocos: [
        {
          tipo: 'cards',
          itens: [
            { titulo: 'O juiz não é médico', texto: 'Sem um contraponto técnico, a tendência é seguir o laudo oficial.' },
            { titulo: 'O laudo não é definitivo', texto: 'O juiz não está adstrito ao laudo e pode determinar esclarecimentos ou nova perícia (CPC, arts. 479 e 480).' },
            { titulo: 'Base para recurso', texto: 'Uma impugnação técnica bem feita fica nos autos e sustenta o recurso.' },
          ],
        },
      ],
    },
    {
      id: 'prazos',
      menu: 'Prazos',
      titulo: 'Prazos',
      blocos: [
        {
          tipo: 'aviso',
          titulo: 'Atenção ao prazo',
          texto:
            'As partes têm, em regra, 15 dias úteis para se manifestar sobre o laudo (CPC, art. 477, §1º), e o juiz pode fixar prazo menor, como é comum na Justiça do Trabalho. Envie o laudo assim que for intimado: quanto antes recebermos, mais completa será a análise.',
          link: { href: '/calculadora-de-prazos', texto: 'Calcule o último dia do prazo' },
        },
        {
          tipo: 'texto',
          paragrafos: [
            'O serviço tem data de entrega definida no cadastro do processo e pode ser antecipado. Laudos recebidos com menos de 3 dias úteis do fim do prazo são analisados conforme a disponibilidade da equipe.',
          ],
        },
      ],
    },
  ],
  chamadaFinal: {
    titulo: 'Envie o laudo para análise',
    texto: 'Cadastre o processo, selecione o serviço de impugnação e informe o link com o laudo oficial.',
  },
};

export const FASES_POR_NUMERO: Record<string, PaginaFase> = { '1': FASE_1, '2': FASE_2, '3': FASE_3 };
