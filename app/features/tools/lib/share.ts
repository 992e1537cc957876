export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

type ShareNavigator = {
  share?: (data: ShareData) => Promise<void>;
  clipboard?: { writeText: (text: string) => Promise<void> };
};

/**
 * Shares a link with the system share sheet where the browser has one, otherwise copies it to the clipboard.
 * The outcome says what really happened, so the page can report it truthfully.
 */
export async function shareOrCopy(
  data: { title: string; url: string },
  nav: ShareNavigator,
): Promise<ShareOutcome> {
  if (typeof nav.share === 'function') {
    try {
      await nav.share({ title: data.title, url: data.url });
      return 'shared';
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') return 'cancelled';
      // Share sheet refused (e.g. not allowed here): fall back to the clipboard.
    }
  }
  if (typeof nav.clipboard?.writeText === 'function') {
    try {
      await nav.clipboard.writeText(data.url);
      return 'copied';
    } catch {
      return 'failed';
    }
  }
  return 'failed';
}
