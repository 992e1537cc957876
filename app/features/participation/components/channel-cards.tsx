import { participate } from '@content/participate';
import {
  ArrowDownIcon,
  ArrowRightIcon,
  CalendarDaysIcon,
  DatabaseIcon,
  MessageSquareIcon,
  type LucideIcon,
} from 'lucide-react';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '~/components/ui/card';
import { useLocale } from '~/i18n/use-locale';
import { Link } from '~/components/ui/link';
import { useTexts } from '~/i18n';
import participateTexts from '~/i18n/namespaces/participate';

type Channel = (typeof participate.channels)[number];
const icons: Record<Channel['id'], LucideIcon> = {
  feedback: MessageSquareIcon,
  'data-requests': DatabaseIcon,
  events: CalendarDaysIcon,
};

/** Provide Feedback and Data Requests lead to their forms; Workshops & Events to the events list. */
export function ChannelCards() {
  const { t } = useTexts(participateTexts);
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
                {channel.form ? (
                  <Button asChild>
                    <Link to={channel.form}>
                      {l(channel.cta)}
                      <ArrowRightIcon aria-hidden className="rtl:rotate-180" />
                    </Link>
                  </Button>
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
