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
  /** Versions and accommodated copies following their original's newest revision (modules/revisions). */
  copies: CopyFollower;
  /** Every question of a new generation filed in its teacher's question bank (modules/question-bank). */
  bank: QuestionKeeper;
  /** The seed each new generation draws from (random on a server; tests fix it to count what a draw makes). */
  newSeed(): string;
}

/** What a copy says about where it comes from (a generation's settings). */
interface CopyLike {
  settings: { version_of?: string; accommodation_of?: string };
}

export interface CopyFollower {
  /** `g` as the teacher must see it: a copy behind its original is made again first (`original` when already read). */
  fresh<G extends CopyLike>(g: G, original?: G): Promise<G>;
  /** After a new revision of `g`: its copies and the bank entries saved from it follow, in the background. */
  follow<G extends CopyLike>(g: G): void;
  /** Runs what is scheduled now and waits for it (tests, and a server shutting down). */
  settle(): Promise<void>;
}

export interface QuestionKeeper {
  /** Files the questions of the generation `g` just stored; `undo` removes the entries this call made. */
  keep<G extends CopyLike>(g: G): Promise<{ undo(): Promise<void> }>;
}
