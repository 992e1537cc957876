import {
  SEARCH_API,
  receivedHit,
  type Hit,
  type SearchAnswer,
  type SearchRequest,
} from '@core/search/present';
import type { SearchType } from '@core/search/records';
import { useEffect, useRef, useState } from 'react';

/** How long the typing pauses before the next question is sent: a phone's round trip is longer than a key. */
const PAUSE_MS = 120;

export type Answer = Omit<SearchAnswer, 'groups' | 'hits'> & {
  groups: { type: SearchType; hits: Hit[] }[];
  hits: Hit[];
};

const received = (sent: SearchAnswer): Answer => ({
  ...sent,
  groups: sent.groups.map((g) => ({ type: g.type, hits: g.hits.map(receivedHit) })),
  hits: sent.hits.map(receivedHit),
});

const addressOf = (request: SearchRequest) => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(request))
    if (value !== undefined) params.set(name, String(value));
  return `${SEARCH_API}?${params}`;
};

/**
 * The portal search asked of the server (server/search.ts) for `request`, null for none: the first question at
 * once, the next once the typing pauses, an older one cancelled when a newer is sent, so an answer shown is never
 * older than one before it. `answer` is the answer to this request, null until it has come; `shown` the latest
 * answer come (kept on screen while the next is on its way); `failed` when this request could not be answered.
 */
export function useSiteSearch(request: SearchRequest | null) {
  const address = request && addressOf(request);
  const [came, setCame] = useState<{ address: string; answer: Answer } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const asked = useRef(false);
  useEffect(() => {
    if (!address) return;
    const controller = new AbortController();
    const ask = () =>
      fetch(address, { signal: controller.signal })
        .then((response) => {
          if (!response.ok) throw new Error(`${address}: ${response.status}`);
          return response.json() as Promise<SearchAnswer>;
        })
        .then(
          (sent) => {
            setFailed(null);
            setCame({ address, answer: received(sent) });
          },
          () => !controller.signal.aborted && setFailed(address),
        );
    const timer = setTimeout(ask, asked.current ? PAUSE_MS : 0);
    asked.current = true;
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [address, attempt]);
  return {
    answer: came && came.address === address ? came.answer : null,
    shown: came?.answer ?? null,
    failed: address !== null && failed === address,
    retry: () => {
      setFailed(null);
      setAttempt((a) => a + 1);
    },
  };
}
