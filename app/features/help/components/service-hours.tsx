import { support } from '@content/support';
import { ClockIcon } from 'lucide-react';
import { Section } from '~/components/page/section';
import { Card } from '~/components/ui/card';
import { useLocale } from '~/i18n/use-locale';
import { HelpLink } from './help-link';
import { textLink } from './text-link';

/** When the team answers, and when the portal is open (the team's hours are content/site.ts's). */
export function ServiceHours() {
  const { l } = useLocale();
  const { hours } = support;
  return (
    <Section id="hours" title={l(hours.title)} description={l(hours.lead)} className="scroll-mt-20 pt-4">
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {hours.items.map((item) => (
          <Card key={item.id} flat>
            <dt className="flex items-center gap-2 text-sm text-muted-foreground">
              <ClockIcon className="size-4 shrink-0 text-primary" aria-hidden />
              {l(item.term)}
            </dt>
            <dd className="mt-2 font-medium">
              {l(item.text)}
              {item.link && (
                <>
                  {' '}
                  <HelpLink href={item.link.href} className={textLink}>
                    {l(item.link.label)}
                  </HelpLink>
                  .
                </>
              )}
            </dd>
          </Card>
        ))}
      </dl>
    </Section>
  );
}
