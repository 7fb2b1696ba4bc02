import { showcaseIdQuerySchema } from '@storefront/contract/seller';
import { PICTURE_MAX_BYTES } from '@storefront/contract/seller-rules';
import type { FastifyInstance } from 'fastify';
import { requestLocale } from '../../lib/locale';
import { pictureLimits } from '../../lib/uploads';
import { validate } from '../../lib/validate';
import { requireShowcaseAdmin } from '../seller-showcases/access';
import { readImage, registerUploads } from '../seller-showcases/upload';
import { storePicture } from './service';

/** Picture upload of the landings editor: multipart in its own scope, PNG/JPEG/WebP ≤ 2 MB by their bytes, re-encoded. */
export function sellerLandingRoutes(app: FastifyInstance): void {
  void app.register(async (scope) => {
    await registerUploads(scope, PICTURE_MAX_BYTES);
    scope.post('/api/account/showcases/actions/picture', { config: { multipart: true } }, async (req) => {
      const locale = requestLocale(req);
      const id = validate(showcaseIdQuerySchema, req.query, locale).id;
      const { showcase, user } = await requireShowcaseAdmin(app, req, id, 'write');
      const upload = { limits: pictureLimits(app.config), quotaMb: app.config.UPLOAD_QUOTA_MB_PER_USER, locale };
      return storePicture(app.db, showcase.id, user.id, await readImage(req), upload);
    });
  });
}
