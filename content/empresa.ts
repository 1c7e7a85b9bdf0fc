/**
 * Business data shown on the public site and on the proposal (/modelo). Static on purpose: the public
 * pages are prerendered, so they never read the environment or the database when served.
 */
export const EMPRESA = {
  nome: 'Perícia Médica Judicial',
  razaoSocial: 'Perícia Médica Judicial Assessoria Técnica Ltda.',
  cnpj: '11.222.333/0001-81',
  email: 'contato@pericia.com.br',
  telefone: '(11) 4000-1234',
  telefoneHref: 'tel:+551140001234',
  whatsapp: '(11) 94000-1234',
  whatsappNumero: '5511940001234',
  endereco: {
    linha1: 'Avenida Paulista, 1000 – 10º andar',
    linha2: 'Bela Vista, São Paulo – SP',
    cep: '01310-100',
  },
  /** Map position of the address (OpenStreetMap embed). */
  mapa: { lat: -23.5652, lon: -46.6527 },
  horario: {
    semana: 'Segunda a sexta, das 9h às 18h',
    fimDeSemana: 'Sábado e domingo: fechado',
  },
  banco: {
    banco: 'Banco do Brasil (001)',
    agencia: '1234-5',
    conta: '67890-1',
    pix: '11.222.333/0001-81 (CNPJ)',
  },
} as const;

export const WHATSAPP_SAUDACAO =
  'Olá! Vim pelo site da Perícia Médica Judicial e gostaria de mais informações sobre a assistência técnica em perícia médica.';

export const whatsappUrl = () =>
  `https://wa.me/${EMPRESA.whatsappNumero}?text=${encodeURIComponent(WHATSAPP_SAUDACAO)}`;

export const mailtoUrl = () => `mailto:${EMPRESA.email}?subject=${encodeURIComponent('Contato pelo Site')}`;

export const mapaEmbedUrl = () => {
  const { lat, lon } = EMPRESA.mapa;
  const d = 0.004;
  const bbox = [lon - d, lat - d, lon + d, lat + d].map((n) => n.toFixed(4)).join('%2C');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat}%2C${lon}`;
};

export const mapaLinkUrl = () => {
  const { lat, lon } = EMPRESA.mapa;
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
};
