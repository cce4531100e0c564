/** Leaving the app for the provider's pages (checkout, portal): one seam, so tests can watch it. */
export const browser = {
  go(url: string): void {
    window.location.assign(url);
  },
};
