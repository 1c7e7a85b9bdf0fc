import { describe, expect, it } from 'vitest';
import { mailSettled, trackSend } from '@/lib/mail/in-flight';

describe('mailSettled', () => {
  it('waits for a send scheduled after the answer (setImmediate) and for every send in flight', async () => {
    const done: string[] = [];
    let finish!: () => void;
    setImmediate(() => {
      void trackSend(new Promise<void>((resolve) => (finish = resolve))).then(() => done.push('a'));
      setTimeout(() => finish(), 20);
    });
    await mailSettled();
    expect(done).toEqual(['a']);
  });

  it('a failed send counts as settled', async () => {
    const send = trackSend(Promise.reject(new Error('smtp down')));
    send.catch(() => {});
    await expect(mailSettled()).resolves.toBeUndefined();
  });

  it('answers at once when nothing is being sent', async () => {
    await expect(mailSettled()).resolves.toBeUndefined();
  });
});
