import { Button } from '@/components/ui/button';

/**
 * The foot of a form that edits saved settings (Empresa, Tabela de preços): undo the unsaved changes (only once
 * there are some) and save, 'Salvando...' while the form's submit runs (useApiForm's `isSubmitting`).
 */
export function AcoesDoFormulario({ salvar, desfazer, onDesfazer, enviando, alterado }: { salvar: string; desfazer: string; onDesfazer: () => void; enviando: boolean; alterado: boolean }) {
  return (
    <div className="flex justify-end gap-3">
      <Button variant="secondary" onClick={onDesfazer} disabled={enviando || !alterado}>
        {desfazer}
      </Button>
      <Button type="submit" disabled={enviando} aria-busy={enviando}>
        {enviando ? 'Salvando...' : salvar}
      </Button>
    </div>
  );
}
