import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import { Readable } from 'node:stream';
import { assertStorageKey, isStorageKey, ObjectNotFoundError, type StorageDriver } from './driver';

/**
 * A connection to the store idle for this long is closed by us, never reused (issue 36): a real S3 (or the load
 * balancer before a self-hosted one) drops idle connections after a few seconds, often without a word, and a request
 * written on a dropped connection fails with ECONNRESET; the SDK retries most requests, but not a streamed put.
 */
export const S3_OCIOSO_MS = 4000;

/**
 * The SDK's request handler (NodeHttpHandler options): kept-alive connections, each closed after S3_OCIOSO_MS idle
 * in the pool (Node's Agent `timeout` applies to the sockets it keeps: one that times out while free is destroyed;
 * a request in progress is not cut by it). A shorter `Keep-Alive: timeout` announced by the store wins.
 */
export function manipuladorHttpS3() {
  const agente = { keepAlive: true, timeout: S3_OCIOSO_MS, maxSockets: 50 };
  return { httpAgent: new HttpAgent(agente), httpsAgent: new HttpsAgent(agente) };
}

export type S3Config = {
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

/**
 * Any S3-compatible store (AWS S3, MinIO, ...). With a custom endpoint the bucket goes in the path
 * (forcePathStyle), which MinIO and most self-hosted stores need.
 */
export function s3Driver(cfg: S3Config): StorageDriver {
  const client = new S3Client({
    endpoint: cfg.endpoint,
    region: cfg.region,
    forcePathStyle: Boolean(cfg.endpoint),
    credentials: { accessKeyId: cfg.accessKeyId, secretAccessKey: cfg.secretAccessKey },
    // Only send/require checksums where S3 requires them: many S3-compatible stores reject the newer defaults.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: manipuladorHttpS3(),
  });
  const Bucket = cfg.bucket;
  return {
    name: 's3',
    async put(key, body, length) {
      assertStorageKey(key);
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: body, ContentLength: length, ContentType: 'application/octet-stream' }),
      );
    },
    async get(key, range) {
      assertStorageKey(key);
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: key, ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }));
        if (!(out.Body instanceof Readable)) throw new Error('Resposta do S3 sem corpo legível.');
        return out.Body;
      } catch (err) {
        if (err instanceof NoSuchKey || (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404)) {
          throw new ObjectNotFoundError(key);
        }
        throw err;
      }
    },
    async delete(key) {
      assertStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const o of page.Contents ?? []) if (o.Key && isStorageKey(o.Key)) yield { key: o.Key, size: o.Size ?? 0 };
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
