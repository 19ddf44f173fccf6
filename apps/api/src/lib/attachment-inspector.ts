/**
 * Checks a comment attachment while it streams to storage (spec §5, §9): counts its bytes against the
 * size limit and reads its real type from the first bytes (magic numbers, via `file-type`), so a
 * renamed executable is refused and an oversized upload is cut off as soon as it passes the limit.
 * Nothing but the first 4 KB sample is ever held in memory.
 */
import { Transform, type TransformCallback } from 'node:stream';
import { canonicalExtension } from '@rnt/contract/denuncia';
import { MESSAGES } from '@rnt/contract/messages';
import { fileTypeFromBuffer } from 'file-type';

/** Bytes file-type needs to recognise most formats. */
const SAMPLE_BYTES = 4100;
/**
 * A ZIP archive is read from its end-of-central-directory record, within the last 65,557 bytes
 * (22 bytes plus a comment of up to 65,535). One there makes an image or PDF a ZIP polyglot.
 */
const ZIP_END_SIGNATURE = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const ZIP_END_SEARCH_BYTES = 22 + 65_535;

/** Formats the comment form may receive, by the extension file-type reports → stored MIME type. */
const KNOWN_TYPES: Record<string, { extension: string; mime: string }> = {
  jpg: { extension: 'jpg', mime: 'image/jpeg' },
  png: { extension: 'png', mime: 'image/png' },
  pdf: { extension: 'pdf', mime: 'application/pdf' },
  // Illustrator files saved with PDF compatibility are PDF documents.
  ai: { extension: 'pdf', mime: 'application/pdf' },
};

export class AttachmentRejected extends Error {
  constructor(
    readonly reason: 'tipo' | 'peso',
    message: string,
  ) {
    super(message);
  }
}

export class AttachmentInspector extends Transform {
  bytes = 0;
  /** Real MIME type, known once the sample has been read. */
  mime: string | null = null;
  private sample: Buffer[] = [];
  private sampleBytes = 0;
  /** The last bytes seen, where a ZIP appended to the file would end. */
  private tail = Buffer.alloc(0);

  constructor(
    private readonly options: {
      maxBytes: number;
      /** The file name's extension, already known to be allowed. */
      extension: string;
      /** Allowed extensions (parameter DOCS_RNT_MOD_MIME_TYPE). */
      allowed: string[];
    },
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.options.maxBytes)
      return callback(new AttachmentRejected('peso', MESSAGES.archivoPeso));
    this.tail = Buffer.concat([this.tail, chunk]);
    if (this.tail.length > ZIP_END_SEARCH_BYTES) this.tail = this.tail.subarray(-ZIP_END_SEARCH_BYTES);
    if (this.mime) return callback(null, chunk);
    this.sample.push(chunk);
    this.sampleBytes += chunk.length;
    if (this.sampleBytes < SAMPLE_BYTES) return callback();
    this.releaseSample(callback);
  }

  override _flush(callback: TransformCallback): void {
    // A file that is also a ZIP (a PDF or an image with an archive appended) is refused.
    if (this.tail.includes(ZIP_END_SIGNATURE))
      return callback(new AttachmentRejected('tipo', MESSAGES.archivoTipo));
    if (this.mime) return callback();
    this.releaseSample(callback);
  }

  /** Decides the type from the sample, then lets the held bytes through (or fails the stream). */
  private releaseSample(callback: TransformCallback): void {
    const head = Buffer.concat(this.sample);
    this.sample = [];
    fileTypeFromBuffer(head).then(
      (detected) => {
        const known = detected ? KNOWN_TYPES[detected.ext] : undefined;
        const allowed = this.options.allowed.map(canonicalExtension);
        if (
          !known ||
          !allowed.includes(known.extension) ||
          known.extension !== canonicalExtension(this.options.extension)
        )
          return callback(new AttachmentRejected('tipo', MESSAGES.archivoTipo));
        this.mime = known.mime;
        callback(null, head);
      },
      (error: unknown) => callback(error as Error),
    );
  }
}
