import type { participate } from '@content/participate';
import { ClockIcon, MapPinIcon, UsersIcon, VideoIcon } from 'lucide-react';
import { Badge } from '~/components/ui/badge';
import { useLocale } from '~/i18n/use-locale';
import { splitEvents, todayInHail } from '../lib/events';
import { EventRegistration } from './event-registration';
import { useSeats, type Seats } from './use-seats';
import { Card } from '~/components/ui/card';
import { useHydrated } from '~/lib/use-hydrated';
import { useTexts } from '~/i18n';
import participateTexts from '~/i18n/namespaces/participate';

type Event = (typeof participate.events)[number];
/** Today's date in Hail once the page runs in a browser; null while prerendering and hydrating. */
function useToday() {
  return useHydrated() ? todayInHail() : null;
}

function EventItem({
  event,
  past,
  seats,
  onRegistered,
}: {
  event: Event;
  past: boolean;
  seats?: Seats[string];
  onRegistered?: () => void;
}) {
  const { t } = useTexts(participateTexts);
  const { l, date, dateWithHijri, number } = useLocale();
  const when = dateWithHijri(event.date, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  return (
    <Card
      as="li"
      id={event.id}
      className="flex scroll-mt-20 flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-start"
    >
      <time
        dateTime={event.date}
        className="flex w-16 shrink-0 flex-col items-center rounded-lg bg-secondary py-2 text-secondary-foreground"
      >
        <span className="text-xs font-semibold uppercase">{date(event.date, { month: 'short' })}</span>
        <span className="text-2xl leading-none font-bold">{date(event.date, { day: 'numeric' })}</span>
      </time>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-lg font-semibold">{l(event.title)}</h3>
          <Badge variant={event.format === 'online' ? 'secondary' : 'accent'}>
            {t(`events.${event.format}`)}
          </Badge>
        </div>
        <p className="mt-1 text-muted-foreground">{l(event.description)}</p>
        <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm">
          <li className="flex items-center gap-1.5">
            <ClockIcon className="size-4 text-primary" aria-hidden />
            {when}, <span dir="ltr">{event.time}</span>
          </li>
          <li className="flex items-center gap-1.5">
            {event.format === 'online' ? (
              <VideoIcon className="size-4 text-primary" aria-hidden />
            ) : (
              <MapPinIcon className="size-4 text-primary" aria-hidden />
            )}
            {l(event.location)}
          </li>
          {!past && (
            <li className="flex items-center gap-1.5">
              <UsersIcon className="size-4 text-primary" aria-hidden />
              {seats
                ? seats.seatsLeft > 0
                  ? t('events.seatsLeft', { left: number(seats.seatsLeft), capacity: number(seats.capacity) })
                  : t('events.full')
                : t('events.seats', { capacity: number(event.capacity) })}
            </li>
          )}
        </ul>
      </div>
      {past ? (
        <p className="text-sm text-muted-foreground sm:w-40 sm:text-end">{t('events.ended')}</p>
      ) : (
        <EventRegistration
          event={event}
          full={seats?.seatsLeft === 0}
          onRegistered={onRegistered ?? (() => {})}
        />
      )}
    </Card>
  );
}

/**
 * Workshops and events (content/participate.ts, given by the page: an island's props): upcoming ones with their
 * seats left and registration, then past ones.
 */
export function EventsList({ events }: { events: readonly Event[] }) {
  const { t } = useTexts(participateTexts);
  const { upcoming, past } = splitEvents(events, useToday());
  const { seats, refresh } = useSeats();
  return (
    <div className="space-y-8">
      {upcoming.length ? (
        <ul aria-label={t('events.upcoming')} className="space-y-4">
          {upcoming.map((event) => (
            <EventItem
              key={event.id}
              event={event}
              past={false}
              seats={seats?.[event.id]}
              onRegistered={() => void refresh()}
            />
          ))}
        </ul>
      ) : (
        <p className="rounded-xl border border-dashed p-6 text-muted-foreground">{t('events.none')}</p>
      )}
      {past.length > 0 && (
        <section aria-labelledby="past-events-heading">
          <h3 id="past-events-heading" className="mb-4 text-xl font-semibold">
            {t('events.past')}
          </h3>
          <ul className="space-y-4 opacity-90">
            {past.map((event) => (
              <EventItem key={event.id} event={event} past />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
