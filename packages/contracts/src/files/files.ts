import { z } from 'zod';

/** The answer of every image upload (SPEC §7 photo calls). */
export const uploadResultSchema = z.object({ fileUrl: z.string().describe('URL of the stored 512 px WebP') });
export type UploadResult = z.infer<typeof uploadResultSchema>;
