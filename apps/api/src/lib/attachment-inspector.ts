/**
 * Checks a comment attachment while it streams to storage: counts its bytes against the
 * size limit and reads its real type from the first bytes (magic numbers, via `file-type`), so a
 * renamed executable is refused and an oversized upload is cut off as soon as it passes the limit; then
 * checks what the file holds (`attachment-content.ts`: ZIP polyglots, PDF actions, image dimensions,
 * markup in images). Nothing but the first 4 KB sample and a few hundred bytes of overlap is held.
 */
import { Transform, type TransformCallback } from 'node:stream';
import { canonicalExtension } from '@rnt/contract/denuncia-rules';
import { MESSAGES } from '@rnt/contract/messages';
import { fileTypeFromBuffer } from 'file-type';
import { AttachmentContent } from './attachment-content';

/** Bytes file-type needs to recognise most formats. */
const SAMPLE_BYTES = 4100;
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
    readonly reason: 'tipo' | 'peso' | 'contenido' | 'dimensiones',
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
  /** What the file holds, checked once its type is known. */
  private content: AttachmentContent | null = null;

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
    if (this.mime) return this.passOn(chunk, callback);
    this.sample.push(chunk);
    this.sampleBytes += chunk.length;
    if (this.sampleBytes < SAMPLE_BYTES) return callback();
    this.releaseSample(callback);
  }

  override _flush(callback: TransformCallback): void {
    const finish: TransformCallback = (error) => {
      if (error) return callback(error);
      const problem = this.content!.end();
      callback(problem ? new AttachmentRejected(problem.reason, problem.message) : null);
    };
    if (this.mime) return finish();
    this.releaseSample((error, data) => {
      if (error) return callback(error);
      if (data) this.push(data);
      finish();
    });
  }

  /** Lets a chunk through once its content shows no problem. */
  private passOn(chunk: Buffer, callback: TransformCallback): void {
    const problem = this.content!.push(chunk);
    callback(
      problem ? new AttachmentRejected(problem.reason, problem.message) : null,
      problem ? undefined : chunk,
    );
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
        this.content = new AttachmentContent(known.extension);
        this.passOn(head, callback);
      },
      (error: unknown) => callback(error as Error),
    );
  }
}
