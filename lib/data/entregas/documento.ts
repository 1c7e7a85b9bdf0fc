import { firmaDoTimbrado } from '@/lib/data/firma';
import { formatCnj } from '@/lib/domain/cnj';
import { formatDate, todayInBrazil } from '@/lib/domain/dates';
import { type EntregaDoc } from '@/lib/domain/entregas';
import type { Autoria, Timbrado } from '@/lib/entregas/pdf';
import { renderDocumento } from '@/lib/render';
import type { Tabela } from '@/lib/domain/pareceres/tabelas';

/** A file name safe everywhere: ASCII letters, digits and dashes. */
function nomeSeguro(texto: string): string {
  return texto
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

export function processoDoTimbrado(c: { numero: string | null; requerente: string }): string {
  return c.numero ? `Processo nº ${formatCnj(c.numero)}` : `Processo de ${c.requerente} (sem número)`;
}

/** The PDF and the DOCX of a document with the firm's letterhead (also used by 'Exportar quesitos'). */
export async function renderizar(
  doc: EntregaDoc,
  titulo: string,
  caso: { numero: string | null; requerente: string },
  autoria?: { pdf: Autoria; docx: Autoria },
  tabelas?: Tabela[],
): Promise<{ pdf: Buffer; docx: Buffer }> {
  const [pdf, docx] = await Promise.all([
    renderizarFormato(doc, titulo, caso, 'pdf', autoria?.pdf, tabelas),
    renderizarFormato(doc, titulo, caso, 'docx', autoria?.docx, tabelas),
  ]);
  return { pdf, docx };
}

/** One format only (an export asks for one), rendered off the event loop and reused while nothing changed. */
export async function renderizarFormato(
  doc: EntregaDoc,
  titulo: string,
  caso: { numero: string | null; requerente: string },
  formato: 'pdf' | 'docx',
  autoria?: Autoria,
  tabelas?: Tabela[],
): Promise<Buffer> {
  const timbrado: Timbrado = {
    firma: await firmaDoTimbrado(),
    titulo,
    processo: processoDoTimbrado(caso),
    emitidoEm: `Emitido em ${formatDate(todayInBrazil())}`,
    ...(autoria ? { autoria } : {}),
    ...(tabelas?.length ? { tabelas } : {}),
  };
  return renderDocumento({ formato, doc, timbrado });
}

export function nomesDosArquivos(titulo: string, caso: { numero: string | null; requerente: string }): { pdf: string; docx: string } {
  const base = nomeSeguro(`${titulo} ${caso.numero ?? caso.requerente}`) || 'documento';
  return { pdf: `${base}.pdf`, docx: `${base}.docx` };
}

export const MIME_PDF = 'application/pdf';
export const MIME_DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
