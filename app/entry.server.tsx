/**
 * How each page is prerendered to static HTML (the portal is never rendered per request: `ssr: false`). React
 * Router's default entry streams from the shell and React outlines a finished Suspense boundary once 12.8 KB of the
 * document have gone before it: the header and every island (each wraps its content in Suspense) were written at
 * the end of the file, hidden, and moved into place by an inline script — so without JavaScript they were missing,
 * and with it the header waited for the end of the HTML. Here the whole page is rendered before anything is
 * written, and nothing is outlined: every part is in its place in the HTML.
 */
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeout);
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html');
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
        },
        onShellError: reject,
        onError(error) {
          status = 500;
          console.error(error);
        },
      },
    );
    const timeout = setTimeout(abort, streamTimeout + 1000);
  });
}
