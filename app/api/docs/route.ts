import { route } from '@/lib/api/handler';
import { referenciaResponse } from '@/lib/openapi/referencia';

/** The interactive API reference (Scalar), served without any asset from outside. */
export const GET = route(async () => referenciaResponse());
