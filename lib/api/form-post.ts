import { readBody } from './handler';

/** A browser's own form post (a page without JavaScript): `application/x-www-form-urlencoded`. */
export function ehFormulario(req: Request): boolean {
  return /^application\/x-www-form-urlencoded/i.test(req.headers.get('content-type') ?? '');
}

/** The fields of a urlencoded form body (within the 1 MB body limit). */
export async function lerFormulario(req: Request): Promise<Record<string, string>> {
  return Object.fromEntries(new URLSearchParams(await readBody(req)));
}

/** 303 back to a page of this site (a relative Location: the host is never taken from the request). */
export function voltarPara(caminho: string): Response {
  return new Response(null, { status: 303, headers: { Location: caminho, 'Cache-Control': 'no-store' } });
}
