// Adapters only: the AiProvider interface and the offline generator belong to content.
export { createOpenAiProvider, type OpenAiProviderOptions } from './openai.provider';
