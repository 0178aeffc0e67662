// Leaving with changes the server does not have asks first: closing or reloading the tab (beforeunload), and
// following a link in the app while a change is refused or in conflict. A change that is only waiting for
// its autosave is not asked about: leaving the editor saves it (use-autosave).
import { useEffect } from 'react';

export const LEAVE_QUESTION = 'You have changes that are not saved. Leave this page anyway?';

export function useLeaveGuard(
  unsaved: () => boolean,
  unsaveable: () => boolean,
  confirm = window.confirm.bind(window),
) {
  useEffect(() => {
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (!unsaved()) return;
      e.preventDefault();
      e.returnValue = LEAVE_QUESTION;
    };
    const onClick = (e: MouseEvent) => {
      const link = (e.target as Element | null)?.closest?.('a[href]');
      if (!link || !unsaveable() || e.defaultPrevented) return;
      if (!confirm(LEAVE_QUESTION)) {
        e.preventDefault();
        e.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [unsaved, unsaveable, confirm]);
}
