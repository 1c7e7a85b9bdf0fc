import { descreverAlteracao } from '@/lib/domain/lgpd';
import type { EventoCronologia } from './detalhe-tipos';

export const iso = (v: string) => new Date(v).toISOString();

/**
 * Each change of a field (written in the same transaction as its Cronologia event, so with the same timestamp and
 * author) is shown under the first event of that moment: 'Valor da causa: R$ 40.000,00 → R$ 45.000,00'. A change
 * with no such event (e.g. a quesito edited) becomes an 'Alteração' entry of its own.
 */
export function cronologiaComAlteracoes(
  eventos: { id: number; evento: string; tipo: string; data: string; usuario: string | null; userId: number | null }[],
  alts: { id: number; campo: string; antes: string | null; depois: string | null; autorId: number | null; data: string; autor: string | null }[],
): EventoCronologia[] {
  const out: EventoCronologia[] = eventos.map((e) => ({ id: e.id, evento: e.evento, tipo: e.tipo, data: iso(e.data), usuario: e.usuario, alteracoes: [] }));
  const key = (data: string, autor: number | null) => `${new Date(data).getTime()}:${autor ?? ''}`;
  const primeiro = new Map<string, EventoCronologia>();
  // Events are newest first; the first of a moment is the last one met.
  eventos.forEach((e, i) => primeiro.set(key(e.data, e.userId), out[i]));
  const soltas = new Map<string, EventoCronologia>();
  for (const a of alts) {
    const k = key(a.data, a.autorId);
    let alvo = primeiro.get(k) ?? soltas.get(k);
    if (!alvo) {
      alvo = { id: -a.id, evento: 'Alteração registrada', tipo: 'edicao', data: iso(a.data), usuario: a.autor, alteracoes: [] };
      soltas.set(k, alvo);
    }
    alvo.alteracoes.push(descreverAlteracao(a));
  }
  return [...out, ...soltas.values()].sort((x, y) => (x.data < y.data ? 1 : x.data > y.data ? -1 : y.id - x.id));
}
