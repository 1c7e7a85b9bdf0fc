/**
 * Issue 34 item 2: a DJEN communication that is an intimação of the case's lawyer for the laudo or for quesitos
 * proposes its deadline at once (one click to confirm). Pure rules on the communication's text, no I/O.
 *  - about the laudo (manifestação, impugnação, ciência, vista, esclarecimentos on the laudo) → art. 477 §1;
 *  - about the nomination of the perito, quesitos or the assistente técnico → art. 465 §1.
 * The lawyer must be named in it (name, or OAB number), since DJEN also publishes intimações of the other party.
 */
import { isIntimacao } from './datajud';

export type TipoPrazoLegal = 'art465' | 'art477';

const norm = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ');

const SOBRE_LAUDO = /(manifest|impugn|ciencia|vista|esclarec|falar|pronunci)[^.;]{0,120}laudo|laudo[^.;]{0,120}(manifest|impugn|ciencia|vista|esclarec|prazo comum)/;
const SOBRE_QUESITOS = /quesito|assistente[s]? tecnico|nomeio|nomead[oa] (o |a )?perit|nomeacao d[oa] perit|art\.? ?465/;

/** What the text asks of the parties: the laudo (art. 477) wins over quesitos (a nomination also names the laudo's date). */
export function assuntoDaIntimacao(texto: string): TipoPrazoLegal | null {
  const t = norm(texto);
  if (SOBRE_LAUDO.test(t)) return 'art477';
  if (SOBRE_QUESITOS.test(t)) return 'art465';
  return null;
}

/** True when the text names the lawyer: the full name, or the OAB number (digits, with or without the dot). */
export function nomeiaAdvogado(texto: string, advogado: { nome: string; oabNumero?: string | null }): boolean {
  const t = norm(texto);
  const nome = norm(advogado.nome).replace(/^(dr|dra)\.? /, '').trim();
  if (nome.length >= 5 && t.includes(nome)) return true;
  const oab = (advogado.oabNumero ?? '').replace(/\D/g, '');
  if (oab.length >= 3) {
    const digitos = t.replace(/(\d)\.(\d)/g, '$1$2');
    return new RegExp(`oab[^0-9]{0,12}0*${oab}(?!\\d)`).test(digitos);
  }
  return false;
}

/** The deadline a communication proposes to the case's lawyer, or null. */
export function propostaDePrazo(p: { tipoComunicacao: string; texto: string }, advogado: { nome: string; oabNumero?: string | null }): TipoPrazoLegal | null {
  if (!isIntimacao(p.tipoComunicacao) || !nomeiaAdvogado(p.texto, advogado)) return null;
  return assuntoDaIntimacao(p.texto);
}
