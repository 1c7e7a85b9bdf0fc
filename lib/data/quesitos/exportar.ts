import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { quesitos } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { enforce } from '@/lib/data/politica';
import { canExportQuesitos } from '@/lib/domain/access';
import { casoVisivel, nomesDosArquivos, renderizarFormato } from '@/lib/data/entregas';
import { documentoQuesitos } from '@/lib/domain/entregas';

/** 'Exportar quesitos': the case's quesitos, numbered, with the letterhead, as a PDF or a DOCX (whoever sees the case). */
export async function exportarQuesitos(user: SessionUser, processoId: number, formato: 'pdf' | 'docx'): Promise<{ bytes: Buffer; nome: string; mime: string }> {
  const db = await getDb();
  const p = await casoVisivel(db, user, processoId);
  enforce(canExportQuesitos(user, p));
  const rows = await db
    .select({ description: quesitos.description })
    .from(quesitos)
    .where(eq(quesitos.processoId, p.id))
    .orderBy(asc(quesitos.createdAt), asc(quesitos.id));
  const doc = documentoQuesitos(p, rows.map((r) => r.description));
  const bytes = await renderizarFormato(doc, 'Quesitos', p, formato);
  const nomes = nomesDosArquivos('Quesitos', p);
  return formato === 'pdf'
    ? { bytes, nome: nomes.pdf, mime: 'application/pdf' }
    : { bytes, nome: nomes.docx, mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' };
}
