import { createHash } from 'node:crypto';
import path from 'node:path';
import { FIRST_PAINT, STORAGE_KEYS } from '@lessonloom/contracts';
import { readWhenChanged } from './static.file-cache';
import { localRemoteDir } from './static.remotes';

/**
 * Where the shell's page takes the painted top of a page (shell/public/index.html, inside #first-paint): an
 * element, since the shell's build drops HTML comments. Left in place (inert) on pages without one.
 */
export const FIRST_PAINT_MARKER = '<template id="first-paint-page"></template>';

const js = JSON.stringify;
const { elementId, sessionGlobal, emailAttribute, shownAttribute, atOnceMeta } = FIRST_PAINT;

/**
 * Runs with the HTML, before the app's scripts, when a token is stored (signed out: nothing): asks for the
 * session at once, in parallel with the scripts, and leaves the answer for the app's session check
 * (web-core early-session.ts). A painted page that says nothing of the teacher is shown at once, in the
 * page's first frame, above a spinner while the check runs; one that shows their email is shown when the
 * session answers, email filled in. A refused session shows nothing more; the app then sends the teacher to
 * /login as before.
 */
export const FIRST_PAINT_SCRIPT = [
  '(function(){',
  'var t=null;',
  `try{t=localStorage.getItem(${js(STORAGE_KEYS.authToken)})}catch(e){}`,
  'if(!t)return;',
  'var d=document.documentElement;',
  `if(document.querySelector('meta[name=${js(atOnceMeta)}]'))d.setAttribute(${js(shownAttribute)},"shown");`,
  'var u=fetch("/api/auth/me",{headers:{Authorization:"Bearer "+t}})',
  '.then(function(r){return r.ok?r.json():null}).catch(function(){return null});',
  `window[${js(sessionGlobal)}]={token:t,user:u};`,
  'u.then(function(me){',
  'if(!me||typeof me.email!=="string")return;',
  'function show(){',
  `var p=document.getElementById(${js(elementId)});`,
  'if(!p)return;',
  `var s=p.querySelectorAll("[${emailAttribute}]");`,
  `for(var i=0;i<s.length;i++)s[i].textContent=s[i].getAttribute(${js(emailAttribute)})+me.email;`,
  `d.setAttribute(${js(shownAttribute)},"shown")}`,
  'if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",show);else show()',
  '})})();',
].join('');

/** The tag that has the painted page shown with the HTML (the script above reads it). */
export const FIRST_PAINT_AT_ONCE = `<meta name="${atOnceMeta}">`;

/** Whether a painted page waits for the session: it shows something of the teacher. */
export const waitsForSession = (markup: string) => markup.includes(emailAttribute);

/** The CSP source that lets exactly that script run (no 'unsafe-inline'). */
export const FIRST_PAINT_SCRIPT_CSP = `'sha256-${createHash('sha256').update(FIRST_PAINT_SCRIPT).digest('base64')}'`;

/**
 * The painted top of a remote's page (its build's `first-paint/<Module>.html`, read from disk as it is now, so
 * a redeployed remote paints its new text with no shell rebuild). Null for a remote served from another
 * origin (REMOTE_URLS: not on this disk) or a page without one.
 */
export async function firstPaintMarkup(
  staticRoot: string,
  manifestUrl: string,
  module: string,
): Promise<string | null> {
  const dir = localRemoteDir(manifestUrl);
  if (!dir || !/^[A-Za-z]+$/.test(module)) return null;
  return readWhenChanged(path.join(staticRoot, dir, 'dist', 'first-paint', `${module}.html`), (text) => text.trim());
}
