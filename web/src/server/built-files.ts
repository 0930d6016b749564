/**
 * How a built file is sent: its Brotli copy when the browser takes Brotli, the right cache headers,
 * and for a page the policy that allows exactly its inline scripts.
 */
import { existsSync } from 'node:fs';
import { extname } from 'node:path';
import type { Request, Response } from 'express';
import { DOCUMENT_ONLY_HEADERS, isSubresource, type pagePolicies } from './security-headers.ts';

type SendFileOptions = Parameters<Response['sendFile']>[1];

/**
 * A page is revalidated by its ETag, and nobody asks for part of one: without Last-Modified and
 * Accept-Ranges its headers are 70 bytes shorter, and the home page, headers and all, fits in the
 * first round trip of a new connection (14.6 KB; README, Compression).
 */
const PAGE_FILE_OPTIONS: SendFileOptions = { lastModified: false, acceptRanges: false };

export type SendPage = (request: Request, response: Response, file: string) => void;

/** A built page is sent with the policy that allows exactly its inline scripts. */
export function pageSender(policies: ReturnType<typeof pagePolicies>): SendPage {
  return (request, response, file) => {
    response.set('Content-Security-Policy', policies.forFile(file));
    sendBuilt(request, response, file, PAGE_FILE_OPTIONS);
  };
}

/** The headers of any built file: cache, and the page policy or none (a subresource needs none). */
export function fileHeaders(policies: ReturnType<typeof pagePolicies>) {
  return (response: Response, path: string) => {
    cacheHeaders(response, path);
    if (path.endsWith('.html')) response.setHeader('Content-Security-Policy', policies.forFile(path));
    else if (isSubresource(path)) for (const name of DOCUMENT_ONLY_HEADERS) response.removeHeader(name);
  };
}

/**
 * The Brotli copy the build wrote beside `file` (site/integrations/precompress.ts), when the browser
 * takes Brotli: smaller than what the compression middleware makes on the fly, at no cost per request.
 */
export function brotliCopy(request: Request, file: string): string | null {
  const copy = `${file}.br`;
  return request.acceptsEncodings('br') && existsSync(copy) ? copy : null;
}

/** Sends a built file, as its Brotli copy if there is one the browser takes (else compressed on the fly). */
function sendBuilt(request: Request, response: Response, file: string, options: SendFileOptions = {}): void {
  const copy = brotliCopy(request, file);
  if (copy) sendBrotli(response, file, copy, options);
  else response.sendFile(file, options);
}

export function sendBrotli(response: Response, file: string, copy: string, options: SendFileOptions = {}): void {
  // The type is the original's; the compression middleware leaves an encoded body alone.
  response.set({ 'Content-Encoding': 'br', Vary: 'Accept-Encoding' }).type(extname(file));
  response.sendFile(copy, options);
}

/** Hashed assets never change; pages are revalidated so a rebuild shows at once. */
function cacheHeaders(response: Response, path: string): void {
  response.setHeader('Cache-Control', /[/\\]_astro[/\\]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
}
