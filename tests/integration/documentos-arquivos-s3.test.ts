import { afterAll } from 'vitest';
import { startS3Standin } from '../support/s3-standin';
import { arquivosSuite } from './arquivos-suite';

// The S3 driver against a local S3-compatible server (s3rver) started here, before anything reads the env.
const s3 = await startS3Standin();
Object.assign(process.env, s3.env);

afterAll(async () => {
  await s3.stop();
});

arquivosSuite('s3');
