import { isRouteErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { notFound } from './not-found';

describe('notFound', () => {
  it('throws a route error response with status 404, as the root ErrorBoundary expects', () => {
    let thrown: unknown;
    try {
      notFound();
    } catch (error) {
      thrown = error;
    }
    expect(isRouteErrorResponse(thrown)).toBe(true);
    expect(isRouteErrorResponse(thrown) && thrown.status).toBe(404);
  });
});
