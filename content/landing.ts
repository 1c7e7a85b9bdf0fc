/** Landing page copy (SPEC §2.19). Plain data: rendered by server components. */

import { fasesTravadas, JUSTICAS_ORCAMENTO, JUSTICA_ORCAMENTO_LABELS } from '@/lib/domain/pricing/budget';
import { nomeFase, rotuloServico } from '@/lib/domain/status';

export const PUBLICOS = [
  {
    titulo: 'Advogados previdenciaristas',
    texto: 'Ações contra o INSS por auxílio por incapacidade, aposentadoria por invalidez e BPC/LOAS, em que o laudo pericial decide o processo.',
  },
  {
    titulo: 'Advogados trabalhistas',
    texto: 'Acidentes de trabalho e doenças ocupacionais: nexo causal ou concausal, sequelas, capacidade laboral e reabilitação.',
  },
  {
    titulo: 'Advogados cíveis',
    texto: 'Erro médico, responsabilidade civil de hospitais e planos de saúde, danos morais, estéticos e materiais.',
  },
  {
    titulo: 'Escritórios e departamentos jurídicos',
    texto: 'Volume de processos com padrão técnico uniforme, prazos controlados e acompanhamento de cada caso pelo sistema.',
  },
  {
    titulo: 'Pacientes e segurados',
    texto: 'Quem vai passar por uma perícia judicial e quer chegar ao exame preparado, com a documentação médica organizada.',
  },
  {
    titulo: 'Familiares e cuidadores',
    texto: 'Quem acompanha uma pessoa incapacitada ou interditanda e precisa entender o que a perícia vai avaliar.',
  },
] as const;

/** The four services: label and name from the domain (lib/domain/status), the same everywhere in the product. */
export const FASES_LANDING = (
  [
    { n: 1, href: '/fase/1', texto: 'Um médico perito lê o processo e os documentos e diz, com fundamento técnico, se o nexo causal é plausível.' },
    { n: 2, href: '/fase/2', texto: 'Quesitos complementares que direcionam o perito do juízo aos pontos que importam para o seu caso.' },
    { n: 3, href: '/fase/3', texto: 'Presença técnica durante todo o exame pericial e laudos paralelos para fundamentar a sua manifestação.' },
    { n: 4, href: '/fase/4', texto: 'Análise crítica do laudo do perito do juízo e fundamentos técnicos para a impugnação, dentro do prazo.' },
  ] as const
).map((f) => ({ ...f, rotulo: rotuloServico(f.n), titulo: nomeFase(f.n) }));

function lista(itens: readonly string[]): string {
  return itens.length > 1 ? `${itens.slice(0, -1).join(', ')} e ${itens[itens.length - 1]}` : (itens[0] ?? '');
}

/**
 * SPEC §5: which justice types buy the full package (the four phases together) and which choose phases, from the
 * same rule the budget and the case registration apply (fasesTravadas).
 */
export const AVISO_PACOTE_COMPLETO = `${lista(JUSTICAS_ORCAMENTO.filter(fasesTravadas).map((j) => JUSTICA_ORCAMENTO_LABELS[j]))}: o serviço é o pacote completo, com as quatro fases. Justiça Federal e Justiça do Trabalho: contrate a fase de que o processo precisa agora ou acompanhe o caso do início ao fim.`;

export const BENEFICIOS = [
  { titulo: '100% digital', texto: 'Envio de documentos, acompanhamento e entregas pelo sistema, sem deslocamentos nem papel.' },
  { titulo: 'Atuação nacional', texto: 'Atendemos processos em todos os estados, na Justiça Federal, Estadual e do Trabalho.' },
  { titulo: 'Médicos peritos experientes', texto: 'Profissionais com prática em perícias judiciais e conhecimento do rito processual.' },
  { titulo: 'Prazos controlados', texto: 'Cada fase tem data de entrega definida no cadastro, com opção de antecipação.' },
  { titulo: 'Linguagem acessível', texto: 'Relatórios técnicos escritos para serem usados pelo advogado e entendidos pelo cliente.' },
  { titulo: 'Sigilo e LGPD', texto: 'Dados de saúde tratados com sigilo profissional, acesso restrito e conforme a LGPD.' },
] as const;

