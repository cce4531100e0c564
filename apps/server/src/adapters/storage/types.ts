/** Where media files live: the local media folder by default, S3 later, behind one interface. */
export interface MediaStorage {
  /** Stores the bytes under the key (keys are content-addressed, so writing twice is harmless). */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  read(key: string): Promise<Buffer>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** The URL a browser fetches the file from. */
  urlFor(key: string): string;
}
