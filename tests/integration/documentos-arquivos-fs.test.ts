import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { arquivosSuite } from './arquivos-suite';

// The file-system driver (the embedded default) under a DATA_DIR of this file's own.
const dataDir = await mkdtemp(path.join(tmpdir(), 'pericia-files-'));
process.env.DATA_DIR = dataDir;
delete process.env.S3_BUCKET;

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

arquivosSuite('fs');
