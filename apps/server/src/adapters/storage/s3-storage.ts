/**
 * Media in an S3-compatible bucket (AWS S3, MinIO, R2, ...; decision 039). Streams go up as
 * multipart uploads (`@aws-sdk/lib-storage`), a part at a time, so no process holds a whole video;
 * an object appears whole when its upload completes, and a failed upload is aborted, leaving the
 * old object. Public objects' plain URLs point at the bucket (or the CDN of S3_PUBLIC_URL); private
 * objects and links with a download name or an expiry are presigned GETs, which the bucket itself
 * enforces (its policy lets anonymous readers reach the public prefixes only; docs/operations.md).
 */
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3StorageSettings } from '../../config';
import { EverydayLinks, attachmentDisposition, cleanDownloadName, linkSeconds, privateLinkTimes } from './signed-links';
import {
  assertMediaKey,
  isPublicMediaKey,
  MediaNotFoundError,
  type MediaStorage,
  type PutOptions,
  type UrlOptions,
} from './types';

/** Keys are content-addressed: an object never changes its bytes, so whoever may read it may keep it. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A private object is fetched through presigned links, each of which says how long it may be kept. */
const PRIVATE = 'private, max-age=31536000, immutable';
/** 8 MiB parts, two in flight: at most 16 MiB of an upload in memory, whatever its size. */
const PART_BYTES = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

const encodeKey = (key: string) => key.split('/').map(encodeURIComponent).join('/');

export class S3MediaStorage implements MediaStorage {
  readonly origins: readonly string[];
  readonly #client: S3Client;
  readonly #everyday = new EverydayLinks();
  readonly #bucket: string;
  readonly #publicBase: string;

  constructor(settings: S3StorageSettings) {
    this.#bucket = settings.bucket;
    this.#client = new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      forcePathStyle: settings.forcePathStyle,
      ...(settings.accessKeyId && settings.secretAccessKey
        ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
        : {}),
      // Checksums only where S3 requires them: S3-compatible servers (MinIO's older releases, s3rver)
      // refuse the trailing CRC checksums the SDK otherwise adds to every upload.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    this.#publicBase = settings.publicUrl ?? bucketUrl(settings);
    // Plain URLs may go through the CDN; presigned links always go to the bucket itself.
    this.origins = [...new Set([new URL(this.#publicBase).origin, new URL(bucketUrl(settings)).origin])];
  }

  async check(): Promise<void> {
    await this.#client.send(new HeadBucketCommand({ Bucket: this.#bucket }));
  }

  async put(key: string, body: Buffer | Readable, options: PutOptions): Promise<void> {
    assertMediaKey(key);
    const params = {
      Bucket: this.#bucket,
      Key: key,
      Body: body,
      ContentType: options.contentType,
      CacheControl: isPublicMediaKey(key) ? IMMUTABLE : PRIVATE,
    };
    if (Buffer.isBuffer(body)) {
      await this.#client.send(new PutObjectCommand(params));
      return;
    }
    // A failed part aborts the multipart upload (leavePartsOnError: false): nothing half-written stays.
    await new Upload({ client: this.#client, params, partSize: PART_BYTES, queueSize: PARTS_IN_FLIGHT }).done();
  }

  async openRead(key: string): Promise<Readable> {
    assertMediaKey(key);
    try {
      const answer = await this.#client.send(new GetObjectCommand({ Bucket: this.#bucket, Key: key }));
      return answer.Body as Readable;
    } catch (error) {
      throw isMissing(error) ? new MediaNotFoundError(key) : error;
    }
  }

  async read(key: string): Promise<Buffer> {
    assertMediaKey(key);
    try {
      const answer = await this.#client.send(new GetObjectCommand({ Bucket: this.#bucket, Key: key }));
      return Buffer.from(await answer.Body!.transformToByteArray());
    } catch (error) {
      throw isMissing(error) ? new MediaNotFoundError(key) : error;
    }
  }

  async exists(key: string): Promise<boolean> {
    assertMediaKey(key);
    try {
      await this.#client.send(new HeadObjectCommand({ Bucket: this.#bucket, Key: key }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertMediaKey(key);
    // S3 answers a delete of a missing key with success, as this interface wants.
    await this.#client.send(new DeleteObjectCommand({ Bucket: this.#bucket, Key: key }));
  }

  async url(key: string, options: UrlOptions = {}): Promise<string> {
    assertMediaKey(key);
    if (options.downloadName === undefined && options.expiresInSeconds === undefined) {
      if (isPublicMediaKey(key)) return `${this.#publicBase}/${encodeKey(key)}`;
      // Signed at the start of the hour: the same URL all hour, so browsers keep the file cached.
      const now = Date.now();
      return this.#everyday.get(key, now, () => {
        const { signedAt, expiresAt } = privateLinkTimes(now);
        const command = new GetObjectCommand({
          Bucket: this.#bucket,
          Key: key,
          ResponseCacheControl: `private, max-age=${expiresAt - signedAt}`,
        });
        return getSignedUrl(this.#client, command, {
          expiresIn: expiresAt - signedAt,
          signingDate: new Date(signedAt * 1000),
        });
      });
    }
    const seconds = linkSeconds(options.expiresInSeconds);
    const command = new GetObjectCommand({
      Bucket: this.#bucket,
      Key: key,
      // A cache must not keep serving the object past the link's expiry.
      ResponseCacheControl: `private, max-age=${seconds}`,
      ...(options.downloadName === undefined
        ? {}
        : { ResponseContentDisposition: attachmentDisposition(cleanDownloadName(options.downloadName)) }),
    });
    return getSignedUrl(this.#client, command, { expiresIn: seconds });
  }

  /** Closes the client's connections (tests; a process exits with them). */
  destroy(): void {
    this.#client.destroy();
  }
}

/** The bucket's own address: `endpoint/bucket` in path style, else `bucket.` before the host. */
function bucketUrl(settings: S3StorageSettings): string {
  const endpoint = new URL(settings.endpoint ?? `https://s3.${settings.region}.amazonaws.com`);
  const base = endpoint.origin + endpoint.pathname.replace(/\/+$/, '');
  if (settings.forcePathStyle) return `${base}/${encodeURIComponent(settings.bucket)}`;
  return `${endpoint.protocol}//${settings.bucket}.${endpoint.host}${endpoint.pathname.replace(/\/+$/, '')}`;
}
