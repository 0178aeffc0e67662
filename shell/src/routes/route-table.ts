// Spec §2 route table (plus /terms, /privacy and the generation /history): which remote page answers each path, and who may see it.
import pageRoutes from './page-routes.json';

export interface RemoteRoute {
  path: string;
  /** Federation name, as in /remotes.json. */
  remote: string;
  /** Exposed module, without './'. */
  module: string;
  /** How the fallback names the section when its remote cannot load. */
  section: string;
  /** The browser tab's title, before ' · Lessonloom'. */
  title: string;
  access: 'public' | 'signed-in';
  /**
   * false: the page uses no store (sign-in, sign-up, terms, privacy), so the shell mounts none and the page
   * loads without Redux or RTK Query. Every other page gets the app's store, loaded with it.
   */
  store?: boolean;
}

/**
 * The table itself is JSON so the BFF can read it from the shell's build (dist/routes.json): it names each
 * route's remote entry and first chunks in the page it serves, before any script runs.
 */
export const ROUTES: RemoteRoute[] = pageRoutes as RemoteRoute[];

export const NOT_FOUND_TITLE = '404 Page Not Found';

/** What the browser tab says for a page: 'Generate · Lessonloom'. */
export const documentTitle = (title: string) => `${title} · Lessonloom`;
