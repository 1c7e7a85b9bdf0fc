/**
 * The sends under way. Some messages leave after the answer (a reset link, a lockout notice: setImmediate, so
 * neither composing nor SMTP adds to the response); `mailSettled` is the event that says they are all done, for
 * a graceful stop and for tests proving that no message was sent (instead of sleeping and hoping).
 */
const g = globalThis as typeof globalThis & { __periciaMailInFlight?: Set<Promise<unknown>> };
const inFlight = (g.__periciaMailInFlight ??= new Set());

/** Registers a send; it leaves the set when it settles (sent or failed). */
export function trackSend<T>(send: Promise<T>): Promise<T> {
  inFlight.add(send);
  const done = () => inFlight.delete(send);
  send.then(done, done);
  return send;
}

/**
 * Resolves once every send started so far, and every send scheduled (setImmediate) before this call, has
 * settled: it first lets the already-queued immediates run, then waits until no send is left in flight.
 */
export async function mailSettled(): Promise<void> {
  for (;;) {
    await new Promise<void>((resolve) => setImmediate(resolve));
    if (inFlight.size === 0) return;
    await Promise.allSettled([...inFlight]);
  }
}
