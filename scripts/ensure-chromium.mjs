#!/usr/bin/env node
// Installs what the tests drive from Debian when it is missing (never a downloaded browser build): Chromium for
// Playwright, and poppler-utils for `pdfsig`, which verifies the digital signature of published PDFs (and `pdftoppm`,
// `pdfinfo` for the autos), tesseract-ocr + tesseract-ocr-por for the OCR of scanned pages.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const pacotes = [];
if (!existsSync('/usr/bin/chromium')) pacotes.push('chromium', 'fonts-liberation');
if (!existsSync('/usr/bin/pdfsig')) pacotes.push('poppler-utils');
// The autos (issue 35): image pages are read by Tesseract with its Portuguese data (the OCR test runs for real).
if (!existsSync('/usr/bin/tesseract')) pacotes.push('tesseract-ocr');
if (!existsSync('/usr/share/tesseract-ocr/5/tessdata/por.traineddata') && !existsSync('/usr/share/tesseract-ocr/4.00/tessdata/por.traineddata')) pacotes.push('tesseract-ocr-por');
if (pacotes.length === 0) process.exit(0);
const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
console.log(`▶ Instalando do Debian (apt-get install ${pacotes.join(' ')})...`);
execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pacotes.join(' ')}`, {
  stdio: 'inherit',
});
