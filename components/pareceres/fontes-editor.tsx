'use client';

import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/field';
import type { Fonte } from '@/lib/domain/pareceres/quadro';

export type DocumentoOpcao = { id: number; titulo: string };

/**
 * The sources of a finding: a page of a case document (a citation of the autos) or a free reference. `rotulo`
 * names the finding for screen readers ('Fontes da DID').
 */
export function FontesEditor({ rotulo, fontes, documentos, onChange, somenteLeitura = false }: {
  rotulo: string;
  fontes: Fonte[];
  documentos: DocumentoOpcao[];
  onChange: (f: Fonte[]) => void;
  somenteLeitura?: boolean;
}) {
  const troca = (i: number, f: Fonte) => onChange(fontes.map((x, j) => (j === i ? f : x)));
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{rotulo}</legend>
      {fontes.length === 0 && <p className="text-xs text-slate-600 dark:text-slate-400">Nenhuma fonte.</p>}
      {fontes.map((f, i) => (
        <div key={i} className="flex flex-wrap items-end gap-2">
          {'documentoId' in f ? (
            <>
              <label className="text-xs">
                Documento
                <select
                  aria-label={`Documento (fonte ${i + 1})`}
                  className={inputClass}
                  value={f.documentoId}
                  disabled={somenteLeitura}
                  onChange={(e) => troca(i, { documentoId: Number(e.target.value), pagina: f.pagina })}
                >
                  {documentos.map((d) => (
                    <option key={d.id} value={d.id}>{d.titulo}</option>
                  ))}
                </select>
              </label>
              <label className="text-xs">
                Página
                <input
                  aria-label={`Página (fonte ${i + 1})`}
                  type="number"
                  min={1}
                  className={`${inputClass} w-24`}
                  value={f.pagina}
                  disabled={somenteLeitura}
                  onChange={(e) => troca(i, { documentoId: f.documentoId, pagina: Number(e.target.value) })}
                />
              </label>
            </>
          ) : (
            <label className="min-w-64 flex-1 text-xs">
              Referência
              <input aria-label={`Referência (fonte ${i + 1})`} className={inputClass} value={f.referencia} maxLength={500} disabled={somenteLeitura} onChange={(e) => troca(i, { referencia: e.target.value })} />
            </label>
          )}
          {!somenteLeitura && (
            <Button variant="ghost" size="sm" onClick={() => onChange(fontes.filter((_, j) => j !== i))}>
              Remover<span className="sr-only"> fonte {i + 1} — {rotulo}</span>
            </Button>
          )}
        </div>
      ))}
      {!somenteLeitura && (
        <div className="flex flex-wrap gap-2">
          {documentos.length > 0 && (
            <Button variant="secondary" size="sm" onClick={() => onChange([...fontes, { documentoId: documentos[0].id, pagina: 1 }])}>
              Citar página dos autos<span className="sr-only"> — {rotulo}</span>
            </Button>
          )}
          <Button variant="secondary" size="sm" onClick={() => onChange([...fontes, { referencia: '' }])}>
            Referência livre<span className="sr-only"> — {rotulo}</span>
          </Button>
        </div>
      )}
    </fieldset>
  );
}
