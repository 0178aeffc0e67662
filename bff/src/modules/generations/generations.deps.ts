// Which model writes the documents and whether diagrams can be drawn, decided once from configuration
// and said in the start-up log, so an operator knows why exports show text outlines or offline drafts.
import type { AppConfig } from '../../config';
import type { Logger } from '../../logger';
import { createContentEngine, createOfflineProvider, readUploadOffThread } from '../../content';
import { createDiagramRasterizer } from '../../rendering';
import { createOpenAiProvider } from '../../gateways/openai';
import type { AppDeps } from '../../app-deps';

export function buildGenerationDeps(config: AppConfig, logger: Logger): Pick<AppDeps, 'content' | 'rasterizer'> {
  const log = logger.child({ component: 'generation' });
  const provider = config.openai
    ? createOpenAiProvider({
        apiKey: config.openai.apiKey,
        baseURL: config.openai.baseURL,
        model: config.openai.model,
        timeoutMs: config.openai.timeoutMs,
      })
    : createOfflineProvider({ offThread: true });
  if (config.openai)
    log.info('content: OpenAI-compatible model', {
      model: config.openai.model,
      baseURL: config.openai.baseURL ?? 'https://api.openai.com/v1',
    });
  else
    log.info('content: offline drafts (no model configured; set OPENAI_API_KEY, or OPENAI_BASE_URL and OPENAI_MODEL)');

  // The rasterizer says itself why it cannot draw (no browser found, launch failed) or why another browser
  // stands in for the configured one: both are warnings.
  const rasterizer = createDiagramRasterizer({
    chromiumPath: config.chromiumPath,
    logger: (msg) => (/unavailable|failed|could not|instead/i.test(msg) ? log.warn(msg) : log.info(msg)),
  });
  return { content: createContentEngine(provider, { read: readUploadOffThread }), rasterizer };
}
