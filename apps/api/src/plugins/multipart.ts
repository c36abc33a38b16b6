import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import { CV_MAX_BYTES } from '@storefront/types/forms';

/**
 * multipart/form-data: the job application and its CV, read part by part by its route. Tight
 * limits: one file of at most CV_MAX_BYTES, a few short fields.
 */
export default fp(
  async (app) => {
    await app.register(multipart, {
      limits: {
        fileSize: CV_MAX_BYTES,
        files: 1,
        fields: 10,
        fieldSize: 1024,
        fieldNameSize: 100,
        parts: 12,
        headerPairs: 50,
      },
    });
  },
  { name: 'multipart' },
);
