import type { Artigo } from './types';

export const periciaMedicaJudicial: Artigo = {
  id: 'pericia-medica-judicial-o-que-e',
  titulo: 'Perícia médica judicial: o que é, como funciona e como se preparar',
  resumo:
    'Entenda o papel do perito do juízo, os prazos para quesitos e assistente técnico e os cuidados que fazem diferença no dia do exame.',
  publicadoEm: '2023-06-15',
  leituraMin: 5,
  autor: 'Equipe Perícia Médica Judicial',
  corpo: `Em boa parte das ações previdenciárias, trabalhistas e de responsabilidade civil, o resultado do processo depende de uma pergunta técnica: existe doença, ela tem relação com o fato alegado e qual é o seu impacto na vida da pessoa? Quem responde a essas perguntas é o **perito médico nomeado pelo juiz**. Conhecer o funcionamento da perícia é o primeiro passo para não deixar que um bom direito se perca por falta de prova.

## O que é a perícia médica judicial

A perícia é o meio de prova usado quando o juiz precisa de conhecimento técnico que não tem. O Código de Processo Civil prevê que o juiz nomeie um perito especializado no objeto da perícia (art. 465) e que as partes participem da produção dessa prova, formulando quesitos e indicando assistentes técnicos.

O perito examina a pessoa, analisa os documentos do processo e entrega um laudo, que deve conter a análise técnica, o método utilizado e respostas conclusivas a todos os quesitos (art. 473). O juiz não está obrigado a seguir o laudo, mas, na prática, ele pesa muito na decisão.

## Os prazos que as partes não podem perder

Depois da nomeação do perito, as partes têm **15 dias** contados da intimação para:

- arguir o impedimento ou a suspeição do perito, se for o caso;
- indicar assistente técnico;
- apresentar quesitos.

Esse prazo está no art. 465, §1º, do CPC. Perdê-lo significa chegar à perícia sem perguntas próprias e sem um médico de confiança acompanhando o caso. Depois da entrega do laudo, as partes têm prazo comum de 15 dias para se manifestar, e o assistente técnico apresenta o seu parecer no mesmo prazo (art. 477, §1º).

## Quem participa do exame

Além do perito e do periciado, podem participar os assistentes técnicos das partes. O CPC garante que eles tenham acesso e acompanhem as diligências e os exames, com comunicação prévia de pelo menos 5 dias (art. 466, §2º). A presença de um médico do lado do periciado ajuda a garantir que o exame seja completo e que os documentos relevantes sejam considerados.

## Como se preparar para o dia do exame

A preparação faz diferença. Algumas orientações práticas:

- organize todos os exames, laudos, receitas e atestados em ordem cronológica, com cópias;
- faça uma lista dos medicamentos em uso e dos tratamentos já realizados;
- anote as datas de início dos sintomas, afastamentos, cirurgias e internações;
- chegue com antecedência e leve documento com foto;
- responda com sinceridade e precisão, sem exagerar nem minimizar o que sente.

O perito avalia o que vê no exame e o que está documentado. Um relato coerente com a documentação é o que dá credibilidade ao caso.

## Depois do laudo

Com o laudo nos autos, o advogado analisa se as conclusões estão bem fundamentadas e se todos os quesitos foram respondidos. Respostas omissas, contraditórias ou sem base nos documentos podem ser objeto de pedido de esclarecimentos e de impugnação. O juiz pode ainda determinar uma nova perícia quando a matéria não estiver suficientemente esclarecida (art. 480).

Uma impugnação eficaz precisa de fundamento médico. Por isso, a leitura do laudo por um assistente técnico costuma ser decisiva nessa etapa.

## Como podemos ajudar

A Perícia Médica Judicial acompanha o processo em todas essas etapas: a **análise de plausibilidade** antes do ajuizamento ou da perícia, a **elaboração de quesitos complementares**, a **presença do assistente técnico** no exame e a **impugnação do laudo**. Tudo de forma digital, para processos de todo o Brasil.`,
};
