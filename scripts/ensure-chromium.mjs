#!/usr/bin/env node
// Installs Debian's Chromium when /usr/bin/chromium is missing (never a downloaded browser build).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (existsSync('/usr/bin/chromium')) process.exit(0);
const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
console.log('▶ Instalando o Chromium do Debian (apt-get install chromium)...');
execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-liberation`, {
  stdio: 'inherit',
});
