// Example court data for the demo's example cases (lib/db/seed.ts) and the e2e journeys, loaded into the local
// DataJud and DJEN stand-ins. Every name and text says it is an example: these are not court data.
// `npm run demo` and the e2e server load them only when DATAJUD_URL / DJEN_URL are not set.

/** ISO 7064 MOD 97-10 check digits, as lib/domain/cnj.ts computes them. */
function cnj(n, ano, j, tr, origem) {
  const p = [String(n).padStart(7, '0'), String(ano), String(j), String(tr).padStart(2, '0'), String(origem).padStart(4, '0')];
  let rest = 0;
  for (const ch of `${p[0]}${p[1]}${p[2]}${p[3]}${p[4]}00`) rest = (rest * 10 + Number(ch)) % 97;
  const dd = String(98 - rest).padStart(2, '0');
  return `${p[0]}-${dd}.${p[1]}.${p[2]}.${p[3]}.${p[4]}`;
}

const EX = '(exemplo)';

/** A number registered by no seed case: the e2e journey types it in 'Cadastrar processo'. */
export const NUMERO_EXEMPLO_NOVO = cnj(7001234, 2024, 8, 26, 100);

function diasAtras(hoje, n) {
  const d = new Date(`${hoje}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
}

/** The last weekday on or before `iso`. */
function diaDeSemana(iso) {
  const d = new Date(`${iso}T12:00:00Z`);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/**
 * Loads the examples. `hoje` (YYYY-MM-DD) dates the communications a few days back, so the intimações are
 * already published when the demo opens.
 * @param {{ setProcesso: Function }} datajud
 * @param {{ publicar: Function }} djen
 * @param {string} hoje
 */
export function carregarExemplos(datajud, djen, hoje) {
  const exemplos = [
    { numero: cnj(58967, 2016, 4, 3, 6100), alias: 'trf3', sigla: 'TRF3', orgao: `1º Juizado Especial Federal Previdenciário de São Paulo ${EX}`, classe: { codigo: 436, nome: 'Procedimento do Juizado Especial Cível' }, assunto: { codigo: 6101, nome: 'Auxílio-Doença Previdenciário' }, ajuizamento: '2016-05-10T00:00:00.000Z' },
    { numero: cnj(1041749, 2014, 5, 15, 224), alias: 'trt15', sigla: 'TRT15', orgao: `2ª Vara do Trabalho de Campinas ${EX}`, classe: { codigo: 985, nome: 'Ação Trabalhista - Rito Ordinário' }, assunto: { codigo: 2569, nome: 'Acidente de Trabalho' }, ajuizamento: '20140812103000' },
    { numero: cnj(123456, 2022, 8, 19, 1), alias: 'tjrj', sigla: 'TJRJ', orgao: `5ª Vara Cível da Comarca da Capital ${EX}`, classe: { codigo: 7, nome: 'Procedimento Comum Cível' }, assunto: { codigo: 10431, nome: 'Responsabilidade Civil' }, ajuizamento: '2022-02-03T00:00:00.000Z' },
    { numero: cnj(345678, 2023, 5, 4, 18), alias: 'trt4', sigla: 'TRT4', orgao: `18ª Vara do Trabalho de Porto Alegre ${EX}`, classe: { codigo: 985, nome: 'Ação Trabalhista - Rito Ordinário' }, assunto: { codigo: 2569, nome: 'Acidente de Trabalho' }, ajuizamento: '20230301090000' },
    { numero: cnj(456789, 2023, 8, 5, 1), alias: 'tjba', sigla: 'TJBA', orgao: `3ª Vara Cível de Salvador ${EX}`, classe: { codigo: 7, nome: 'Procedimento Comum Cível' }, assunto: { codigo: 10433, nome: 'Indenização por Dano Material' }, ajuizamento: '2023-06-20T00:00:00.000Z' },
    exemploTjsp(NUMERO_EXEMPLO_NOVO),
  ];
  for (const e of exemplos) carregarExemplo(datajud, djen, hoje, e);
  return exemplos.map((e) => e.numero);
}

/**
 * The TJSP example (4ª Vara Cível, distributed 15/03/2024, danos morais) under any TJSP number: the e2e journey
 * loads it under a number of its own each run (scripts/e2e-server.mjs), so it never finds the number taken.
 * @param {string} numero
 */
export function exemploTjsp(numero) {
  return { numero, alias: 'tjsp', sigla: 'TJSP', orgao: `4ª Vara Cível do Foro Central de São Paulo ${EX}`, classe: { codigo: 7, nome: 'Procedimento Comum Cível' }, assunto: { codigo: 10433, nome: 'Indenização por Dano Moral' }, ajuizamento: '20240315103323' };
}

/**
 * One example case: its DataJud record with three movements and two DJEN communications (an intimação five days
 * back, an edital thirty days back).
 * @param {{ setProcesso: Function }} datajud
 * @param {{ publicar: Function }} djen
 * @param {string} hoje
 * @param {ReturnType<typeof exemploTjsp>} e
 */
export function carregarExemplo(datajud, djen, hoje, e) {
  datajud.setProcesso(e.alias, {
    numeroProcesso: e.numero,
    tribunal: e.sigla,
    grau: 'G1',
    classe: e.classe,
    assuntos: [e.assunto],
    orgaoJulgador: { codigo: 90000, nome: e.orgao },
    dataAjuizamento: e.ajuizamento,
    dataHoraUltimaAtualizacao: `${diasAtras(hoje, 3)}T14:00:00.000Z`,
    movimentos: [
      { codigo: 26, nome: 'Distribuição', dataHora: e.ajuizamento },
      { codigo: 11010, nome: `Mero expediente ${EX}`, dataHora: `${diasAtras(hoje, 40)}T13:00:00.000Z` },
      { codigo: 12164, nome: `Juntada de Laudo Pericial ${EX}`, dataHora: `${diasAtras(hoje, 6)}T16:20:00.000Z` },
    ],
  });
  djen.publicar({
    numero: e.numero,
    data_disponibilizacao: diaDeSemana(diasAtras(hoje, 5)),
    siglaTribunal: e.sigla,
    tipoComunicacao: 'Intimação',
    nomeOrgao: e.orgao,
    texto: `EXEMPLO DE DEMONSTRAÇÃO — não é uma publicação real. Ficam as partes intimadas a se manifestarem sobre o laudo pericial no prazo de 15 (quinze) dias úteis (CPC art. 477 §1º).`,
  });
  djen.publicar({
    numero: e.numero,
    data_disponibilizacao: diaDeSemana(diasAtras(hoje, 30)),
    siglaTribunal: e.sigla,
    tipoComunicacao: 'Edital',
    nomeOrgao: e.orgao,
    texto: 'EXEMPLO DE DEMONSTRAÇÃO — não é uma publicação real. Edital de intimação da perícia médica designada.',
  });
}
