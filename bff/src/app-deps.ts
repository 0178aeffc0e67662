import type { AppConfig } from './config';
import type { Logger } from './logger';
import type { BillingGateway } from './gateways/billing/billing.gateway';
import type { ContentEngine } from './content';
import type { DiagramRasterizer } from './rendering';

/** Everything the routes need from outside, built once in index.ts (or by a test). */
export interface AppDeps {
  config: AppConfig;
  logger: Logger;
  billing: BillingGateway;
  /** The origin links start with (PUBLIC_URL; in development the configured host), never the request's Host. */
  publicBaseUrl(): string;
  /** Pings the database; used by /api/health. */
  pingDatabase(): Promise<void>;
  /** False while the database is known to be down (the embedded store restarting): requests get 503. */
  databaseAvailable(): boolean;
  /** Writes the structured document of a generation (OpenAI-compatible model, or offline drafts). */
  content: ContentEngine;
  /** Draws Mermaid diagrams for the exports; falls back to text outlines when no browser is found. */
  rasterizer: DiagramRasterizer;
}
