// Leaving the app for the payment provider is a full navigation; behind one object so tests can observe it
// (jsdom cannot navigate).
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
  origin(): string {
    return window.location.origin;
  },
};
