import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cidSemPonto, grafiasDoCid, normalizarCid } from '@/lib/domain/autos/cid';
import { sugerirEventos, TIPOS_EVENTO, TRECHO_MAX, type PaginaAutos } from '@/lib/domain/autos/linha-do-tempo';

const hoje = new Date('2026-11-28T12:00:00Z');
const sugerir = (paginas: PaginaAutos[]) => sugerirEventos(paginas, { hoje });
const resumo = (paginas: PaginaAutos[]) => sugerir(paginas).map(({ data, tipo, evento, documentoId, pagina }) => ({ data, tipo, evento, documentoId, pagina }));

// Text as pdf.js gives it: line breaks in the middle of sentences, a PJe stamp at the foot of each page.
const ATESTADO = `ATESTADO MÉDICO
Atesto para os devidos fins que o Sr. Joaquim Fictício da Silva esteve sob meus cuidados
em 12/03/2021, devendo permanecer afastado de suas atividades laborais por 15 (quinze) dias. CID M54.5.
Processo nº 0001234-56.2021.8.26.0100 · CPF 123.456.789-09 · telefone (11) 98765-4321.
Assinado eletronicamente por: DRA. MARIA EXEMPLO - 12/03/2021 10:20:30 - Atestado médico
Num. 4455667 - Pág. 1`;

const EXAMES = `Ressonância magnética da coluna lombar realizada em 20.03.21 evidenciou protrusão discal em L4-L5.
RM do joelho direito de 02-05-2021 sem alterações. Eletroneuromiografia dos membros inferiores em
10 de junho de 2021: radiculopatia L5 crônica.
Tomografia computadorizada de crânio em 2021-07-01, normal.`;

const INSS = `COMUNICAÇÃO DE DECISÃO
Em atenção ao seu pedido de auxílio por incapacidade temporária, apresentado em 1º de abril de 2022, informamos
que não foi reconhecido o direito ao benefício, tendo em vista que não foi constatada, em exame realizado pela
perícia médica do INSS em 18/04/2022, incapacidade para o seu trabalho ou para a sua atividade habitual.
O benefício foi indeferido em 20 DE ABRIL DE 2022.`;

const LAUDO = `Quesito 3: Qual a data de início da doença? Resposta: DID em 15/01/2019, conforme atestados juntados.
Quesito 4: DII fixada em 12/03/2021 (CID M54.5 e M51.1), data do afastamento.
CAT emitida em 03/02/2021 após acidente de trabalho ocorrido em 02/02/2021.
Internado em 05/02/2021 no Hospital Modelo, foi submetido a artrodese da coluna lombar em 06/02/2021
e recebeu alta hospitalar em 09/02/2021.`;

describe('sugerirEventos: dates near a medical cue, with document, page and sentence', () => {
  it('an atestado: the date, its days and its CID; never the process number, the CPF, the phone or the PJe stamp', () => {
    const eventos = sugerir([{ documentoId: 7, pagina: 12, texto: ATESTADO }]);
    expect(eventos).toEqual([
      {
        data: '2021-03-12',
        tipo: 'atestado',
        evento: 'Atestado médico — 15 dias de afastamento — CID M54.5',
        documentoId: 7,
        pagina: 12,
        trecho:
          'ATESTADO MÉDICO Atesto para os devidos fins que o Sr. Joaquim Fictício da Silva esteve sob meus cuidados em 12/03/2021, devendo permanecer afastado de suas atividades laborais por 15 (quinze) dias. CID M54.5.',
      },
    ]);
  });

  it('exams by name and region, in every date format', () => {
    expect(resumo([{ documentoId: 2, pagina: 40, texto: EXAMES }])).toEqual([
      { data: '2021-03-20', tipo: 'exame', evento: 'Ressonância magnética da coluna lombar', documentoId: 2, pagina: 40 },
      { data: '2021-05-02', tipo: 'exame', evento: 'Ressonância magnética do joelho direito', documentoId: 2, pagina: 40 },
      { data: '2021-06-10', tipo: 'exame', evento: 'Eletroneuromiografia dos membros inferiores', documentoId: 2, pagina: 40 },
      { data: '2021-07-01', tipo: 'exame', evento: 'Tomografia computadorizada de crânio', documentoId: 2, pagina: 40 },
    ]);
  });

  it("an INSS decision: the request, the INSS perícia and the refusal, each its own date (written '1º de abril', in capitals)", () => {
    expect(resumo([{ documentoId: 3, pagina: 55, texto: INSS }])).toEqual([
      { data: '2022-04-01', tipo: 'beneficio', evento: 'Auxílio por incapacidade temporária — requerido', documentoId: 3, pagina: 55 },
      { data: '2022-04-18', tipo: 'pericia_inss', evento: 'Perícia médica do INSS', documentoId: 3, pagina: 55 },
      { data: '2022-04-20', tipo: 'beneficio', evento: 'Benefício — indeferido', documentoId: 3, pagina: 55 },
    ]);
  });

  it("a court expert's laudo: DID, DII with two CIDs, CAT, accident, internação, surgery and discharge", () => {
    expect(resumo([{ documentoId: 9, pagina: 301, texto: LAUDO }])).toEqual([
      { data: '2019-01-15', tipo: 'did', evento: 'Data de início da doença (DID)', documentoId: 9, pagina: 301 },
      { data: '2021-03-12', tipo: 'dii', evento: 'Data de início da incapacidade (DII) — CID M54.5, M51.1', documentoId: 9, pagina: 301 },
      { data: '2021-02-03', tipo: 'cat', evento: 'CAT — Comunicação de Acidente de Trabalho', documentoId: 9, pagina: 301 },
      { data: '2021-02-02', tipo: 'outro', evento: 'Acidente de trabalho', documentoId: 9, pagina: 301 },
      { data: '2021-02-05', tipo: 'internacao', evento: 'Internação hospitalar', documentoId: 9, pagina: 301 },
      { data: '2021-02-06', tipo: 'cirurgia', evento: 'Cirurgia — artrodese da coluna lombar', documentoId: 9, pagina: 301 },
      { data: '2021-02-09', tipo: 'alta', evento: 'Alta hospitalar', documentoId: 9, pagina: 301 },
    ]);
  });

  it('OCR text: a sentence broken by a blank line, a heading naming the exam, a procedure named after its date', () => {
    const ocr = `RADIOGRAFIA DA COLUNA LOMBAR

Paciente: Fulano de Tal. Exame realizado em 05/02/2021. Incidências: frente e perfil.

Atesto que o Sr. Fulano de Tal apresenta lombociatalgia após microdiscectomia, devendo

permanecer afastado do trabalho por 60 (sessenta) dias, em 10/01/2022. CID M51.1.
Cirurgia realizada em 18/08/2021: microdiscectomia L5-S1 à esquerda.
Assinado eletronicamente por: FULANO - 19/08/2021 10:00:00
Número do documento: 123 · Relatório de cirurgia
Num. 123 - Pág. 2`;
    expect(resumo([{ documentoId: 4, pagina: 8, texto: ocr }])).toEqual([
      { data: '2021-02-05', tipo: 'exame', evento: 'Radiografia da coluna lombar', documentoId: 4, pagina: 8 },
      { data: '2022-01-10', tipo: 'atestado', evento: 'Atestado médico — 60 dias de afastamento — CID M51.1', documentoId: 4, pagina: 8 },
      { data: '2021-08-18', tipo: 'cirurgia', evento: 'Cirurgia — microdiscectomia L5-S1', documentoId: 4, pagina: 8 },
    ]);
  });

  it('a CID alone makes a diagnosis; the code is read with or without its dot', () => {
    expect(resumo([{ documentoId: 1, pagina: 2, texto: 'Paciente com CID F321 desde 03/09/2020, em acompanhamento.' }])).toEqual([
      { data: '2020-09-03', tipo: 'diagnostico', evento: 'Diagnóstico — CID F32.1', documentoId: 1, pagina: 2 },
    ]);
  });

  it('must not take: impossible dates, far future dates, pieces of a CNJ number, CPF, RG, phone, law numbers, dates with no cue', () => {
    const texto = [
      'Atestado de 31/02/2021 e exame em 30/02/2020.',
      'Exame agendado para 12/03/2099.',
      'Atestado no processo 0001234-56.2021.8.26.0100.',
      'Atestado do portador do CPF 123.456.789-09 e do RG 12.345.678-9.',
      'Exame: ligar para (11) 98765-4321 ou 3456-7890.',
      'Benefício previsto no art. 59 da Lei 8.213/91 e no item 1.2.21 do manual.',
      'Audiência designada para 10/10/2021 às 14h.',
    ].join('\n');
    expect(sugerir([{ documentoId: 1, pagina: 1, texto }])).toEqual([]);
  });

  it('two-digit years: 21 → 2021, 85 → 1985; a date up to a year ahead is taken (a scheduled perícia)', () => {
    const texto = 'Atestado de 12/03/21. Cirurgia em 05/06/85. Perícia do INSS agendada para 15/01/2027.';
    expect(resumo([{ documentoId: 1, pagina: 1, texto }]).map((e) => [e.data, e.tipo])).toEqual([
      ['2021-03-12', 'atestado'],
      ['1985-06-05', 'cirurgia'],
      ['2027-01-15', 'pericia_inss'],
    ]);
  });

  it('lower-case abbreviations are words, not cues (cat, rm); capitals are', () => {
    const texto = 'O cat do vizinho em 10/01/2021. A rm foi em 11/01/2021. A RM foi em 12/01/2021.';
    expect(resumo([{ documentoId: 1, pagina: 1, texto }]).map((e) => [e.data, e.tipo])).toEqual([['2021-01-12', 'exame']]);
  });

  it('the same date and kind once per page; again on another page or document', () => {
    const texto = 'Atestado de 12/03/2021. Conforme atestado de 12/03/2021 já citado. Exame em 12/03/2021.';
    const eventos = sugerir([
      { documentoId: 1, pagina: 4, texto },
      { documentoId: 1, pagina: 5, texto: 'Atestado de 12/03/2021.' },
      { documentoId: 2, pagina: 4, texto: 'Atestado de 12/03/2021.' },
    ]);
    expect(eventos.map((e) => [e.documentoId, e.pagina, e.data, e.tipo])).toEqual([
      [1, 4, '2021-03-12', 'atestado'],
      [1, 4, '2021-03-12', 'exame'],
      [1, 5, '2021-03-12', 'atestado'],
      [2, 4, '2021-03-12', 'atestado'],
    ]);
  });

  it('the sentence is cut to at most 300 characters around the date, at word boundaries', () => {
    const longe = 'o periciado relata dores intensas e persistentes na região lombar '.repeat(6);
    const texto = `Segundo ${longe}foi emitido atestado médico em 12/03/2021 com afastamento, ${longe}sem melhora.`;
    const [e] = sugerir([{ documentoId: 1, pagina: 1, texto }]);
    expect(e.data).toBe('2021-03-12');
    expect(e.trecho.length).toBeLessThanOrEqual(TRECHO_MAX);
    expect(e.trecho).toContain('atestado médico em 12/03/2021');
    expect(e.trecho).toMatch(/^…\S/);
    expect(e.trecho).toMatch(/\S…$/);
    expect(e.trecho).not.toMatch(/^…\p{L}{1,2} /u);
  });

  it('pages without text or without dates give nothing; every kind is from the declared list', () => {
    expect(sugerir([{ documentoId: 1, pagina: 1, texto: '' }, { documentoId: 1, pagina: 2, texto: 'Atestado sem data, CID M54.5.' }])).toEqual([]);
    const todos = sugerir([
      { documentoId: 1, pagina: 1, texto: `${ATESTADO}\n\n${EXAMES}\n\n${INSS}\n\n${LAUDO}` },
    ]);
    expect(todos.length).toBe(15);
    for (const e of todos) expect(TIPOS_EVENTO).toContain(e.tipo);
  });
});

describe('sugerirEventos on any text', () => {
  const PEDACOS = [
    'Atestado', 'atestado médico', 'CID M54.5', 'M545', 'ressonância magnética da coluna lombar', 'CAT', 'DID', 'DII',
    'internado', 'cirurgia', 'alta hospitalar', 'perícia do INSS', 'benefício indeferido', 'afastado por 15 dias',
    '12/03/2021', '31/02/2021', '12.03.21', '1º de abril de 2020', '2021-03-12', '0001234-56.2021.8.26.0100',
    '123.456.789-09', '(11) 98765-4321', 'Assinado eletronicamente por: X - 12/03/2021 10:00:00', 'Num. 1 - Pág. 2',
    '.', ',', ';', '\n', '\n\n', ' ', 'Dr.', 'o periciando relata dor', '…', 'é', 'ÇÃO',
  ];
  const texto = fc.array(fc.oneof(fc.constantFrom(...PEDACOS), fc.string({ maxLength: 12 })), { maxLength: 120 }).map((xs) => xs.join(' '));

  it('never throws and always answers within its rules', () => {
    fc.assert(
      fc.property(fc.array(texto, { minLength: 1, maxLength: 3 }), (textos) => {
        const eventos = sugerir(textos.map((t, i) => ({ documentoId: 1, pagina: i + 1, texto: t })));
        const chaves = new Set<string>();
        for (const e of eventos) {
          expect(TIPOS_EVENTO).toContain(e.tipo);
          expect(e.data).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          expect(new Date(`${e.data}T00:00:00Z`).toISOString().slice(0, 10)).toBe(e.data);
          expect(e.data <= '2027-11-29' && e.data >= '1900-01-01').toBe(true);
          expect(e.trecho.length).toBeGreaterThan(0);
          expect(e.trecho.length).toBeLessThanOrEqual(TRECHO_MAX);
          expect(e.evento.length).toBeGreaterThan(0);
          const chave = `${e.pagina}|${e.data}|${e.tipo}`;
          expect(chaves.has(chave)).toBe(false);
          chaves.add(chave);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('CID-10 codes with or without the dot', () => {
  it('normalises', () => {
    expect(normalizarCid('M545')).toBe('M54.5');
    expect(normalizarCid(' m54.5 ')).toBe('M54.5');
    expect(normalizarCid('F32')).toBe('F32');
    expect(cidSemPonto('M54.5')).toBe('M545');
    expect(grafiasDoCid('S83.2')).toEqual(['S83.2', 'S832']);
    expect(grafiasDoCid('F32')).toEqual(['F32']);
  });

  it('refuses what is not a code', () => {
    for (const v of ['', 'M5', 'M54.55', '54.5', 'MM54', 'lombalgia']) expect(normalizarCid(v)).toBeNull();
    expect(cidSemPonto('x')).toBeNull();
    expect(grafiasDoCid('x')).toEqual([]);
  });
});
