/** The perícia's place as the periciado's page shows it: a teleperícia link, or an address with a map link. */
export type LocalPericia = { tipo: 'tele'; url: string } | { tipo: 'endereco'; endereco: string; mapa: string } | null;

export function localDaPericia(endereco: string | null): LocalPericia {
  const t = endereco?.trim();
  if (!t) return null;
  if (/^https:\/\/\S+$/i.test(t)) return { tipo: 'tele', url: t };
  // A plain link, followed only when clicked (the page itself asks nothing of any other site).
  return { tipo: 'endereco', endereco: t, mapa: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(t)}` };
}
