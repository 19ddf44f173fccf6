import { LocalStorage } from './local-storage';
import type { Storage } from './storage';

/** `s3://bucket/prefix?…` → S3-compatible store (its SDK loaded only then); anything else → a folder. */
export async function createStorage(url: string): Promise<Storage> {
  if (url.startsWith('s3://')) {
    const { S3Storage, parseS3Url } = await import('./s3-storage');
    return new S3Storage(parseS3Url(url));
  }
  return new LocalStorage(url);
}
