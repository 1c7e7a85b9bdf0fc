/** Landing page copy (SPEC §2.19). Plain data: rendered by server components. */

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

export const FASES_LANDING = [
  {
    n: 1,
    href: '/fase/1',
    rotulo: 'Fase 1',
    titulo: 'Análise de plausibilidade',
    texto: 'Um médico perito lê o processo e os documentos e diz, com fundamento técnico, se o nexo causal é plausível.',
  },
  {
    n: 2,
    href: '/fase/2',
    rotulo: 'Fase 2',
    titulo: 'Elaboração de quesitos',
    texto: 'Quesitos complementares que direcionam o perito do juízo aos pontos que importam para o seu caso.',
  },
  {
    n: 3,
    href: '/fase/3',
    rotulo: 'Fase 3',
    titulo: 'Assistente técnico',
    texto: 'Presença técnica durante todo o exame pericial e laudos paralelos para fundamentar a sua manifestação.',
  },
  {
    n: 4,
    href: '/fase/4',
    rotulo: 'Serviço avulso',
    titulo: 'Impugnação de laudo',
    texto: 'Análise crítica do laudo do perito do juízo e fundamentos técnicos para a impugnação, dentro do prazo.',
  },
] as const;

export const BENEFICIOS = [
  { titulo: '100% digital', texto: 'Envio de documentos, acompanhamento e entregas pelo sistema, sem deslocamentos nem papel.' },
  { titulo: 'Atuação nacional', texto: 'Atendemos processos em todos os estados, na Justiça Federal, Estadual e do Trabalho.' },
  { titulo: 'Médicos peritos experientes', texto: 'Profissionais com prática em perícias judiciais e conhecimento do rito processual.' },
  { titulo: 'Prazos controlados', texto: 'Cada fase tem data de entrega definida no cadastro, com opção de antecipação.' },
  { titulo: 'Linguagem acessível', texto: 'Relatórios técnicos escritos para serem usados pelo advogado e entendidos pelo cliente.' },
  { titulo: 'Sigilo e LGPD', texto: 'Dados de saúde tratados com sigilo profissional, acesso restrito e conforme a LGPD.' },
] as const;

