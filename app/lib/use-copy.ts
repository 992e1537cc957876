import { useState } from 'react';

/**
 * Copies text to the clipboard and keeps what really happened, for a status line: 'copied', or 'failed' (the
 * browser refused, or has no clipboard outside secure contexts). Cleared first, so a repeated copy is announced.
 */
export function useCopy() {
  const [state, setState] = useState<'copied' | 'failed' | null>(null);
  async function copy(text: string) {
    setState(null);
    try {
      if (typeof navigator.clipboard?.writeText !== 'function') throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  }
  return [state, copy] as const;
}
