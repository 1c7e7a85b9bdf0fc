import { MAX_ARQUIVOS_POR_LINK } from '@/lib/domain/periciado/arquivos';

const STATUS: Record<string, string> = {
  ok: 'Arquivo enviado. O seu advogado vai analisá-lo.',
  erro: 'Não foi possível enviar o arquivo. Envie um PDF, JPEG ou PNG de até 20 MB.',
  limite: `Você já enviou o máximo de ${MAX_ARQUIVOS_POR_LINK} arquivos por este link.`,
};

/**
 * 'Enviar exames': a plain multipart form to POST /api/p/{token}/arquivos, which answers a form post (no JavaScript)
 * by sending the browser back here with the outcome.
 */
export function ArquivosForm({ token, enviados, status }: { token: string; enviados: number; status?: string }) {
  return (
    <section aria-labelledby="exames" className="space-y-3 rounded-lg border p-4">
      <h2 id="exames" className="font-semibold">Enviar exames</h2>
      <p className="text-sm">
        Envie seus exames, receitas e atestados (PDF, JPEG ou PNG, até 20 MB cada). Você enviou {enviados} de {MAX_ARQUIVOS_POR_LINK}.
      </p>
      {status && STATUS[status] && (
        <p role={status === 'ok' ? 'status' : 'alert'}>{STATUS[status]}</p>
      )}
      <form action={`/api/p/${token}/arquivos`} method="post" encType="multipart/form-data" className="space-y-2">
        <label htmlFor="arquivo" className="block text-sm">
          Arquivo
        </label>
        <input id="arquivo" name="arquivo" type="file" accept="application/pdf,image/jpeg,image/png" required />
        <button type="submit" className="rounded-md border px-4 py-2">
          Enviar arquivo
        </button>
      </form>
    </section>
  );
}
