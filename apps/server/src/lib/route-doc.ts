import type { z } from 'zod';

/** What a route takes and answers, from the contract's zod schemas (the wire truth): the OpenAPI document's entries. */
export interface RouteDoc {
  summary: string;
  /** Who may call: anyone, a logged-in user, a showcase admin (checked per showcase), the network operator, or DEMO only. */
  access: 'public' | 'user' | 'showcaseAdmin' | 'operator' | 'demo' | 'provider';
  query?: z.ZodType;
  params?: z.ZodType;
  body?: z.ZodType;
  /** The 200/201 JSON answer; `html`, `binary`, `csv` or `redirect` for answers that are not JSON. */
  answer: z.ZodType | 'html' | 'binary' | 'csv' | 'redirect';
  status?: 200 | 201;
}
