/** A sentence whose matches the server put between « and »: shown with <mark>, as text (never as HTML). */
export function TrechoMarcado({ texto }: { texto: string }) {
  const partes = texto.split(/(«[^»]*»)/g);
  return (
    <>
      {partes.map((p, i) =>
        p.startsWith('«') && p.endsWith('»') ? (
          <mark key={i} className="rounded bg-yellow-200 px-0.5 text-slate-900">
            {p.slice(1, -1)}
          </mark>
        ) : (
          <span key={i}>{p}</span>
        ),
      )}
    </>
  );
}
