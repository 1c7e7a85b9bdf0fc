/**
 * Issue 34 item 4: the days a court itself closes (its own holidays and suspensions of expediente) as it publishes
 * them, year by year: each court's act for the year (provimento, portaria) decides, and courts move these days
 * (Dia da Justiça moved to 07/12, to 19/12, to 07/01 in other years), so no rule "every 8 December" is assumed.
 * Only days read in the act (or a faithful reproduction of it) are listed, each with its source; a day that is
 * national, in the CPC art. 220 suspension or a state's data magna is already counted elsewhere and not repeated.
 * Half days (Quarta-feira de Cinzas until 14h) and pontos facultativos are not closures and are left out.
 * Missing years and courts go to the admin's closures (Configurações → Calendário forense). Pure data, no I/O.
 */
/** An ISO date, YYYY-MM-DD (the engine's IsoDate; written here so this table does not import the engine). */
type IsoDate = string;

export type DiaDoTribunal = {
  data: IsoDate;
  /** J.TR of the CNJ number ("8.26" = TJSP). */
  tribunal: string;
  nome: string;
  fonte: string;
};

const TJSP_2026 = 'TJSP, Provimento CSM nº 2.813/2025 (expediente forense de 2026), art. 1º';
const TJMSP_2025 = 'TJMSP, Provimento nº 138/2024-AssPres (DJME de 26/11/2024)';
const TJDFT_2025 = 'TJDFT, Portaria Conjunta de feriados de 2025 (DJe de 08/01/2025)';
const TJPR_2025 = 'TJPR, Decreto Judiciário nº 645/2024 (feriados e suspensões do expediente de 2025)';
const TJPR_2026 = 'TJPR, Decreto Judiciário nº 621/2025 (feriados de 2026 e suspensões do expediente do art. 2º)';
const TJMS_2026 = 'TJMS, Portaria nº 983, de 4 de dezembro de 2025 (feriados de 2026; DJ de 12/12/2025)';
const TJAL_2026 = 'TJAL, ato normativo da Presidência sobre os feriados de 2026, aprovado pelo Pleno';

export const DIAS_DOS_TRIBUNAIS: readonly DiaDoTribunal[] = [
  // Tribunal de Justiça de São Paulo (8.26), 2026.
  { data: '2026-04-02', tribunal: '8.26', nome: 'Endoenças (Quinta-feira Santa)', fonte: TJSP_2026 },
  { data: '2026-04-20', tribunal: '8.26', nome: 'Suspensão do expediente', fonte: TJSP_2026 },
  { data: '2026-06-05', tribunal: '8.26', nome: 'Suspensão do expediente', fonte: TJSP_2026 },
  { data: '2026-07-10', tribunal: '8.26', nome: 'Suspensão do expediente', fonte: TJSP_2026 },
  { data: '2026-10-28', tribunal: '8.26', nome: 'Dia do Servidor Público', fonte: TJSP_2026 },
  { data: '2026-12-07', tribunal: '8.26', nome: 'Suspensão do expediente', fonte: TJSP_2026 },
  // Tribunal de Justiça Militar de São Paulo (9.26), 2025.
  { data: '2025-04-17', tribunal: '9.26', nome: 'Endoenças (Quinta-feira Santa)', fonte: TJMSP_2025 },
  { data: '2025-05-02', tribunal: '9.26', nome: 'Suspensão do expediente', fonte: TJMSP_2025 },
  { data: '2025-06-20', tribunal: '9.26', nome: 'Suspensão do expediente', fonte: TJMSP_2025 },
  { data: '2025-07-09', tribunal: '9.26', nome: 'Data Magna do Estado de São Paulo', fonte: TJMSP_2025 },
  { data: '2025-10-28', tribunal: '9.26', nome: 'Dia do Servidor Público', fonte: TJMSP_2025 },
  { data: '2025-11-21', tribunal: '9.26', nome: 'Suspensão do expediente', fonte: TJMSP_2025 },
  { data: '2025-12-08', tribunal: '9.26', nome: 'Dia da Justiça', fonte: TJMSP_2025 },
  // Tribunal de Justiça do Distrito Federal e dos Territórios (8.07), 2025: the feriados (not the pontos facultativos).
  { data: '2025-04-16', tribunal: '8.07', nome: 'Semana Santa', fonte: TJDFT_2025 },
  { data: '2025-04-17', tribunal: '8.07', nome: 'Semana Santa', fonte: TJDFT_2025 },
  { data: '2025-08-11', tribunal: '8.07', nome: 'Dia da Justiça (11 de agosto)', fonte: TJDFT_2025 },
  { data: '2025-12-08', tribunal: '8.07', nome: 'Nossa Senhora Imaculada Conceição', fonte: TJDFT_2025 },
  // Tribunal de Justiça do Paraná (8.16), 2025: feriados and the statewide suspensions (with compensation of hours).
  // Not listed: 03/03 (Carnaval Monday, national anyway), 19/12 (data magna, already counted), 08/09 (Foro Central
  // de Curitiba only: a comarca's closure, for the admin).
  { data: '2025-04-17', tribunal: '8.16', nome: 'Quinta-feira Santa (suspensão do expediente)', fonte: TJPR_2025 },
  { data: '2025-06-20', tribunal: '8.16', nome: 'Suspensão do expediente', fonte: TJPR_2025 },
  { data: '2025-10-28', tribunal: '8.16', nome: 'Dia do Funcionário Público', fonte: TJPR_2025 },
  { data: '2025-12-08', tribunal: '8.16', nome: 'Dia da Justiça', fonte: TJPR_2025 },
  // Tribunal de Justiça do Paraná (8.16), 2026: Dia do Funcionário Público moved to 30/10 and Dia da Justiça to 18/12
  // (so 28/10 and 08/12/2026 are working days there). Not listed: 16/02 (national), 24 and 31/12 (art. 220),
  // 08/09 (Curitiba only).
  { data: '2026-04-02', tribunal: '8.16', nome: 'Quinta-feira Santa (suspensão do expediente)', fonte: TJPR_2026 },
  { data: '2026-04-20', tribunal: '8.16', nome: 'Suspensão do expediente', fonte: TJPR_2026 },
  { data: '2026-06-05', tribunal: '8.16', nome: 'Suspensão do expediente', fonte: TJPR_2026 },
  { data: '2026-10-30', tribunal: '8.16', nome: 'Dia do Funcionário Público (transferido de 28/10)', fonte: TJPR_2026 },
  { data: '2026-12-18', tribunal: '8.16', nome: 'Dia da Justiça (transferido de 08/12)', fonte: TJPR_2026 },
  // Tribunal de Justiça de Mato Grosso do Sul (8.12), 2026: the days "não haverá expediente" (Cinzas is a whole day
  // there). Not listed: the pontos facultativos 20/04, 05/06, 10/08 and 07/12; 26/08 (Campo Grande only).
  { data: '2026-02-18', tribunal: '8.12', nome: 'Quarta-feira de Cinzas', fonte: TJMS_2026 },
  { data: '2026-04-02', tribunal: '8.12', nome: 'Quinta-feira da Semana Santa', fonte: TJMS_2026 },
  { data: '2026-08-11', tribunal: '8.12', nome: 'Instituição dos Cursos Jurídicos', fonte: TJMS_2026 },
  { data: '2026-10-30', tribunal: '8.12', nome: 'Dia do Servidor Público', fonte: TJMS_2026 },
  { data: '2026-12-08', tribunal: '8.12', nome: 'Dia da Justiça', fonte: TJMS_2026 },
  // Tribunal de Justiça de Alagoas (8.02), 2026: the days the act suspends "atividades, atos e prazos processuais".
  // Not listed: 28/08 (only where that municipal holiday exists); 11/08 and 08/12, named as holidays in the text read
  // but without the act's own list of holidays.
  { data: '2026-04-20', tribunal: '8.02', nome: 'Suspensão do expediente (véspera de Tiradentes)', fonte: TJAL_2026 },
  { data: '2026-06-05', tribunal: '8.02', nome: 'Suspensão do expediente (Corpus Christi)', fonte: TJAL_2026 },
  { data: '2026-08-10', tribunal: '8.02', nome: 'Suspensão do expediente (Dia do Jurista)', fonte: TJAL_2026 },
  { data: '2026-12-07', tribunal: '8.02', nome: 'Suspensão do expediente (Dia da Justiça)', fonte: TJAL_2026 },
];

const porDia = new Map<string, DiaDoTribunal>(DIAS_DOS_TRIBUNAIS.map((d) => [`${d.tribunal}|${d.data}`, d]));

/** The court's own closure on `iso`, as the reason shown ("TJ 8.26: Endoenças (Quinta-feira Santa)"), or null. */
export function diaDoTribunal(iso: IsoDate, tribunal: string | null | undefined): DiaDoTribunal | null {
  if (!tribunal) return null;
  return porDia.get(`${tribunal}|${iso}`) ?? null;
}

/** The preloaded court days of a year (optionally of one tribunal), in date order. */
export function diasDoTribunalNoAno(ano: number, tribunal?: string | null): DiaDoTribunal[] {
  return DIAS_DOS_TRIBUNAIS.filter((d) => d.data.startsWith(`${ano}-`) && (!tribunal || d.tribunal === tribunal)).sort((a, b) =>
    a.data < b.data ? -1 : a.data > b.data ? 1 : 0,
  );
}
