/**
 * Issue 34 items 4 and 5: a court's calendar for a year, as the admin screen and the agenda show it: every weekday
 * that does not count for deadlines, with why (the engine's own reason, motivoDiaNaoUtil) and where it comes from:
 * a law ('lei': national holidays, Lei 5.010/66 for the Justiça Federal, the state's data magna), the CPC art. 220
 * suspension ('recesso'), the court's published act ('tribunal', with its source) or a closure the admin recorded
 * ('fechamento', with its id and source). Weekends are left out (they never count). Pure, no I/O.
 */
import { addDays, motivoDiaNaoUtil, MOTIVO_RECESSO, suspensoesAplicaveis, type Calendario, type IsoDate, type Suspensao } from './index';
import { diaDoTribunal } from './dias-dos-tribunais';

export type OrigemDia = 'lei' | 'recesso' | 'tribunal' | 'fechamento';

export type DiaNaoUtil = { data: IsoDate; motivo: string; origem: OrigemDia; fonte: string | null; suspensaoId: number | null };

type SuspensaoComId = Suspensao & { id?: number; fonte?: string | null };

export function calendarioDoAno(ano: number, cal: Omit<Calendario, 'suspensoes'> & { suspensoes?: readonly SuspensaoComId[] }): DiaNaoUtil[] {
  const fechamentos = suspensoesAplicaveis(cal) as SuspensaoComId[];
  const dias: DiaNaoUtil[] = [];
  const fim = `${ano}-12-31`;
  for (let d = `${ano}-01-01`; d <= fim; d = addDays(d, 1)) {
    const wd = new Date(`${d}T12:00:00Z`).getUTCDay();
    if (wd === 0 || wd === 6) continue;
    const motivo = motivoDiaNaoUtil(d, cal);
    if (motivo === null) continue;
    const tribunal = diaDoTribunal(d, cal.tribunal);
    const fechamento = fechamentos.find((s) => s.dataInicio <= d && d <= s.dataFim);
    let origem: OrigemDia = 'lei';
    let fonte: string | null = null;
    let suspensaoId: number | null = null;
    if (motivo === MOTIVO_RECESSO) origem = 'recesso';
    else if (tribunal && motivo.endsWith(tribunal.nome)) {
      origem = 'tribunal';
      fonte = tribunal.fonte;
    } else if (fechamento && motivo === fechamento.descricao) {
      origem = 'fechamento';
      fonte = fechamento.fonte ?? null;
      suspensaoId = fechamento.id ?? null;
    }
    dias.push({ data: d, motivo, origem, fonte, suspensaoId });
  }
  return dias;
}
