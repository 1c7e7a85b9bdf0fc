/**
 * Issue 34 item 7: a demo case's distribution date falls in the year its CNJ number says (NNNNNNN-DD.AAAA...), on a
 * weekday spread by `semente`, never after yesterday. A number with no year (a case not yet filed) keeps `semAno`.
 */
export function distribuicaoNoAnoDoCnj(ano: number, hoje: string, semente: number): string {
  const dia = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d));
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  const ontem = new Date(Date.parse(`${hoje}T00:00:00Z`) - 86_400_000);
  // Spread over the year's first ten months: 1 February + (semente × 17) mod 270 days.
  let data = new Date(dia(ano, 2, 1).getTime() + ((Math.abs(semente) * 17) % 270) * 86_400_000);
  if (data > ontem) data = ontem;
  if (data < dia(ano, 1, 1)) data = dia(ano, 1, 1);
  // A weekday: Saturday → Friday, Sunday → Friday (inside the year unless 1 January is a weekend: then Monday after).
  const wd = data.getUTCDay();
  if (wd === 6 || wd === 0) {
    const antes = new Date(data.getTime() - (wd === 6 ? 1 : 2) * 86_400_000);
    data = antes.getUTCFullYear() === ano ? antes : new Date(data.getTime() + (wd === 6 ? 2 : 1) * 86_400_000);
  }
  return iso(data);
}
