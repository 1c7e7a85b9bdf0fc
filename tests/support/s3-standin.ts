import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/**
 * A local S3-compatible server (s3rver) on a random loopback port, with one bucket, for tests and
 * benchmarks of the S3 storage driver. It checks AWS Signature V4 with its fixed credentials.
 */
export async function startS3Standin(bucket = 'pericia-test') {
  const directory = await mkdtemp(path.join(tmpdir(), 's3rver-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  // Like the app's own server (scripts/http-tempos.mjs, issue 36 item 8): idle connections are kept longer than a
  // client keeps them, so a client reusing one after a pause (a restore opening its database) is never reset.
  const http = (server as unknown as { httpServer: import('node:http').Server }).httpServer;
  http.keepAliveTimeout = 125_000;
  http.headersTimeout = 130_000;
  return {
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_REGION: 'us-east-1',
    },
    directory,
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
