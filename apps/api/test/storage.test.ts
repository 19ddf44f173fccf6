import { createServer, type Server } from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from '../src/lib/storage/create-storage';
import { LocalStorage } from '../src/lib/storage/local-storage';
import { parseS3Url, S3Storage } from '../src/lib/storage/s3-storage';
import type { Storage } from '../src/lib/storage/storage';

/** The contract every store keeps: streamed put, atomic move, idempotent delete, safe keys. */
function storageContract(name: string, open: () => Storage) {
  describe(name, () => {
    it('stores a stream, moves it, reads it and deletes it', async () => {
      const storage = open();
      const body = Buffer.from('contenido del adjunto ñ');
      expect(await storage.put('tmp/a1', Readable.from([body.subarray(0, 5), body.subarray(5)]))).toEqual({
        bytes: body.length,
      });
      await storage.move('tmp/a1', 'denuncias/2026/a1.pdf');
      expect(await storage.exists('tmp/a1')).toBe(false);
      expect(await storage.exists('denuncias/2026/a1.pdf')).toBe(true);
      expect(await text(await storage.get('denuncias/2026/a1.pdf'))).toBe(body.toString());
      await storage.delete('denuncias/2026/a1.pdf');
      await storage.delete('denuncias/2026/a1.pdf');
      expect(await storage.exists('denuncias/2026/a1.pdf')).toBe(false);
    });

    it('refuses keys that could leave its root', async () => {
      const storage = open();
      for (const key of ['../fuera', '/absoluta', 'a//b', 'a/./b', 'a\\b', ''])
        await expect(storage.put(key, Readable.from([Buffer.from('x')])), key).rejects.toThrow(/inválida/);
    });
  });
}

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'rnt-storage-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

storageContract('local folder', () => new LocalStorage(folder));

describe('local folder specifics', () => {
  it('leaves no partial file when the source fails, and never overwrites', async () => {
    const storage = new LocalStorage(folder);
    const failing = new Readable({
      read() {
        this.push(Buffer.from('mitad'));
        this.destroy(new Error('conexión perdida'));
      },
    });
    await expect(storage.put('tmp/roto', failing)).rejects.toThrow('conexión perdida');
    expect(await storage.exists('tmp/roto')).toBe(false);

    await storage.put('tmp/unico', Readable.from([Buffer.from('primero')]));
    await expect(storage.put('tmp/unico', Readable.from([Buffer.from('segundo')]))).rejects.toThrow();
    expect(await readFile(path.join(folder, 'tmp', 'unico'), 'utf8')).toBe('primero');
  });

  it('is what a plain STORAGE_URL selects', async () => {
    expect(await createStorage(folder)).toBeInstanceOf(LocalStorage);
  });
});

// ---------------------------------------------------------------- S3-compatible store

/** A minimal in-memory S3 (path-style PUT, copy, GET, HEAD, DELETE) to exercise the real SDK calls. */
function fakeS3(): Promise<{
  server: Server;
  url: string;
  objects: Map<string, Buffer>;
  multipart: string[];
}> {
  const objects = new Map<string, Buffer>();
  const uploads = new Map<string, Map<number, Buffer>>();
  const multipart: string[] = [];
  const server = createServer(async (req, res) => {
    const url = new URL(req.url!, 'http://x');
    const key = decodeURIComponent(url.pathname.slice(1));
    const uploadId = url.searchParams.get('uploadId');
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const notFound = () => {
      res.writeHead(404, { 'content-type': 'application/xml' });
      res.end('<Error><Code>NoSuchKey</Code><Message>no existe</Message></Error>');
    };
    if (req.method === 'PUT' && req.headers['x-amz-copy-source']) {
      const source = decodeURIComponent(String(req.headers['x-amz-copy-source']).replace(/^\//, ''));
      if (!objects.has(source)) return notFound();
      objects.set(key, objects.get(source)!);
      res.writeHead(200, { 'content-type': 'application/xml' });
      return res.end(
        '<CopyObjectResult><ETag>"e"</ETag><LastModified>2026-01-01T00:00:00.000Z</LastModified></CopyObjectResult>',
      );
    }
    // Multipart upload (bodies above one 5 MB part): create, upload parts, complete.
    if (req.method === 'POST' && url.searchParams.has('uploads')) {
      const id = `u${uploads.size + 1}`;
      uploads.set(id, new Map());
      res.writeHead(200, { 'content-type': 'application/xml' });
      return res.end(
        `<InitiateMultipartUploadResult><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`,
      );
    }
    if (req.method === 'POST' && uploadId) {
      const parts = [...uploads.get(uploadId)!.entries()].sort(([a], [b]) => a - b).map(([, part]) => part);
      objects.set(key, Buffer.concat(parts));
      multipart.push(`${key}:${parts.length}`);
      uploads.delete(uploadId);
      res.writeHead(200, { 'content-type': 'application/xml' });
      return res.end(
        `<CompleteMultipartUploadResult><Key>${key}</Key><ETag>"e"</ETag></CompleteMultipartUploadResult>`,
      );
    }
    if (req.method === 'PUT') {
      let body = Buffer.concat(chunks);
      // Streaming uploads arrive in aws-chunked encoding: "<hex size>[;…]\r\n<data>\r\n…0\r\n<trailers>".
      if (String(req.headers['content-encoding'] ?? '').includes('aws-chunked')) {
        const parts: Buffer[] = [];
        let at = 0;
        for (;;) {
          const eol = body.indexOf('\r\n', at);
          const size = parseInt(body.subarray(at, eol).toString().split(';')[0]!, 16);
          if (!size) break;
          parts.push(body.subarray(eol + 2, eol + 2 + size));
          at = eol + 2 + size + 2;
        }
        body = Buffer.concat(parts);
      }
      if (uploadId) uploads.get(uploadId)!.set(Number(url.searchParams.get('partNumber')), body);
      else objects.set(key, body);
      res.writeHead(200, { etag: '"e"' });
      return res.end();
    }
    if (req.method === 'GET' || req.method === 'HEAD') {
      const object = objects.get(key);
      if (!object) return notFound();
      res.writeHead(200, { 'content-length': object.length, etag: '"e"' });
      return res.end(req.method === 'GET' ? object : undefined);
    }
    if (req.method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204);
      return res.end();
    }
    res.writeHead(405);
    res.end();
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        server,
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        objects,
        multipart,
      }),
    ),
  );
}

let s3: Awaited<ReturnType<typeof fakeS3>>;
beforeAll(async () => {
  s3 = await fakeS3();
});
afterAll(async () => {
  await new Promise((resolve) => s3.server.close(resolve));
});

const s3Storage = () => {
  const location = parseS3Url(`s3://rnt-archivos/portal?endpoint=${s3.url}&forcePathStyle=true`);
  const client = new S3Client({
    region: location.region,
    endpoint: location.endpoint,
    forcePathStyle: location.forcePathStyle,
    credentials: { accessKeyId: 'prueba', secretAccessKey: 'prueba' },
  });
  return new S3Storage(location, client);
};

storageContract('S3-compatible store (SDK against an in-memory S3)', s3Storage);

describe('S3 specifics', () => {
  it('reads bucket, prefix and options from STORAGE_URL', () => {
    expect(parseS3Url('s3://bucket/a/b/?region=us-west-2')).toEqual({
      bucket: 'bucket',
      prefix: 'a/b/',
      endpoint: undefined,
      region: 'us-west-2',
      forcePathStyle: false,
    });
    expect(parseS3Url('s3://bucket').prefix).toBe('');
    expect(() => parseS3Url('http://bucket/x')).toThrow(/s3:\/\//);
  });

  it('streams a 10,000,000-byte attachment in parts, byte for byte', async () => {
    const big = Buffer.alloc(10_000_000);
    for (let i = 0; i < big.length; i += 4096) big[i] = i % 251;
    const storage = s3Storage();
    const chunks = Array.from({ length: Math.ceil(big.length / 65_536) }, (_, i) =>
      big.subarray(i * 65_536, (i + 1) * 65_536),
    );
    expect(await storage.put('tmp/grande', Readable.from(chunks))).toEqual({ bytes: 10_000_000 });
    expect(s3.objects.get('rnt-archivos/portal/tmp/grande')!.equals(big)).toBe(true);
    expect(s3.multipart).toEqual(['rnt-archivos/portal/tmp/grande:2']);
  });

  it('keeps objects under the prefix', async () => {
    await s3Storage().put('tmp/p1', Readable.from([Buffer.from('x')]));
    expect([...s3.objects.keys()]).toContain('rnt-archivos/portal/tmp/p1');
  });
});
