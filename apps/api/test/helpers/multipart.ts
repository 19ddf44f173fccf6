/** Multipart bodies and small real files for upload tests (no form library: the bytes are explicit). */
import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { deflateRawSync, deflateSync } from 'node:zlib';

export interface FilePart {
  field?: string;
  name: string;
  content: Buffer;
  type?: string;
}

/** A multipart/form-data body: fields first, then the files (as the portal's form sends them). */
export function multipartBody(fields: Record<string, string>, files: FilePart[] = []) {
  const boundary = `----rnt${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  for (const file of files)
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'imagen'}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid 2×2 grey PNG; `width`/`height` only change what its header claims (the pixel data stays
 * 2×2, as in a decompression bomb's header), `chunks` go before the image data.
 */
export function pngFile({ width = 2, height = 2, chunks = [] as Buffer[] } = {}): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.from([0, 0x80, 0x80, 0, 0x80, 0x80]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    ...chunks,
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A JPEG marker segment: 0xFF, the marker, its length and body. */
export function jpegSegment(marker: number, body: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
}

/**
 * A JPEG's structure: start of image, JFIF header, `segments` (comments, metadata), a baseline frame
 * header of `width` × `height`, a scan header, `bytes` in all (scan data of zeros, or `data`), end of
 * image. Readers of the structure see a real JPEG; the scan data is not a decodable picture.
 */
export function jpegFile(
  bytes = 2048,
  { width = 2, height = 2, segments = [] as Buffer[], data = null as Buffer | null } = {},
): Buffer {
  const frame = Buffer.from([8, 0, 0, 0, 0, 1, 1, 0x11, 0]);
  frame.writeUInt16BE(height, 1);
  frame.writeUInt16BE(width, 3);
  const head = Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    jpegSegment(0xe0, Buffer.from([0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0])),
    ...segments,
    jpegSegment(0xc0, frame),
    jpegSegment(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0])),
  ]);
  const scan = data ?? Buffer.alloc(Math.max(0, bytes - head.length - 2));
  return Buffer.concat([head, scan, Buffer.from([0xff, 0xd9])]);
}

/** A PDF of exactly `bytes` bytes: a real header and trailer, padded with a comment. */
export function pdfFile(bytes = 4096): Buffer {
  const head = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%');
  const tail = Buffer.from('\n%%EOF\n');
  const file = Buffer.alloc(bytes, 0x20);
  head.copy(file);
  tail.copy(file, bytes - tail.length);
  return file;
}

/** The start of a Windows executable ('MZ' … 'PE'). */
export function exeFile(): Buffer {
  const file = Buffer.alloc(4096);
  file.write('MZ', 0, 'ascii');
  file.writeUInt32LE(0x80, 0x3c);
  file.write('PE\0\0', 0x80, 'binary');
  return file;
}

/** A ZIP archive with one entry, stored or deflated (a deflated run of zeros is a decompression bomb). */
export function zipFile(name: string, content: Buffer, deflate = false): Buffer {
  const data = deflate ? deflateRawSync(content, { level: 9 }) : content;
  const fileName = Buffer.from(name);
  const crc = crc32(content);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(deflate ? 8 : 0, 8);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(content.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(deflate ? 8 : 0, 10);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(content.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const centralOffset = local.length + fileName.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}

/**
 * A complaint upload to a real server that sends nothing yet: the caller writes `payload` (or part of
 * it) through `req` and ends it; `answer` resolves with the status and body.
 */
export function openDenunciaUpload(port: number, fields: Record<string, string>, file: FilePart) {
  const { payload, headers } = multipartBody(fields, [file]);
  const req = httpRequest({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/public_tramites/denuncias',
    headers: { ...headers, 'content-length': String(payload.length) },
    agent: false,
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.once('error', reject);
    req.once('response', (res) => {
      let text = '';
      res.on('data', (d: Buffer) => (text += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, body: text }));
    });
  });
  return { req, payload, answer };
}
