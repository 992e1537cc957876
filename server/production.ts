/**
 * `npm start` is the portal in production: React and the libraries that read NODE_ENV when loaded take their
 * production builds (React's development build renders a page on demand some 3× slower, checking as it goes).
 * Imported first by server/start.ts, before anything loads them; a NODE_ENV already set is kept.
 */
process.env.NODE_ENV ??= 'production';
