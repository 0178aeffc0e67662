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

/**
 * Runs with the HTML, before the app's scripts: a teacher with a stored token has the session asked for at
 * once, in parallel with the scripts, and once it answers sees the page's top (their email filled in) instead
 * of a blank frame. Signed out, or a session the server refuses: nothing is shown, and the app's own check
 * (spinner, then /login) runs as before. The app's session check takes this answer (web-core early-session.ts).
 */
export const FIRST_PAINT_SCRIPT = `(function(){var t=null;try{t=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.authToken)})}catch(e){}if(!t)return;\
var u=fetch("/api/auth/me",{headers:{Authorization:"Bearer "+t}}).then(function(r){return r.ok?r.json():null}).catch(function(){return null});\
window[${JSON.stringify(FIRST_PAINT.sessionGlobal)}]={token:t,user:u};\
u.then(function(me){if(!me||typeof me.email!=="string")return;function show(){var p=document.getElementById(${JSON.stringify(FIRST_PAINT.elementId)});if(!p)return;\
var s=p.querySelectorAll("[${FIRST_PAINT.emailAttribute}]");for(var i=0;i<s.length;i++)s[i].textContent=s[i].getAttribute(${JSON.stringify(FIRST_PAINT.emailAttribute)})+me.email;\
p.hidden=false}if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",show);else show()})})();`;

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
