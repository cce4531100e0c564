/**
 * The bucket store against a real S3 API server (s3rver): the storage contract every store keeps,
 * and what is the bucket's own (object metadata, URL shapes, presigned links).
 */
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchMedia, startS3Server, type TestS3Server } from '../../test-support/s3-server';
import { S3MediaStorage } from './s3-storage';
import { describeMediaStorageContract } from './storage-contract-test-support';

let server: TestS3Server;
let storage: S3MediaStorage;

beforeAll(async () => {
  server = await startS3Server();
  storage = new S3MediaStorage(server.settings);
});

afterAll(async () => {
  storage?.destroy();
  await server?.close();
});

describeMediaStorageContract('an S3 bucket', () => ({
  storage,
  fetchUrl: fetchMedia,
}));

describe('S3 media storage: what is the bucket’s own', () => {
  it('stores each object with its type and as cacheable for good (keys never change their bytes), privately when private', async () => {
    await storage.put('templates/meta/drake.png', Buffer.from('png bytes'), { contentType: 'image/png' });
    const client = new S3Client({
      region: 'us-east-1',
      endpoint: server.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const head = await client.send(
      new HeadObjectCommand({ Bucket: server.settings.bucket, Key: 'templates/meta/drake.png' }),
    );
    await storage.put('memes/meta/mine.png', Buffer.from('png bytes'), { contentType: 'image/png' });
    const own = await client.send(
      new HeadObjectCommand({ Bucket: server.settings.bucket, Key: 'memes/meta/mine.png' }),
    );
    expect(own.CacheControl).toBe('private, max-age=31536000, immutable');
    client.destroy();
    expect(head.ContentType).toBe('image/png');
    expect(head.CacheControl).toBe('public, max-age=31536000, immutable');
  });

  it('gives path-style bucket URLs, virtual-host ones on AWS, and the CDN’s when S3_PUBLIC_URL is set', async () => {
    expect(await storage.url('templates/a b/😩.png')).toBe(
      `${server.endpoint}/memeforge-test/templates/a%20b/${encodeURIComponent('😩')}.png`,
    );
    const aws = new S3MediaStorage({
      ...server.settings,
      endpoint: undefined,
      forcePathStyle: false,
      region: 'eu-west-1',
    });
    expect(await aws.url('templates/x.png')).toBe('https://memeforge-test.s3.eu-west-1.amazonaws.com/templates/x.png');
    const cdn = new S3MediaStorage({ ...server.settings, publicUrl: 'https://cdn.example.com/media' });
    expect(await cdn.url('templates/x.png')).toBe('https://cdn.example.com/media/templates/x.png');
    // A private object is never a CDN URL: always a link presigned for the bucket itself.
    expect(await cdn.url('memes/x.png')).toMatch(
      new RegExp(`^${server.endpoint}/memeforge-test/memes/x\\.png\\?.*X-Amz-Signature=`),
    );
    aws.destroy();
    cdn.destroy();
  });

  it('presigns a download link with its name, expiry and private caching in the signed query', async () => {
    const url = new URL(await storage.url('memes/x.png', { downloadName: 'monday.png', expiresInSeconds: 300 }));
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(url.searchParams.get('response-content-disposition')).toBe('attachment; filename="monday.png"');
    expect(url.searchParams.get('response-cache-control')).toBe('private, max-age=300');
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('host');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('fails its readiness check when the bucket is not there', async () => {
    const missing = new S3MediaStorage({ ...server.settings, bucket: 'no-such-bucket' });
    await expect(missing.check()).rejects.toThrow();
    missing.destroy();
  });
});
