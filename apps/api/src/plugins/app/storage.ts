import fp from 'fastify-plugin';
import { createStorage } from '../../lib/storage/create-storage';
import type { Storage } from '../../lib/storage/storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded files (comment attachments): a local folder or an S3-compatible store. */
    storage: Storage;
  }
}

export default fp<{ storage?: Storage; storageUrl?: string }>(
  async (fastify, options) => {
    const storage = options.storage ?? (await createStorage(options.storageUrl ?? 'data/files'));
    fastify.decorate('storage', storage);
    fastify.log.debug({ storage: storage.description }, 'almacenamiento de archivos');
  },
  { name: 'storage' },
);
