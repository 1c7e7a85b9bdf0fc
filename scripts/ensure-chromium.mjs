#!/usr/bin/env node
// Installs what the tests drive from Debian when it is missing (never a downloaded browser build): Chromium for
// Playwright, and poppler-utils for `pdfsig`, which verifies the digital signature of published PDFs.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const pacotes = [];
if (!existsSync('/usr/bin/chromium')) pacotes.push('chromium', 'fonts-liberation');
if (!existsSync('/usr/bin/pdfsig')) pacotes.push('poppler-utils');
if (pacotes.length === 0) process.exit(0);
const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
console.log(`▶ Instalando do Debian (apt-get install ${pacotes.join(' ')})...`);
execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pacotes.join(' ')}`, {
  stdio: 'inherit',
});
