import { participate } from '@content/participate';
import { site } from '@content/site';
import { ClockIcon, MapPinIcon, VideoIcon } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { useLocale } from '~/i18n/use-locale';
import { splitEvents, todayInHail } from '../lib/events';
import { mailtoHref } from '../lib/mailto';
import { Card } from '~/components/ui/card';

type Event = (typeof participate.events)[number];
const noop = () => () => {};

/** Today's date in Hail once the page runs in a browser; null while prerendering and hydrating. */
function useToday() {
  return useSyncExternalStore(noop, todayInHail, () => null);
}

function EventItem({ event, past }: { event: Event; past: boolean }) {
  const { t } = useTranslation('participate');
  const { l, date } = useLocale();
  const title = l(event.title);
  const when = date(event.date, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  return (
    <Card as="li" className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <time
        dateTime={event.date}
        className="flex w-16 shrink-0 flex-col items-center rounded-lg bg-secondary py-2 text-secondary-foreground"
      >
        <span className="text-xs font-semibold uppercase">{date(event.date, { month: 'short' })}</span>
        <span className="text-2xl leading-none font-bold">{date(event.date, { day: 'numeric' })}</span>
      </time>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-lg font-semibold">{title}</h3>
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
        </ul>
      </div>
      {past ? (
        <p className="text-sm text-muted-foreground sm:w-40 sm:text-end">{t('events.ended')}</p>
      ) : (
        <Button asChild variant="outline" className="shrink-0">
          <a
            href={mailtoHref(site.contact.email, {
              subject: t('events.registerSubject', { title, date: date(event.date) }),
            })}
            aria-label={t('events.registerLabel', { title })}
          >
            {t('events.register')}
          </a>
        </Button>
      )}
    </Card>
  );
}

/** Workshops and events: upcoming ones with a Register e-mail link, then past ones. */
export function EventsList() {
  const { t } = useTranslation('participate');
  const { upcoming, past } = splitEvents(participate.events, useToday());
  return (
    <div className="space-y-8">
      {upcoming.length ? (
        <ul aria-label={t('events.upcoming')} className="space-y-4">
          {upcoming.map((event) => (
            <EventItem key={event.id} event={event} past={false} />
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
