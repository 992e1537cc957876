import { useEffect, useState } from 'react';

export type Seats = Record<string, { capacity: number; seatsLeft: number }>;

async function load(): Promise<Seats | null> {
  try {
    const response = await fetch('/api/participation/events', { cache: 'no-store' });
    if (!response.ok) return null;
    const { events } = (await response.json()) as {
      events: { id: string; capacity: number; seatsLeft: number }[];
    };
    return Object.fromEntries(events.map((e) => [e.id, e]));
  } catch {
    // Offline or no server: the page keeps showing each event's capacity.
    return null;
  }
}

/** The seats left per event, asked of the server once the page runs, and again after each `refresh()`. */
export function useSeats() {
  const [seats, setSeats] = useState<Seats | null>(null);
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    let current = true;
    void load().then((next) => {
      if (current && next) setSeats(next);
    });
    return () => {
      current = false;
    };
  }, [asked]);
  return { seats, refresh: () => setAsked((n) => n + 1) };
}
