/**
 * Generates the PDF user manual from the project's own help content (content/manual.ts) into
 * public/manual-usuario.pdf. Run by `npm run build` and scripts/build-if-needed.mjs before `next build`.
 * Usage: tsx scripts/build-manual.ts
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderManualPdf } from '@/lib/manual/pdf';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'public/manual-usuario.pdf');
const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };

const pdf = await renderManualPdf({ version });
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, pdf);
console.log(`▶ Manual do usuário gerado: ${path.relative(root, out)} (${Math.round(pdf.length / 1024)} KB)`);
