/**
 * How much of a source the generator works from: about 8,000 tokens, room for a 50-question reply in a
 * 16k-token context (local models). An upload is read up to here; a longer file sends the model its most
 * relevant sections (prompt/prompt.teaching.ts relevantSource), and the prompt says so.
 */
export const PROMPT_SOURCE_MAX = 32_000;
