'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { RegistrarPagamentoDialog } from './registrar-pagamento-dialog';

/** Pagamentos (admins): a package's pending purchase paid by PIX or transfer → the manual payment, at the package's total. */
export function RegistrarPacoteBotao({ referencia, valorCentavos, descricao }: { referencia: string; valorCentavos: number; descricao: string }) {
  const [aberto, setAberto] = useState(false);
  return (
    <>
      <Button type="button" size="sm" variant="secondary" onClick={() => setAberto(true)} aria-label={`Registrar pagamento recebido: ${descricao}`}>
        Registrar pagamento recebido
      </Button>
      <RegistrarPagamentoDialog alvo={{ referencia }} valorCentavos={valorCentavos} descricao="o total do pacote" open={aberto} onOpenChange={setAberto} />
    </>
  );
}
