import { json, route } from '@/lib/api/handler';
import { openApiDocument } from '@/lib/openapi/documento';

/** The OpenAPI 3.1 description of this API (lib/openapi), generated from the zod schemas the handlers parse with. */
export const GET = route(async () => json(openApiDocument()));
