/** The status of an /erro/{status} path: a 3-digit HTTP code, anything else 0 (→ 'Erro desconhecido'). */
export function parseStatus(value: string | undefined): number {
  return value && /^[1-5]\d{2}$/.test(value) ? Number(value) : 0;
}

/** Where the system area sends a person after an API call answered `status` (SPEC §2.16). */
export function errorPath(status: number): string {
  return `/erro/${parseStatus(String(status)) || 'desconhecido'}`;
}
