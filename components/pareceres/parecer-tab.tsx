'use client';

import type { QuadroPericial } from '@/lib/domain/pareceres/quadro';
import { Card } from '@/components/processo/detalhe-cards';
import type { DocumentoOpcao } from './fontes-editor';
import { QuadroPericialForm } from './quadro-form';
import { LaudoJudicialForm } from './laudo-form';

/**
 * The case's 'Parecer' tab (issue 37): the quadro pericial (findings as data) and the court expert's laudo with the
 * point-by-point impugnação built from it.
 */
export function ParecerTab({ processoId, quadro, documentos, quesitos, podeEditar, ativa }: { processoId: number; quadro: QuadroPericial | null; documentos: DocumentoOpcao[]; quesitos: string[]; podeEditar: boolean; ativa: boolean }) {
  return (
    <>
      <Card titulo="Quadro pericial">
        <QuadroPericialForm key={JSON.stringify(quadro)} processoId={processoId} inicial={quadro} documentos={documentos} podeEditar={podeEditar} />
      </Card>
      <Card titulo="Laudo do perito do juízo e impugnação">
        {ativa && <LaudoJudicialForm processoId={processoId} documentos={documentos} quesitos={quesitos} podeEditar={podeEditar} />}
      </Card>
    </>
  );
}
