'use client';

import type { QuadroPericial } from '@/lib/domain/pareceres/quadro';
import { Card } from '@/components/processo/detalhe-cards';
import type { DocumentoOpcao } from './fontes-editor';
import { QuadroPericialForm } from './quadro-form';

/**
 * The case's 'Parecer' tab (issue 37): the quadro pericial (findings as data) and the court expert's laudo with the
 * point-by-point impugnação built from it.
 */
export function ParecerTab({ processoId, quadro, documentos, podeEditar }: { processoId: number; quadro: QuadroPericial | null; documentos: DocumentoOpcao[]; podeEditar: boolean; ativa: boolean }) {
  return (
    <>
      <Card titulo="Quadro pericial">
        <QuadroPericialForm key={JSON.stringify(quadro)} processoId={processoId} inicial={quadro} documentos={documentos} podeEditar={podeEditar} />
      </Card>
    </>
  );
}
