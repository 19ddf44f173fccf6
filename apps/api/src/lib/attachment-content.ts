/**
 * What an attachment holds, checked while it streams (issue 17, item 11), beside the type check of
 * `attachment-inspector.ts`. Nothing is decoded, unpacked or rendered: the rules read structures and
 * byte patterns, chunk by chunk, keeping a few bytes of overlap so a pattern split across two chunks is
 * still seen. Every rule holds for the whole file, not only for its first or last bytes:
 *
 * - **ZIP structures anywhere** (a local file header, a central-directory entry or an end-of-central-
 *   directory record with plausible fields): a PDF or an image that is also an archive is a polyglot,
 *   however much padding comes after the archive.
 * - **PDF actions** (decision 028): the names `/JS`, `/JavaScript`, `/Launch`, `/SubmitForm`,
 *   `/ImportData`, `/XFA`, `/RichMedia`, `/EmbeddedFile(s)` (also written with `#xx` escapes), which only
 *   serve actions and forms that run code, start programs, send data or carry files, and a `/URI` whose
 *   target is `javascript:`. Wherever they appear: in the file's text and inside every `/FlateDecode`
 *   stream (object streams hold dictionaries compressed), inflated with a bound on its output. A stream
 *   whose other filters come before the deflate (`[/ASCII85Decode /FlateDecode]`), or that does not
 *   inflate, is refused: what it holds cannot be read.
 * - **Image size from the header**: a PNG's IHDR or a JPEG's start-of-frame past
 *   ATTACHMENT_IMAGE_MAX_SIDE or ATTACHMENT_IMAGE_MAX_PIXELS (a decompression bomb: 20,000 × 20,000 is
 *   1.6 GB decoded).
 * - **Markup in images**: a JPEG comment (COM) with any tag, and in any part of a PNG or JPEG (EXIF, XMP,
 *   text chunks) HTML, script, SVG or PHP markup, read as bytes and as UTF-16; a PNG's text chunks
 *   (tEXt, zTXt, iTXt) read as their format says, compressed ones inflated (bounded).
 * - **Nothing after the end of an image**: no byte after a PNG's IEND chunk or a JPEG's end of image
 *   (EOI, FFD9 after the image data) — where a polyglot keeps its second file.
 * - **JPEG structure**: the segments up to the image data must be well formed, and a frame header must
 *   come before it; otherwise the file is not the JPEG it claims to be.
 */
import { ATTACHMENT_IMAGE_MAX_PIXELS, ATTACHMENT_IMAGE_MAX_SIDE } from '@rnt/contract/constants';
import { inflateSync } from 'node:zlib';
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
const PDF_ACTIVE_NAMES = new Set([
  'JS',
  'JavaScript',
  'Launch',
  'SubmitForm',
  'ImportData',
  'XFA',
  'RichMedia',
  'EmbeddedFile',
  'EmbeddedFiles',
]);
const pdfName = (raw: string) =>
  raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The string after a `/URI` name: a literal `(…)` with its escapes, or a hex string `<…>`, decoded. */
function pdfStringAt(text: string, from: number): string {
  let at = from;
  while (at < text.length && /\s/.test(text[at]!)) at++;
  if (text[at] === '<') {
    const end = text.indexOf('>', at);
    const hex = text.slice(at + 1, end === -1 ? undefined : end).replace(/[^0-9a-fA-F]/g, '');
    return Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex').toString('latin1');
  }
  if (text[at] !== '(') return '';
  let out = '';
  for (at++; at < text.length && text[at] !== ')'; at++) {
    if (text[at] !== '\\') {
      out += text[at];
      continue;
    }
    const octal = /^[0-7]{1,3}/.exec(text.slice(at + 1, at + 4));
    if (octal) {
      out += String.fromCharCode(parseInt(octal[0], 8) & 0xff);
      at += octal[0].length;
    } else {
      at++;
      out += text[at] ?? '';
    }
  }
  return out;
}

/** A `javascript:` target, as a browser reads it (spaces, control characters and case ignored). */
const isJavascriptTarget = (target: string) =>
  [...target]
    .filter((c) => c.charCodeAt(0) > 0x20)
    .join('')
    .toLowerCase()
    .startsWith('javascript:');

/** Whether a PDF's text (read as latin1), before `limit`, names an action or form that is refused. */
function pdfTextIsActive(text: string, limit: number): boolean {
  for (const match of text.matchAll(PDF_NAME)) {
    // A name that reaches the end of the bytes so far may go on in the next chunk.
    if (match.index >= limit) break;
    const name = pdfName(match[1]!);
    if (PDF_ACTIVE_NAMES.has(name)) return true;
    if (name === 'URI' && isJavascriptTarget(pdfStringAt(text, match.index + match[0].length))) return true;
  }
  return false;
}

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
  /** The bytes from the start of scan on, in the chunk where it was found. */
  private rest = Buffer.alloc(0);

  /** The image data the walk has read past (once `done`), handed over once. */
  imageData(): Buffer {
    const rest = this.rest;
    this.rest = Buffer.alloc(0);
    return rest;
  }

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
        this.rest = Buffer.from(data.subarray(at + 2));
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

// ---------------------------------------------------------------- compressed content

/**
 * Most bytes one compressed part may inflate to. A deflate stream inflates at most ~1,000 times; a PDF
 * stream that inflates past this is a bomb or an image larger than any page of a scanned document (an
 * A4 page at 300 dpi in colour is 26 MB), a PNG text chunk past 1 MB is no caption. Time is bounded with
 * it: inflating 64 MB takes well under a second.
 */
const PDF_STREAM_MAX_INFLATED = 64 * 1024 * 1024;
const PNG_TEXT_MAX_INFLATED = 1024 * 1024;

/** The inflated bytes, or null when they do not inflate or exceed `max` (never a partial answer). */
function inflated(data: Buffer, max: number): Buffer | null {
  try {
    return inflateSync(data, { maxOutputLength: max });
  } catch {
    return null;
  }
}

/** `/Filter` of a stream dictionary: its filter names, in order (`#xx` escapes decoded). */
function filtersOf(dictionary: string): string[] {
  const filter = /\/Filter\s*(\[[^\]]*\]|\/[^\s()<>[\]{}/%]+)/.exec(dictionary);
  if (!filter) return [];
  return [...filter[1]!.matchAll(PDF_NAME)].map((m) => pdfName(m[1]!));
}

const STREAM_START = /(?<![A-Za-z])stream(\r\n|\n|\r(?!\n))/g;
const STREAM_END = Buffer.from('endstream', 'latin1');
/** Text kept before a `stream` keyword to read its dictionary. */
const DICTIONARY_WINDOW = 4096;

/**
 * Finds a PDF's streams across chunks and checks what every `/FlateDecode` stream inflates to, as the
 * file's own text is checked. One stream's compressed bytes are held until its `endstream` (at most the
 * attachment's size limit, which the inspector enforces first).
 */
class PdfStreams {
  private before = '';
  private inside: { flate: boolean; parts: Buffer[]; tail: Buffer } | null = null;

  push(chunk: Buffer): ContentProblem | null {
    let data = chunk;
    while (data.length) {
      if (this.inside) {
        const joined = Buffer.concat([this.inside.tail, data]);
        const end = joined.indexOf(STREAM_END);
        if (end === -1) {
          // Keep the last bytes apart: `endstream` may be split across two chunks.
          const keep = Math.min(joined.length, STREAM_END.length - 1);
          if (this.inside.flate) this.inside.parts.push(joined.subarray(0, joined.length - keep));
          this.inside.tail = Buffer.from(joined.subarray(joined.length - keep));
          return null;
        }
        const problem = this.inside.flate
          ? this.check(Buffer.concat([...this.inside.parts, joined.subarray(0, end)]))
          : null;
        if (problem) return problem;
        this.inside = null;
        data = joined.subarray(end + STREAM_END.length);
        this.before = '';
        continue;
      }
      const text = this.before + data.toString('latin1');
      STREAM_START.lastIndex = 0;
      const start = STREAM_START.exec(text);
      // A keyword at the very end may still be followed by the rest of its line break.
      if (!start || start.index + start[0].length >= text.length) {
        this.before = text.slice(-DICTIONARY_WINDOW);
        return null;
      }
      const dictionary = text.slice(Math.max(0, start.index - DICTIONARY_WINDOW), start.index);
      const filters = filtersOf(dictionary.slice(dictionary.lastIndexOf('obj') + 1));
      const flateAt = filters.findIndex((f) => f === 'FlateDecode' || f === 'Fl');
      // Deflate under another encoding: its content cannot be read without decoding that too.
      if (flateAt > 0) return ACTIVE;
      const rest = Buffer.from(text.slice(start.index + start[0].length), 'latin1');
      this.inside = { flate: flateAt === 0, parts: [], tail: Buffer.alloc(0) };
      data = rest;
    }
    return null;
  }

  /** A stream that does not end before the file does is not read by us, nor safely by a reader. */
  end(): ContentProblem | null {
    return this.inside?.flate ? ACTIVE : null;
  }

  private check(compressed: Buffer): ContentProblem | null {
    const content = inflated(compressed, PDF_STREAM_MAX_INFLATED);
    if (!content) return ACTIVE;
    const text = content.toString('latin1');
    return pdfTextIsActive(text, text.length) ? ACTIVE : null;
  }
}

/** Markup in text that may be UTF-16 (either byte order) as well as one-byte text or UTF-8. */
function hasMarkup(data: Buffer): boolean {
  return (
    IMAGE_MARKUP.test(data.toString('latin1')) ||
    IMAGE_MARKUP.test(data.toString('utf16le')) ||
    IMAGE_MARKUP.test(data.subarray(1).toString('utf16le'))
  );
}

const PNG_TEXT_CHUNKS = new Set(['tEXt', 'zTXt', 'iTXt']);

/**
 * Walks a PNG's chunks across chunks of the upload: each text chunk is read whole and its text checked
 * as its format says (zTXt compressed, iTXt possibly compressed, UTF-8); after IEND nothing may follow.
 */
class PngChunks {
  private pending = Buffer.alloc(0);
  /** Signature skipped, then chunk by chunk. */
  private started = false;
  private skip = 0;
  private ended = false;

  push(chunk: Buffer): ContentProblem | null {
    let data = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    for (;;) {
      if (this.skip > 0) {
        const n = Math.min(this.skip, data.length);
        this.skip -= n;
        data = data.subarray(n);
        if (this.skip > 0) break;
      }
      if (this.ended) {
        if (data.length) return ACTIVE;
        break;
      }
      if (!this.started) {
        if (data.length < 8) break;
        this.started = true;
        data = data.subarray(8);
        continue;
      }
      if (data.length < 8) break;
      const length = data.readUInt32BE(0);
      const type = data.toString('latin1', 4, 8);
      if (type === 'IEND') {
        this.ended = true;
        this.skip = 8 + length + 4;
        continue;
      }
      if (!PNG_TEXT_CHUNKS.has(type)) {
        this.skip = 8 + length + 4;
        continue;
      }
      if (data.length < 8 + length) break;
      if (textChunkIsActive(type, data.subarray(8, 8 + length))) return ACTIVE;
      this.skip = 8 + length + 4;
    }
    this.pending = Buffer.from(data);
    return null;
  }
}

/** Whether a PNG text chunk's text (after its keyword, inflated when compressed) holds markup. */
function textChunkIsActive(type: string, body: Buffer): boolean {
  const keywordEnd = body.indexOf(0);
  if (keywordEnd === -1) return hasMarkup(body);
  let text: Buffer | null = body.subarray(keywordEnd + 1);
  if (type === 'zTXt') text = inflated(text.subarray(1), PNG_TEXT_MAX_INFLATED);
  else if (type === 'iTXt') {
    const compressed = text[0] === 1;
    // Compression flag and method, then a language tag and a translated keyword, each ending in a zero.
    let at = 2;
    for (let field = 0; field < 2 && at <= text.length; field++) {
      const zero = text.indexOf(0, at);
      at = zero === -1 ? text.length : zero + 1;
    }
    const translated = text.subarray(2, at);
    text = text.subarray(at);
    if (hasMarkup(translated)) return true;
    if (compressed) text = inflated(text, PNG_TEXT_MAX_INFLATED);
  }
  // A compressed text that does not inflate, or too much of it, cannot be vouched for.
  return text === null || hasMarkup(text) || IMAGE_MARKUP.test(text.toString('utf8'));
}

/** A JPEG ends at its first end-of-image marker after the image data: nothing may follow it. */
class JpegTail {
  private last = -1;
  private ended = false;

  /** `data` is image data (after the header segments). */
  push(data: Buffer): ContentProblem | null {
    if (this.ended) return data.length ? ACTIVE : null;
    let at = this.last === 0xff && data[0] === 0xd9 ? 0 : -1;
    if (at === -1) {
      const eoi = data.indexOf(Buffer.from([0xff, 0xd9]));
      at = eoi === -1 ? -1 : eoi + 1;
    }
    if (at === -1) {
      this.last = data.length ? data[data.length - 1]! : this.last;
      return null;
    }
    this.ended = true;
    return at + 1 < data.length ? ACTIVE : null;
  }
}

// ---------------------------------------------------------------- the scanner

/** Checks one attachment of a known type (`pdf`, `png` or `jpg`), chunk by chunk. */
export class AttachmentContent {
  private carry = Buffer.alloc(0);
  private head = Buffer.alloc(0);
  private readonly jpeg: JpegSegments | null;
  private readonly jpegTail: JpegTail | null;
  private readonly pdfStreams: PdfStreams | null;
  private readonly pngChunks: PngChunks | null;

  constructor(private readonly extension: string) {
    this.jpeg = extension === 'jpg' ? new JpegSegments() : null;
    this.jpegTail = extension === 'jpg' ? new JpegTail() : null;
    this.pdfStreams = extension === 'pdf' ? new PdfStreams() : null;
    this.pngChunks = extension === 'png' ? new PngChunks() : null;
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
      if (this.head.length === 24) {
        const size = checkSize(this.head.readUInt32BE(16), this.head.readUInt32BE(20));
        if (size) return size;
      }
    }
    const structure = this.pdfStreams?.push(chunk) ?? this.pngChunks?.push(chunk) ?? null;
    if (structure) return structure;
    return this.jpeg ? this.jpegPush(chunk) : null;
  }

  /** The header segments, then, once the image data has begun, where the image ends. */
  private jpegPush(chunk: Buffer): ContentProblem | null {
    if (this.jpeg!.done) return this.jpegTail!.push(chunk);
    const problem = this.jpeg!.push(chunk);
    if (problem || !this.jpeg!.done) return problem;
    // The rest of this chunk (and what the segment walker held) is image data.
    return this.jpegTail!.push(this.jpeg!.imageData());
  }

  /** The problem the whole file shows, once it has ended. */
  end(): ContentProblem | null {
    const problem = this.scan(this.carry, this.carry.length);
    if (problem) return problem;
    if (this.extension === 'png' && this.head.length < 24) return WRONG_TYPE;
    return this.pdfStreams?.end() ?? this.jpeg?.end() ?? null;
  }

  /** Looks for records and names starting before `limit` (the rest is seen again with the next chunk). */
  private scan(data: Buffer, limit: number): ContentProblem | null {
    if (hasZipRecord(data, limit)) return WRONG_TYPE;
    const text = data.toString('latin1');
    if (this.extension === 'pdf') return pdfTextIsActive(text, limit) ? ACTIVE : null;
    const markup = IMAGE_MARKUP.exec(text);
    if (markup && markup.index < limit) return ACTIVE;
    // UTF-16 markup (either byte order): a character is two bytes, so a match is at twice its index.
    for (const shift of [0, 1]) {
      const wide = IMAGE_MARKUP.exec(data.subarray(shift).toString('utf16le'));
      if (wide && wide.index * 2 + shift < limit) return ACTIVE;
    }
    return null;
  }
}
