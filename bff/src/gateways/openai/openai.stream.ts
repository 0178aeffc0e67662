import type OpenAI from 'openai';
import { ContentError } from '../../content';

type Chunks = AsyncIterable<OpenAI.Chat.Completions.ChatCompletionChunk>;

export interface StreamedReply {
  content: string;
  finishReason: string | null;
  usage?: { prompt_tokens: number; completion_tokens: number };
}

const declined = (why: string) =>
  new ContentError(
    502,
    `The AI model declined to write this material${why ? `: ${why.slice(0, 300)}` : ' (content filter)'}. Try rewording the topic or prompt.`,
  );

/** Reads a chat completion stream to its end, telling `onText` the reply so far after every piece. */
export async function readStream(stream: Chunks, onText?: (soFar: string) => void): Promise<StreamedReply> {
  let content = '';
  let refusal = '';
  let finishReason: string | null = null;
  let usage: StreamedReply['usage'];
  for await (const chunk of stream) {
    if (chunk.usage) usage = chunk.usage;
    const choice = chunk.choices?.[0];
    if (!choice) continue;
    const delta = choice.delta as { content?: string | null; refusal?: string | null } | undefined;
    if (delta?.refusal) refusal += delta.refusal;
    if (delta?.content) {
      content += delta.content;
      onText?.(content);
    }
    if (choice.finish_reason) finishReason = choice.finish_reason;
  }
  if (refusal) throw declined(refusal);
  if (finishReason === 'content_filter') throw declined('');
  return { content, finishReason, usage };
}
