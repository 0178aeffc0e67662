export type { AiProvider, DraftReply, DraftRequest } from './ai-provider';
export { createOfflineProvider } from './offline.provider';
export { createOpenAiProvider, type OpenAiProviderOptions } from './openai.provider';
