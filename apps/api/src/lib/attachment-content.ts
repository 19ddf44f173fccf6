/**
 * What an attachment holds, checked while it streams (issue 17, item 11), beside the type check of
 * `attachment-inspector.ts`. Nothing is decoded, unpacked or rendered: the rules read structures and
 * byte patterns, chunk by chunk, keeping a few bytes of overlap so a pattern split across two chunks is
 * still seen. Every rule holds for the whole file, not only for its first or last bytes:
 *
 * - **ZIP structures anywhere** (a local file header, a central-directory entry or an end-of-central-
 *   directory record with plausible fields): a PDF or an image that is also an archive is a polyglot,
 *   however much padding comes after the archive.
 * - **PDF actions**: the names `/JS`, `/JavaScript` and `/Launch` (also written with `#xx` escapes), which
 *   only serve actions (`/OpenAction`, `/AA`, the JavaScript name tree) that run code or programs.
 *   Limit: names inside compressed object streams are not seen (decompressing them would be the very
 *   decoding we refuse to do); docs/security.md says what else protects the evaluator.
 * - **Image size from the header**: a PNG's IHDR or a JPEG's start-of-frame past
 *   ATTACHMENT_IMAGE_MAX_SIDE or ATTACHMENT_IMAGE_MAX_PIXELS (a decompression bomb: 20,000 × 20,000 is
 *   1.6 GB decoded).
 * - **Markup in images**: a JPEG comment (COM) with any tag, and in any part of a PNG or JPEG (EXIF, XMP,
 *   text chunks, bytes after the end) HTML, script, SVG or PHP markup.
 * - **JPEG structure**: the segments up to the image data must be well formed, and a frame header must
 *   come before it; otherwise the file is not the JPEG it claims to be.
 */
import { ATTACHMENT_IMAGE_MAX_PIXELS, ATTACHMENT_IMAGE_MAX_SIDE } from '@rnt/contract/constants';
import { MESSAGES } from '@rnt/contract/messages';

export type ContentProblem = { reason: 'tipo' | 'contenido' | 'dimensiones'; message: string };

const WRONG_TYPE: ContentProblem = { reason: 'tipo', message: MESSAGES.archivoTipo };
const ACTIVE: ContentProblem = { reason: 'contenido', message: MESSAGES.archivoContenidoActivo };
const TOO_LARGE: ContentProblem = { reason: 'dimensiones', message: MESSAGES.archivoDimensiones };

/** Bytes kept from the previous chunk: longer than any pattern, PDF name (127) or record header read. */
const OVERLAP = 256;

// ---------------------------------------------------------------- ZIP structures

/** Compression methods a ZIP entry may declare (APPNOTE 4.4.5): stored, deflate, deflate64, bzip2, LZMA, zstd, xz, PPMd, AES. */
const ZIP_METHODS = new Set([0, 8, 9, 12, 14, 93, 95, 98, 99]);
const ZIP_LOCAL = Buffer.from('PK\x03\x04', 'latin1');
const ZIP_CENTRAL = Buffer.from('PK\x01\x02', 'latin1');
const ZIP_END = Buffer.from('PK\x05\x06', 'latin1');

/**
 * Whether `data` holds a ZIP record starting before `limit`. A bare 4-byte signature can occur by chance
 * in compressed image data (about once in 400 MB per signature), so the fields after it must also be
 * those of a real record: a known version and compression method, or a single-disk directory end.
 */
function hasZipRecord(data: Buffer, limit: number): boolean {
  const plausible = (version: number, method: number) => version <= 63 && ZIP_METHODS.has(method);
  const found = (signature: Buffer, check: (at: number) => boolean, size: number) => {
    for (let at = data.indexOf(signature); at !== -1 && at < limit; at = data.indexOf(signature, at + 1))
      if (at + size <= data.length && check(at)) return true;
    return false;
  };
  return (
    found(ZIP_LOCAL, (at) => plausible(data.readUInt16LE(at + 4), data.readUInt16LE(at + 8)), 30) ||
    found(ZIP_CENTRAL, (at) => plausible(data.readUInt16LE(at + 6), data.readUInt16LE(at + 10)), 46) ||
    found(
      ZIP_END,
      (at) => data.readUInt32LE(at + 4) === 0 && data.readUInt16LE(at + 8) === data.readUInt16LE(at + 10),
      22,
    )
  );
}

// ---------------------------------------------------------------- text patterns

/** A PDF name token (up to the next delimiter), `#xx` escapes decoded: `/J#53` is `/JS`. */
const PDF_NAME = /\/([^\s()<>[\]{}/%]+)/g;
const PDF_ACTIVE_NAMES = new Set(['JS', 'JavaScript', 'Launch']);
const pdfName = (raw: string) =>
  raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * Markup a browser would run or render, anywhere in an image. Tags are matched whole with the
 * character after them, so random bytes of compressed image data match by chance less than once in
 * ten thousand 10 MB files (a bare `<svg` or `<a ` would match every few files).
 */
const IMAGE_MARKUP = /<(script|iframe|object|embed|html|body|svg)[\s>/]|<\?php|javascript:/i;
/** Any tag at all, in a JPEG comment. */
const ANY_TAG = /<\s*[a-z!?/]/i;

// ---------------------------------------------------------------- JPEG segments

/** Start-of-frame markers (SOF0–SOF15 except DHT C4, JPG C8 and DAC CC): they carry the size. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
/** Metadata and comment segments are read whole (each is at most 65,535 bytes). */
const isMetadata = (marker: number) => marker === 0xfe || (marker >= 0xe0 && marker <= 0xef);

/**
 * Walks a JPEG's segments from its start to the image data (SOS), across chunks: each segment's length
 * is read, its body skipped, or kept when it is a frame header or a comment.
 */
class JpegSegments {
  private pending = Buffer.alloc(0);
  /** Bytes of the current segment body still to skip. */
  private skip = 0;
  private started = false;
  done = false;
  sawFrame = false;

  push(chunk: Buffer): ContentProblem | null {
    if (this.done) return null;
    let data = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    for (;;) {
      if (this.skip > 0) {
        const n = Math.min(this.skip, data.length);
        this.skip -= n;
        data = data.subarray(n);
        if (this.skip > 0) break;
      }
      if (!this.started) {
        if (data.length < 2) break;
        if (data[0] !== 0xff || data[1] !== 0xd8) return WRONG_TYPE;
        this.started = true;
        data = data.subarray(2);
        continue;
      }
      // Fill bytes (0xFF) may precede a marker.
      let at = 0;
      while (at + 1 < data.length && data[at] === 0xff && data[at + 1] === 0xff) at++;
      if (data.length - at < 4) break;
      if (data[at] !== 0xff) return WRONG_TYPE;
      const marker = data[at + 1]!;
      // Markers without a length (TEM, RSTn) carry nothing.
      if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
        data = data.subarray(at + 2);
        continue;
      }
      if (marker === 0xd9 || marker === 0x00 || marker === 0xd8) return WRONG_TYPE;
      const length = data.readUInt16BE(at + 2);
      if (length < 2) return WRONG_TYPE;
      if (marker === 0xda) {
        // Start of scan: the image data follows; the header must have described a frame.
        this.done = true;
        return this.sawFrame ? null : WRONG_TYPE;
      }
      const keep = isStartOfFrame(marker) || isMetadata(marker);
      if (!keep) {
        this.skip = length - 2;
        data = data.subarray(at + 4);
        continue;
      }
      if (data.length - at < 2 + length) break;
      const body = data.subarray(at + 4, at + 2 + length);
      if (isStartOfFrame(marker)) {
        if (body.length < 5) return WRONG_TYPE;
        this.sawFrame = true;
        const problem = checkSize(body.readUInt16BE(3), body.readUInt16BE(1));
        if (problem) return problem;
      } else if (marker === 0xfe && ANY_TAG.test(body.toString('latin1'))) return ACTIVE;
      data = data.subarray(at + 2 + length);
    }
    this.pending = Buffer.from(data);
    return null;
  }

  /** A file that ends before its image data is not a JPEG. */
  end(): ContentProblem | null {
    return this.done ? null : WRONG_TYPE;
  }
}

function checkSize(width: number, height: number): ContentProblem | null {
  if (width > ATTACHMENT_IMAGE_MAX_SIDE || height > ATTACHMENT_IMAGE_MAX_SIDE) return TOO_LARGE;
  if (width * height > ATTACHMENT_IMAGE_MAX_PIXELS) return TOO_LARGE;
  return null;
}

// ---------------------------------------------------------------- the scanner

/** Checks one attachment of a known type (`pdf`, `png` or `jpg`), chunk by chunk. */
export class AttachmentContent {
  private carry = Buffer.alloc(0);
  private head = Buffer.alloc(0);
  private readonly jpeg: JpegSegments | null;

  constructor(private readonly extension: string) {
    this.jpeg = extension === 'jpg' ? new JpegSegments() : null;
  }

  /** The problem the bytes so far show, or null. */
  push(chunk: Buffer): ContentProblem | null {
    const data = this.carry.length ? Buffer.concat([this.carry, chunk]) : chunk;
    // Records starting in the overlap are looked at again with the rest of their fields.
    const problem = this.scan(data, Math.max(0, data.length - OVERLAP));
    this.carry = Buffer.from(data.subarray(-OVERLAP));
    if (problem) return problem;
    if (this.extension === 'png' && this.head.length < 24) {
      this.head = Buffer.concat([this.head, chunk]).subarray(0, 24);
      if (this.head.length === 24) return checkSize(this.head.readUInt32BE(16), this.head.readUInt32BE(20));
    }
    return this.jpeg?.push(chunk) ?? null;
  }

  /** The problem the whole file shows, once it has ended. */
  end(): ContentProblem | null {
    const problem = this.scan(this.carry, this.carry.length);
    if (problem) return problem;
    if (this.extension === 'png' && this.head.length < 24) return WRONG_TYPE;
    return this.jpeg?.end() ?? null;
  }

  /** Looks for records and names starting before `limit` (the rest is seen again with the next chunk). */
  private scan(data: Buffer, limit: number): ContentProblem | null {
    if (hasZipRecord(data, limit)) return WRONG_TYPE;
    const text = data.toString('latin1');
    if (this.extension === 'pdf') {
      for (const match of text.matchAll(PDF_NAME))
        // A name that reaches the end of the bytes so far may go on in the next chunk.
        if (match.index < limit && PDF_ACTIVE_NAMES.has(pdfName(match[1]!))) return ACTIVE;
    } else {
      const markup = IMAGE_MARKUP.exec(text);
      if (markup && markup.index < limit) return ACTIVE;
    }
    return null;
  }
}
