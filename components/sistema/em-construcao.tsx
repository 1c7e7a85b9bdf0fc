/** Honest placeholder for a screen whose issue is not built yet. */
export function EmConstrucao({ titulo, descricao }: { titulo: string; descricao: string }) {
  return (
    <section aria-labelledby="titulo-pagina" className="mx-auto max-w-3xl">
      <h1 id="titulo-pagina" className="text-2xl font-semibold">
        {titulo}
      </h1>
      <div className="mt-6 rounded-lg border border-dashed border-amber-400 bg-amber-50 p-6 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
        <p className="font-medium">Esta tela ainda está em construção.</p>
        <p className="mt-2 text-sm">{descricao}</p>
      </div>
    </section>
  );
}
