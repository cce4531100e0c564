/**
 * A real S3 API server for tests (s3rver, on 127.0.0.1 and a free port, its objects in a
 * temporary folder), with one bucket, and the storage settings that reach it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3StorageSettings } from '../config';

export interface TestS3Server {
  endpoint: string;
  settings: S3StorageSettings;
  close(): Promise<void>;
}

/** s3rver's built-in account. */
const KEY_PAIR = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export async function startS3Server(bucket = 'memeforge-test'): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    settings: {
      kind: 's3',
      bucket,
      region: 'us-east-1',
      endpoint,
      ...KEY_PAIR,
      forcePathStyle: true,
      publicUrl: undefined,
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** GETs a URL the bucket handed out, as a browser would: its status, headers and bytes. */
export async function fetchMedia(
  url: string,
): Promise<{ status: number; headers: Record<string, string | undefined>; body: Buffer }> {
  const response = await fetch(url);
  return {
    status: response.status,
    headers: Object.fromEntries(response.headers.entries()),
    body: Buffer.from(await response.arrayBuffer()),
  };
}
