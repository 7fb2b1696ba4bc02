import { z } from 'zod';

/** GET /api/pages/{alias}: a static page of the showcase; body is sanitised HTML. */
export const staticPageSchema = z.object({ alias: z.string(), name: z.string(), groupName: z.string(), body: z.string() });
export type StaticPage = z.infer<typeof staticPageSchema>;
export const staticPageAliasSchema = z.string().regex(/^[a-z0-9-]{1,64}$/);
