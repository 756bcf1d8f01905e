/**
 * The path a request was routed by, for hooks that treat API calls differently (identity, the
 * write limit, the JSON 404). The raw URL is not it: the router decodes `/%61pi/session` to the
 * same route as `/api/session`, so a hook that tested the raw URL could be walked around. A hook
 * asks here instead, and sees the route's own pattern (`/api/recipes/:id`) when one matched, or
 * the decoded path when none did.
 */
import type { FastifyRequest } from 'fastify';

/** Decodes percent-escapes, leaving a malformed one as it is (the router refuses those first). */
function decodePath(rawPath: string): string {
  try {
    return decodeURIComponent(rawPath);
  } catch {
    return rawPath;
  }
}

/** The matched route's pattern, else the request's decoded path (without its query). */
export function routedPath(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (pattern !== undefined && pattern !== '') return pattern;
  const raw = request.url;
  const queryStart = raw.indexOf('?');
  return decodePath(queryStart === -1 ? raw : raw.slice(0, queryStart));
}

export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

/** Whether the request is an API call, by the path the router matched (see above). */
export function isApiRequest(request: FastifyRequest): boolean {
  return isApiPath(routedPath(request));
}
