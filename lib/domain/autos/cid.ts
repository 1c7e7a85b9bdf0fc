/**
 * CID-10 codes as the autos write them: 'M54.5', 'M545', 'm54.5', 'F32', 'S83.2'. One letter, two digits and
 * optionally a subcategory digit, with or without the dot. The search (a code matches with or without its dot) and
 * the clinical timeline share this one reading.
 */
const CID = /^([A-Za-z])(\d{2})(?:\.?(\d))?$/;

/** 'M545' | 'm54.5' | ' M54.5 ' → 'M54.5'; 'F32' → 'F32'; anything that is not a CID-10 code → null. */
export function normalizarCid(valor: string): string | null {
  const m = CID.exec(valor.trim());
  if (!m) return null;
  const [, letra, cat, sub] = m;
  return `${letra.toUpperCase()}${cat}${sub ? `.${sub}` : ''}`;
}

/** The code without its dot ('M54.5' → 'M545'), as some autos write it; null when not a CID-10 code. */
export function cidSemPonto(valor: string): string | null {
  const cid = normalizarCid(valor);
  return cid ? cid.replace('.', '') : null;
}

/** Both spellings of a code with a subcategory ('M54.5' → ['M54.5', 'M545']); a category alone has one. */
export function grafiasDoCid(valor: string): string[] {
  const cid = normalizarCid(valor);
  if (!cid) return [];
  const sem = cid.replace('.', '');
  return sem === cid ? [cid] : [cid, sem];
}
