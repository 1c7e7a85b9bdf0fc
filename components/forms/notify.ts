/** A toast (sonner, loaded only when one is due: the public and account pages carry no toast library up front). */
export function notify(kind: 'success' | 'error' | 'info' | 'warning', text: string) {
  void import('sonner').then(({ toast }) => toast[kind](text));
}
