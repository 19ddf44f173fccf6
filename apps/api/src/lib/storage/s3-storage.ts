/**
 * Files in an S3-compatible object store (AWS S3, MinIO, Ceph, R2…), selected by
 * `STORAGE_URL=s3://bucket/prefix`. Query options of the URL: `endpoint` (for non-AWS stores),
 * `region` (default us-east-1), `forcePathStyle=true` (MinIO). Credentials come from the usual AWS
 * sources (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, profile, instance role).
 *
 * A successful PUT is durable in S3, so `put` needs no extra sync; `move` is copy + delete.
 */
import { Transform, type Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertSafeKey, type Storage, type StoredObject } from './storage';

export interface S3Location {
  bucket: string;
  prefix: string;
  endpoint?: string;
  region: string;
  forcePathStyle: boolean;
}

export function parseS3Url(url: string): S3Location {
  const parsed = new URL(url);
  if (parsed.protocol !== 's3:' || !parsed.hostname)
    throw new Error(`STORAGE_URL debe tener la forma s3://bucket/prefijo: ${url}`);
  const prefix = decodeURIComponent(parsed.pathname).replace(/^\/+|\/+$/g, '');
  return {
    bucket: parsed.hostname,
    prefix: prefix ? `${prefix}/` : '',
    endpoint: parsed.searchParams.get('endpoint') ?? undefined,
    region: parsed.searchParams.get('region') ?? 'us-east-1',
    forcePathStyle: parsed.searchParams.get('forcePathStyle') === 'true',
  };
}

export class S3Storage implements Storage {
  readonly description: string;
  private readonly client: S3Client;

  constructor(
    private readonly location: S3Location,
    client?: S3Client,
  ) {
    this.description = `s3://${location.bucket}/${location.prefix}`;
    this.client =
      client ??
      new S3Client({
        region: location.region,
        endpoint: location.endpoint,
        forcePathStyle: location.forcePathStyle,
      });
  }

  private objectKey(key: string): string {
    assertSafeKey(key);
    return this.location.prefix + key;
  }

  async put(key: string, source: Readable): Promise<{ bytes: number }> {
    const objectKey = this.objectKey(key);
    let bytes = 0;
    const counted = source.pipe(
      new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          bytes += chunk.length;
          callback(null, chunk);
        },
      }),
    );
    source.on('error', (error) => counted.destroy(error));
    // Upload streams bodies of unknown length (multipart above 5 MB), holding at most one part in memory.
    await new Upload({
      client: this.client,
      params: { Bucket: this.location.bucket, Key: objectKey, Body: counted },
      queueSize: 1,
    }).done();
    return { bytes };
  }

  async move(fromKey: string, toKey: string): Promise<void> {
    const source = this.objectKey(fromKey);
    await this.client.send(
      new CopyObjectCommand({
        Bucket: this.location.bucket,
        Key: this.objectKey(toKey),
        CopySource: `${this.location.bucket}/${source.split('/').map(encodeURIComponent).join('/')}`,
      }),
    );
    await this.client.send(new DeleteObjectCommand({ Bucket: this.location.bucket, Key: source }));
  }

  async delete(key: string): Promise<void> {
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.location.bucket, Key: this.objectKey(key) }),
    );
  }

  async get(key: string): Promise<Readable> {
    const answer = await this.client.send(
      new GetObjectCommand({ Bucket: this.location.bucket, Key: this.objectKey(key) }),
    );
    return answer.Body as Readable;
  }

  async *list(prefix: string): AsyncIterable<StoredObject> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.location.bucket,
          Prefix: this.location.prefix + prefix,
          ContinuationToken: token,
        }),
      );
      for (const object of page.Contents ?? [])
        if (object.Key && object.LastModified)
          yield { key: object.Key.slice(this.location.prefix.length), modified: object.LastModified };
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(
        new HeadObjectCommand({ Bucket: this.location.bucket, Key: this.objectKey(key) }),
      );
      return true;
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (status === 404) return false;
      throw error;
    }
  }
}
