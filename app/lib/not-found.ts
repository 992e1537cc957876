import { UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router';

/**
 * Throws a 404 from a route component, for pages read straight from content (no loader), so the root
 * ErrorBoundary shows the 404 page. A `data(null, { status: 404 })` thrown during render is not turned into a
 * route error response (only loaders and actions get that), so `isRouteErrorResponse` would not see it.
 */
export function notFound(): never {
  throw new ErrorResponse(404, 'Not Found', null);
}
