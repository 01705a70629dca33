import { z } from 'zod/mini';

/**
 * The answer to an upload preflight (docs/canvas-contract.md §3.3, step 1): where to POST the bytes, the fields to send
 * first, unchanged and in order, and the name of the file part, which goes last. Hosted Canvas (InstFS) and S3 send
 * other upload_params than Lectern's, so the app reads them as an open record of strings.
 */
export const uploadPreflightSchema = z.looseObject({
  upload_url: z.string(),
  upload_params: z.record(z.string(), z.string()),
  file_param: z.string(),
});
export type UploadPreflight = z.infer<typeof uploadPreflightSchema>;

/** What Lectern's own server sends in upload_params (the contract holds it to these). */
export const lecternUploadParamsSchema = z.looseObject({
  filename: z.string(),
  content_type: z.string(),
  Policy: z.string(),
  Signature: z.string(),
});
