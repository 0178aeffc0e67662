import { FIRST_PAINT } from '@lessonloom/contracts';

/**
 * Removes the page painted with the HTML (shell/public/index.html #first-paint), which hides the app while it
 * shows. Called in the frame React first shows a page or its fallback, so the one takes the other's place
 * in the same paint. Nothing to do when it is gone already or was never shown.
 */
export function dropFirstPaint(): void {
  document.getElementById(FIRST_PAINT.elementId)?.remove();
  document.documentElement.removeAttribute(FIRST_PAINT.shownAttribute);
}
