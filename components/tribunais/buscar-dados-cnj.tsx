'use client';

import { useEffect, useRef, useState } from 'react';
import { Search } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { apiRequest, errorMessage } from '@/lib/api/client';
import { isValidCnj } from '@/lib/domain/cnj';
import { formatDate } from '@/lib/domain/dates';
import { TIPO_ACAO, TIPO_JUSTICA, tipoAcaoOf, tipoJusticaOf } from '@/lib/domain/labels';
import type { ConsultaProcesso } from '@/lib/domain/tribunais/datajud';

type Campo = 'varaJudicial' | 'dataDistribuicao' | 'tipoAcao' | 'comarca';

/**
 * 'Buscar dados no CNJ' in the registration wizard (issue 26 item 3): offered once the number typed is a valid
 * CNJ number; fills vara, comarca (when empty), data de distribuição and tipo de justiça from DataJud, suggests the tipo de ação when the
 * field is still empty, and says what came from the CNJ. Every field stays editable, and registration never waits
 * on DataJud: a failure only shows its message.
 */
export function BuscarDadosCnj({
  numero,
  tipoAcaoAtual,
  comarcaAtual = '',
  set,
  escolherJustica,
  autoBuscar = false,
}: {
  numero: string;
  tipoAcaoAtual: string;
  /** The comarca typed so far: DataJud's fills it only while empty (issue 34 item 7). */
  comarcaAtual?: string;
  set: (campo: Campo, valor: string) => void;
  escolherJustica: (valor: string) => void;
  /** Ask once on the first render (the wizard opened from a DJEN communication with its number filled). */
  autoBuscar?: boolean;
}) {
  const [estado, setEstado] = useState<{ numero: string; r: ConsultaProcesso; preenchidos: string[] } | { numero: string; erro: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const buscouSozinho = useRef(false);
  useEffect(() => {
    if (!autoBuscar || buscouSozinho.current || !isValidCnj(numero)) return;
    buscouSozinho.current = true;
    void buscar();
    // Only on mount: later lookups are the person's click.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (!isValidCnj(numero)) return null;
  const atual = estado && estado.numero === numero ? estado : null;

  async function buscar() {
    setBusy(true);
    try {
      const { data: r } = await apiRequest<ConsultaProcesso>(`/api/tribunais/processo/${encodeURIComponent(numero)}`);
      const preenchidos: string[] = [];
      if (r.encontrado) {
        if (r.sugestao.varaJudicial) {
          set('varaJudicial', r.sugestao.varaJudicial);
          preenchidos.push('vara judicial');
        }
        if (r.sugestao.comarca && !comarcaAtual) {
          set('comarca', r.sugestao.comarca);
          preenchidos.push('comarca');
        }
        if (r.sugestao.dataDistribuicao) {
          set('dataDistribuicao', r.sugestao.dataDistribuicao);
          preenchidos.push('data de distribuição');
        }
        const justica = tipoJusticaOf(r.sugestao.tipoJustica);
        if (justica) {
          escolherJustica(justica);
          preenchidos.push(`tipo de justiça (${TIPO_JUSTICA.label[justica]})`);
        }
        const acao = tipoAcaoOf(r.sugestao.tipoAcao);
        if (acao && !tipoAcaoAtual) {
          set('tipoAcao', acao);
          preenchidos.push(`tipo de ação sugerido (${TIPO_ACAO.label[acao]})`);
        }
      }
      setEstado({ numero, r, preenchidos });
    } catch (err) {
      setEstado({ numero, erro: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mt-2 space-y-2">
      <Button type="button" variant="secondary" size="sm" onClick={buscar} disabled={busy} aria-busy={busy}>
        <Search aria-hidden className="size-4" />
        {busy ? 'Buscando no CNJ…' : 'Buscar dados no CNJ'}
      </Button>
      <div aria-live="polite">
        {atual && 'erro' in atual && <Alert tone="warning">{atual.erro}</Alert>}
        {atual && 'r' in atual && !atual.r.encontrado && <Alert tone="info">{atual.r.motivo} Preencha os dados à mão.</Alert>}
        {atual && 'r' in atual && atual.r.encontrado && (
          <Alert tone="success">
            <p className="font-medium">Dados do CNJ (DataJud) — {atual.r.tribunal}</p>
            <ul className="mt-1 list-disc pl-5 text-sm">
              <li>Classe: {atual.r.classe.nome}</li>
              <li>Órgão julgador: {atual.r.orgaoJulgador.nome}</li>
              {atual.r.dataAjuizamento && <li>Ajuizamento: {formatDate(atual.r.dataAjuizamento)}</li>}
              {atual.r.assuntos.length > 0 && <li>Assuntos: {atual.r.assuntos.map((a) => a.nome).join('; ')}</li>}
            </ul>
            <p className="mt-1 text-sm">
              {atual.preenchidos.length > 0 ? `Preenchido a partir do CNJ: ${atual.preenchidos.join(', ')}.` : 'Nenhum campo preenchido.'} Confira: todos os campos continuam
              editáveis.
            </p>
          </Alert>
        )}
      </div>
    </div>
  );
}
