export default function Loading() {
  return (
    <p role="status" aria-live="polite" className="mx-auto max-w-5xl py-10 text-center text-slate-600 dark:text-slate-400">
      Carregando processo...
    </p>
  );
}
