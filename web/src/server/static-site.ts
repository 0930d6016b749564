/** The current build's pages (without `.html`) and files, Brotli copies first. */
import express, { type RequestHandler } from 'express';
import { buildPage, builtPath } from '../builds/site-builds.ts';
import { brotliCopy, type fileHeaders, type SendPage, sendBrotli } from './built-files.ts';
import type { ServedBuild } from './served-build.ts';

export function staticSite(served: ServedBuild, sendPage: SendPage, headers: ReturnType<typeof fileHeaders>): RequestHandler {
  let staticDir: string | null = null;
  let serveStatic: RequestHandler = (_request, _response, next) => next();
  return (request, response, next) => {
    const dir = served.current();
    if (!dir) return response.status(503).type('text').send('The site is being built. Try again in a few seconds.');
    if (dir !== staticDir) {
      staticDir = dir;
      serveStatic = express.static(dir, { redirect: false, setHeaders: headers });
    }
    const reading = request.method === 'GET' || request.method === 'HEAD';
    const page = reading ? buildPage(dir, request.path) : null;
    if (page) {
      response.setHeader('Cache-Control', 'no-cache');
      return sendPage(request, response, page);
    }
    // Other files go through express.static, unless the build made a Brotli copy the browser takes
    // (a copy lies beside its original, so one look for the copy is enough).
    const file = reading ? builtPath(dir, request.path) : null;
    const copy = file ? brotliCopy(request, file) : null;
    if (file && copy) {
      headers(response, file);
      return sendBrotli(response, file, copy);
    }
    serveStatic(request, response, next);
  };
}
