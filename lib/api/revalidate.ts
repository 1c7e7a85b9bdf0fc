import { revalidatePath } from 'next/cache';

/**
 * Regenerates every prerendered public page (footer, /contato, /modelo, terms, privacy policy show the firm's
 * data): the next visit renders them again. Outside a Next.js server (integration tests call the handlers
 * directly) there is no page cache to purge.
 */
export function revalidatePublicPages(): void {
  try {
    revalidatePath('/', 'layout');
  } catch (err) {
    if (err instanceof Error && err.message.includes('static generation store missing')) return;
    throw err;
  }
}
