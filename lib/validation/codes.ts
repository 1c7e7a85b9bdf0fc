import { z } from 'zod';
import { codeOf, type Vocabulary } from '@/lib/domain/labels';

/**
 * A field of a fixed list (DESIGN §10): accepts the code, SPEC's string, the UI label or a legacy spelling
 * and gives the code; anything else fails with `message`.
 */
export function codeField<C extends string>(vocabulary: Vocabulary<C>, message: string) {
  return z.string({ error: message }).transform((text, ctx): C => {
    const code = codeOf(vocabulary, text);
    if (code === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return code;
  });
}
