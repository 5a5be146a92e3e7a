/**
 * Uploads module (docs/decisions/product.md#api-calls admin/s3/upload): images for a mission's instructions, in the app's
 * storage adapter (lib/storage), within the per-account upload quota. `assertOwnImages` is what
 * the ads module calls to accept an ad's `image_ids`.
 */
import fp from 'fastify-plugin';
import { createUploadsRepository } from './repository';
import uploadRoutes from './routes';

export default fp(
  async function uploadsModule(app) {
    app.decorate('uploadsRepo', createUploadsRepository(app.db));
    await app.register(uploadRoutes);
  },
  { name: 'nurly-uploads', dependencies: ['nurly-access'], fastify: '5.x' },
);
