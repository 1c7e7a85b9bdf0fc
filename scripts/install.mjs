#!/usr/bin/env node
// Installs exactly what package-lock.json names (`npm ci`), and only when node_modules was not already installed
// from this very lock: `npm install` would rewrite the lock (and drop other platforms' optional packages), leaving
// a clone dirty and the next `npm ci` failing.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const lock = readFileSync(path.join(root, 'package-lock.json'));
const digest = createHash('sha256').update(lock).update(readFileSync(path.join(root, 'package.json'))).digest('hex');
const stamp = path.join(root, 'node_modules', '.installed-from-lock');

if (existsSync(stamp) && readFileSync(stamp, 'utf8') === digest) process.exit(0);
console.log('▶ Instalando as dependências (npm ci)...');
execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: root, stdio: 'inherit' });
writeFileSync(stamp, digest);
