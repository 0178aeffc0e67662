import { loadConfig } from '../../../config';
import { createLogger } from '../../../logger';
import { buildGenerationDeps } from '../generations.deps';

function startUp(env: NodeJS.ProcessEnv) {
  const lines: Array<{ level: string; msg: string }> = [];
  const logger = createLogger('debug', {}, (line) => lines.push(JSON.parse(line)) > 0);
  const deps = buildGenerationDeps(loadConfig({ NODE_ENV: 'test', ...env }), logger);
  return { deps, lines };
}

describe('buildGenerationDeps (start-up)', () => {
  it('uses offline drafts without a model and says how to connect one', async () => {
    const { deps, lines } = startUp({});
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 'info',
        msg: expect.stringMatching(/^content: offline drafts .*OPENAI_API_KEY/),
      }),
    );
    await deps.rasterizer.close();
  });

  it('names the configured model', async () => {
    const { deps, lines } = startUp({ OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1', OPENAI_MODEL: 'llama3.1' });
    expect(lines).toContainEqual(
      expect.objectContaining({ level: 'info', msg: 'content: OpenAI-compatible model', model: 'llama3.1' }),
    );
    await deps.rasterizer.close();
  });

  it('warns at start-up, with the reason, when CHROMIUM_PATH cannot be used and the npm Chromium stands in', async () => {
    const { deps, lines } = startUp({ CHROMIUM_PATH: '/nonexistent/chromium' });
    expect(deps.rasterizer.available).toBe(true);
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        msg: expect.stringMatching(
          /CHROMIUM_PATH is \/nonexistent\/chromium, which is not a file that can be run.*instead/,
        ),
      }),
    );
    await deps.rasterizer.close();
  });
});
