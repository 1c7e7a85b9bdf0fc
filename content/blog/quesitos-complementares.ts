import type { Artigo } from './types';

export const quesitosComplementares: Artigo = {
  id: 'quesitos-complementares-na-pratica',
  titulo: 'Quesitos complementares: como boas perguntas mudam o laudo pericial',
  resumo: 'Por que quesitos genéricos enfraquecem a prova e como formular perguntas que obrigam o perito a enfrentar o ponto decisivo.',
  publicadoEm: '2023-08-03',
  leituraMin: 4,
  autor: 'Equipe Perícia Médica Judicial',
  corpo: `O perito responde ao que lhe é perguntado. Essa frase resume por que os quesitos são uma das ferramentas mais subestimadas do processo. Um conjunto de perguntas bem construído conduz o exame, evita omissões e deixa registrada a questão técnica que o juiz terá de decidir.

## O problema dos quesitos-padrão

É comum que escritórios usem a mesma lista de quesitos em todos os processos de um mesmo tipo. O resultado costuma ser um laudo igualmente genérico, que responde "sim" ou "não" sem enfrentar as particularidades do caso: a atividade exercida, a evolução da doença, os exames que apontam em sentido contrário.

## Tipos de quesitos

Na prática, combinamos seis tipos de perguntas:

- **clarificadores**, que pedem a explicação de termos, critérios e métodos;
- **direcionadores**, que conduzem o exame para os achados que sustentam a tese;
- **contraditórios**, que confrontam o perito com exames e literatura divergentes;
- **quantitativos**, que exigem medidas, percentuais e datas;
- **qualitativos**, que tratam da natureza e da evolução da lesão;
- **preventivos**, que fecham lacunas que a parte contrária poderia explorar.

## Prazo e quesitos suplementares

Os quesitos devem ser apresentados em até 15 dias da intimação da nomeação do perito (CPC, art. 465, §1º, III). Durante a diligência, a parte ainda pode apresentar quesitos suplementares (art. 469), o que é útil quando surgem fatos novos.

## Como trabalhamos

Partimos da análise de plausibilidade do caso, mapeamos as questões técnicas em aberto e redigimos perguntas objetivas, numeradas e com a terminologia médica correta, prontas para o protocolo. Assim, o laudo precisa responder ao que realmente importa para o seu cliente.`,
};
