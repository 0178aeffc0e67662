// The 401 rule fires outside React; the router registers itself here so the redirect is a
// client-side navigation (no reload) whenever a router is mounted.
type Navigate = (path: string, options?: { replace?: boolean }) => void;

let navigator: Navigate | null = null;

export function setNavigator(next: Navigate | null): void {
  navigator = next;
}

export function navigateTo(path: string, options?: { replace?: boolean }): void {
  if (navigator) navigator(path, options);
  else window.location.assign(path);
}
