import { ConfigError, loadConfig } from '../config';

it('uses the embedded defaults with an empty environment', () => {
  const c = loadConfig({}, '/repo');
  expect(c.port).toBe(3000);
  expect(c.dataDir).toBe('/repo/data');
  expect(c.mongodbUri).toBeUndefined();
  expect(c.openai).toBeUndefined();
  expect(c.stripe).toBeUndefined();
  // Scans: at most 30 pages read by OCR per upload, a minute a page.
  expect(c.ocr).toEqual({ maxPages: 30, pageTimeoutMs: 60_000 });
});

it('takes the OCR page limit and time a page from the environment', () => {
  expect(loadConfig({ OCR_MAX_PAGES: '5', OCR_PAGE_SECONDS: '1.5' }, '/repo').ocr).toEqual({
    maxPages: 5,
    pageTimeoutMs: 1500,
  });
  expect(() => loadConfig({ OCR_MAX_PAGES: '0' }, '/repo')).toThrow(ConfigError);
});

it('lists every invalid or missing key at once', () => {
  let err: ConfigError | undefined;
  try {
    loadConfig({
      PORT: 'abc',
      MONGODB_URI: 'postgres://x',
      STRIPE_SECRET_KEY: 'sk_test_1',
      OPENAI_BASE_URL: 'ftp://x',
    });
  } catch (e) {
    err = e as ConfigError;
  }
  expect(err).toBeInstanceOf(ConfigError);
  const text = err!.problems.join('\n');
  expect(text).toMatch(/PORT/);
  expect(text).toMatch(/MONGODB_URI: must start with mongodb/);
  expect(text).toMatch(/STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set/);
  expect(text).toMatch(/STRIPE_PRICE_ID: required when STRIPE_SECRET_KEY is set/);
  expect(text).toMatch(/OPENAI_BASE_URL: must be an http\(s\) URL/);
});

it('switches services on when their keys are set', () => {
  const c = loadConfig({
    MONGODB_URI: 'mongodb://db:27017/lessonloom',
    OPENAI_API_KEY: 'sk-1',
    OPENAI_MODEL: 'gpt-4o-mini',
    STRIPE_SECRET_KEY: 'sk_test_1',
    STRIPE_WEBHOOK_SECRET: 'whsec_1',
    STRIPE_PRICE_ID: 'price_1',
    PUBLIC_URL: 'https://app.example.org',
    DATA_DIR: '/var/lib/lessonloom',
  });
  expect(c.mongodbUri).toBe('mongodb://db:27017/lessonloom');
  expect(c.openai).toMatchObject({ apiKey: 'sk-1', model: 'gpt-4o-mini' });
  expect(c.stripe).toMatchObject({ secretKey: 'sk_test_1', priceId: 'price_1' });
  expect(c.dataDir).toBe('/var/lib/lessonloom');
});
