// The compression package's own types (@types/compression) are written against
// Express 4's request types, which do not fit Express 5's app.use. This declares
// the part the API uses, against the Express it runs on.
declare module 'compression' {
  import { type RequestHandler } from 'express';

  interface CompressionOptions {
    /** Bytes below which a response is sent as it is (default 1 kB). */
    threshold?: number | string;
    /** zlib level, 0 to 9 (default 6). */
    level?: number;
  }

  export default function compression(options?: CompressionOptions): RequestHandler;
}
