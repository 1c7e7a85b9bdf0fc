import type { Artigo } from './types';

export const assistenteTecnico: Artigo = {
  id: 'assistente-tecnico-na-pericia',
  titulo: 'Assistente técnico na perícia médica: quando vale a pena',
  resumo: 'O que faz o assistente técnico, quais são os seus direitos no processo e em que casos a presença dele no exame faz diferença.',
  publicadoEm: '2023-09-21',
  leituraMin: 4,
  autor: 'Equipe Perícia Médica Judicial',
  corpo: `O assistente técnico é o médico de confiança da parte no processo. Diferentemente do perito do juízo, ele não é imparcial: a sua função é garantir que a perícia seja completa e correta do ponto de vista de quem o indicou.

## Direitos do assistente técnico

O Código de Processo Civil assegura ao assistente técnico o acesso e o acompanhamento das diligências e dos exames, com comunicação prévia de pelo menos 5 dias (art. 466, §2º). Depois da entrega do laudo, ele apresenta o seu parecer no mesmo prazo que as partes têm para se manifestar (art. 477, §1º).

## Quando a presença faz diferença

- casos com diagnóstico complexo ou documentação extensa;
- acidentes de trabalho com discussão sobre nexo ou concausa;
- alegações de erro médico, em que a conduta de outro profissional está em análise;
- periciados com dificuldade de se expressar ou muito ansiosos com o exame.

## Os laudos paralelos

Conforme o resultado, o assistente técnico produz um **laudo contraditório** (quando o laudo oficial é desfavorável), um **laudo completivo** (quando ele é omisso) ou um **parecer técnico-jurídico**, que relaciona os achados médicos aos requisitos legais do pedido.

## Conclusão

Em processos em que a prova médica decide o resultado, ter um médico ao lado do periciado no exame e na análise do laudo costuma ser o investimento mais eficiente do processo.`,
};
