/** Forms sent to the participation API as the portal's pages send them, for server tests (app.inject). */
import { randomBytes } from 'node:crypto';
import type { buildServer } from '../server/app.ts';

/** The host the server tests send to, and the Origin its pages have. */
export const TEST_HOST = 'portal.test';
export const TEST_ORIGIN = `http://${TEST_HOST}`;

/** A feedback form (topic "website"), under a new Idempotency-Key unless one is given. */
export function sendFeedback(
  app: Awaited<ReturnType<typeof buildServer>>,
  {
    message = 'A message about the portal.',
    language = 'en',
    key = `test-${randomBytes(8).toString('hex')}`,
    headers = {},
  }: { message?: string; language?: string; key?: string; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/participation/feedback',
    headers: {
      host: TEST_HOST,
      origin: TEST_ORIGIN,
      'content-type': 'application/json',
      'idempotency-key': key,
      ...headers,
    },
    payload: { language, topic: 'website', message },
  });
}
