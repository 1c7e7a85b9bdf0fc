import { json } from '@/lib/api/handler';

/** Any /api path that no route handles: JSON 404 `{ message }` for every method (never the HTML 404 page). */
function notFound(): Response {
  return json({ message: 'Recurso não encontrado.' }, { status: 404 });
}

export const GET = notFound;
export const HEAD = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
export const OPTIONS = notFound;
