import { participate } from '@content/participate';
import { site } from '@content/site';
import {
  ArrowDownIcon,
  CalendarDaysIcon,
  DatabaseIcon,
  MailIcon,
  MessageSquareIcon,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '~/components/ui/card';
import { useLocale } from '~/i18n/use-locale';
import { mailtoHref } from '../lib/mailto';

type Channel = (typeof participate.channels)[number];
const icons: Record<Channel['id'], LucideIcon> = {
  feedback: MessageSquareIcon,
  'data-requests': DatabaseIcon,
  events: CalendarDaysIcon,
};

/** Provide Feedback and Data Requests open a prefilled e-mail; Workshops & Events leads to the events list. */
export function ChannelCards() {
  const { t } = useTranslation('participate');
  const { l } = useLocale();
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {participate.channels.map((channel, i) => {
        const Icon = icons[channel.id];
        const hintId = `${channel.id}-hint`;
        return (
          <li
            key={channel.id}
            className="animate-rise"
            style={{ '--i': i, '--stagger': '0.2s' } as React.CSSProperties}
          >
            <Card padding="sections" className="h-full">
              <CardHeader>
                <span className="grid size-12 place-items-center rounded-xl bg-secondary text-secondary-foreground">
                  <Icon className="size-6" aria-hidden />
                </span>
                <CardTitle className="mt-2 text-xl">{l(channel.title)}</CardTitle>
              </CardHeader>
              <CardContent className="flex-1">
                <CardDescription className="text-base">{l(channel.description)}</CardDescription>
              </CardContent>
              <CardFooter className="flex-col items-stretch gap-2">
                {channel.email ? (
                  <>
                    <Button asChild>
                      <a
                        href={mailtoHref(site.contact.email, {
                          subject: l(channel.email.subject),
                          body: l(channel.email.body),
                        })}
                        aria-describedby={hintId}
                      >
                        <MailIcon aria-hidden />
                        {l(channel.cta)}
                      </a>
                    </Button>
                    <p id={hintId} className="text-xs text-muted-foreground">
                      {t('emailHint', { email: site.contact.email })}
                    </p>
                  </>
                ) : (
                  <>
                    <Button asChild variant="secondary">
                      <a href="#events" aria-describedby={hintId}>
                        {l(channel.cta)}
                        <ArrowDownIcon aria-hidden />
                      </a>
                    </Button>
                    <p id={hintId} className="text-xs text-muted-foreground">
                      {t('eventsHint')}
                    </p>
                  </>
                )}
              </CardFooter>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
