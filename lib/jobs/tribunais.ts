/**
 * The daily court sync's schedule (issue 26 item 7): a cron at TRIBUNAIS_HORARIO (default 06:00, São Paulo time).
 * Its queue, `tribunais-sincronizacao`, is an entry of lib/jobs/registro.ts: pg-boss creates one job per cron slot
 * however many instances schedule it, and the 'stately' queue holds at most one queued and one active run, so the
 * sync runs once per schedule. A run that dies is not retried (a retry would ask the courts twice); its failed cases
 * are picked up by the next day's run, and the items are keyed so that a repeated run stores nothing twice.
 */

/** "06:00" → "0 6 * * *". */
export function cronDoHorario(horario: string): string {
  const [h, m] = horario.split(':').map(Number);
  return `${m} ${h} * * *`;
}
