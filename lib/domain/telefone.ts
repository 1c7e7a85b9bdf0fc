import { formatPhone } from '@brazilian-utils/brazilian-utils';

/** A Brazilian phone kept as digits (DDD + number) shown as '(11) 98765-4321' / '(11) 3000-0000'; anything else as is. */
export function formatTelefone(value: string | null | undefined): string {
  const t = value?.trim() ?? '';
  const digits = t.replace(/\D/g, '');
  return digits.length === 10 || digits.length === 11 ? formatPhone(digits, { mask: 'nanp' }) : t;
}
