// The pieces every kind's draft schema is made of (kinds/<kind>/*.schema.ts): a title and optional
// instructions, bounded texts and lists, and a source passage that file jobs must fill.
import { z } from 'zod';

export const title = z.string().min(1).max(200);
export const text = (max = 2000) => z.string().min(1).max(max);
export const list = (min: number, max: number, maxLen = 600) => z.array(text(maxLen)).min(min).max(max);
export const head = { title, instructions: z.string().max(1000).nullable() };
export const passage = (withPassages: boolean) => (withPassages ? text(2000) : z.string().max(2000).nullable());
