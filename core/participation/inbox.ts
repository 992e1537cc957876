/**
 * The staff inbox's vocabulary and what each of its pages shows. The server reads the store and names the page
 * (server/staff/routes.ts); the page, rendered on demand, shows it (app/pages/[...lang]/staff/): this is what
 * passes between them, as `Astro.locals.staff`.
 */
import { localize, type Language } from '../paths';

export const STATUSES = ['new', 'in-review', 'answered', 'closed'] as const;
export const KINDS = ['feedback', 'data-request', 'registration', 'newsletter'] as const;
export type Status = (typeof STATUSES)[number];
export type Kind = (typeof KINDS)[number];

/** How many submissions the list shows; the export has them all. */
export const LIST_LIMIT = 200;

export const staffBase = (lang: Language) => localize('/staff', lang);

export type Submission = {
  id: number;
  reference: string;
  kind: string;
  language: string;
  status: string;
  payload: string;
  created_at: string;
};

export type AuditRow = {
  id: number;
  submission_id: number;
  actor: string;
  action: string;
  detail: string;
  at: string;
};

/** Seats taken per event and every registration, oldest first. */
export type Registrations = {
  seats: { event_id: string; capacity: number; taken: number }[];
  people: { event_id: string; reference: string; payload: string; created_at: string }[];
};

/** A list filter read from the address: unknown kinds and statuses are ignored, the search is bounded. */
export type Filter = { kind?: Kind; status?: Status; q: string };

export function readFilter(query: Record<string, unknown>): Filter {
  return {
    kind: KINDS.find((k) => k === query.kind),
    status: STATUSES.find((s) => s === query.status),
    q: typeof query.q === 'string' ? query.q.trim().slice(0, 200).toLowerCase() : '',
  };
}

/** What the inbox tells staff in a card or beside a form (the page's texts: app/i18n/locales/<lang>/staff.json). */
export type StaffMessage =
  'wrong' | 'tooMany' | 'busy' | 'origin' | 'badForm' | 'unavailable' | 'failed' | 'notFound' | 'notReader';

/** The page the server chose, with what it shows; `user` is who is signed in, when someone is. */
export type StaffView =
  | { page: 'closed' }
  | { page: 'sign-in'; error?: StaffMessage; minutes?: number }
  | { page: 'message'; message: StaffMessage; user: string | null; back: boolean }
  | { page: 'inbox'; user: string; filter: Filter; rows: Submission[]; total: number }
  | { page: 'submission'; user: string; row: Submission; audit: AuditRow[] }
  | { page: 'events'; user: string; registrations: Registrations };

/** What a submission says in a line: the message, the data asked for, the registration or the address. */
export function summaryOf(row: Submission) {
  const p = JSON.parse(row.payload) as Record<string, unknown>;
  const text = p.message ?? p.data ?? (p.event ? `${p.event}: ${p.name} <${p.email}>` : p.email);
  return String(text ?? '').slice(0, 240);
}
