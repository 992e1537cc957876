import type { StaffView } from '@core/participation/inbox';

/**
 * The view the server chose for this staff page (`Astro.locals.staff`, server/staff/routes.ts), or undefined
 * when the page was asked for some other way (its address typed in, the dev server without the inbox's routes):
 * the page then answers 404.
 */
export function staffView<P extends StaffView['page']>(locals: App.Locals, page: P) {
  const view = locals.staff;
  return view?.page === page ? (view as Extract<StaffView, { page: P }>) : undefined;
}

/** A date and time as the inbox lists them: to the minute, or the second, in UTC. */
export const minute = (iso: string) => iso.slice(0, 16).replace('T', ' ');
export const second = (iso: string) => iso.slice(0, 19).replace('T', ' ');

/** A submission's kind and status in the page's language; one the texts do not name (an old row) as it is stored. */
export const kindName = ({ t }: App.Locals, kind: string) => t(`staff:kinds.${kind}`, { defaultValue: kind });
export const statusName = ({ t }: App.Locals, status: string) =>
  t(`staff:statuses.${status}`, { defaultValue: status });
