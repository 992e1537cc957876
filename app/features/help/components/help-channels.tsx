import { support } from '@content/support';
import {
  ArrowRightIcon,
  CalendarDaysIcon,
  CodeIcon,
  DatabaseIcon,
  GraduationCapIcon,
  LifeBuoyIcon,
  MessageSquareWarningIcon,
  PhoneIcon,
  type LucideIcon,
} from 'lucide-react';
import { Section } from '~/components/page/section';
import { Card } from '~/components/ui/card';
import { useLocale } from '~/i18n/use-locale';
import { HelpLink } from './help-link';

const icons: Record<string, LucideIcon> = {
  learn: GraduationCapIcon,
  feedback: MessageSquareWarningIcon,
  'data-requests': DatabaseIcon,
  api: CodeIcon,
  events: CalendarDaysIcon,
  contact: PhoneIcon,
};

/** How to get help: a card per channel, each leading to its page or form. */
export function HelpChannels() {
  const { l } = useLocale();
  const { help } = support;
  return (
    <Section id="help" title={l(help.title)} description={l(help.lead)} className="scroll-mt-20 pt-4">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {help.channels.map((channel) => {
          const Icon = icons[channel.id] ?? LifeBuoyIcon;
          return (
            <Card as="li" key={channel.id} className="flex flex-col">
              <span className="grid size-10 place-items-center rounded-lg bg-secondary text-secondary-foreground">
                <Icon className="size-5" aria-hidden />
              </span>
              <h3 className="mt-4 font-semibold">{l(channel.title)}</h3>
              <p className="mt-1 mb-4 text-sm text-muted-foreground">{l(channel.text)}</p>
              <HelpLink
                href={channel.link.href}
                className="mt-auto inline-flex items-center gap-1.5 text-sm font-semibold text-primary underline-offset-4 hover:underline"
              >
                {l(channel.link.label)}
                <ArrowRightIcon className="size-4 rtl:rotate-180" aria-hidden />
              </HelpLink>
            </Card>
          );
        })}
      </ul>
    </Section>
  );
}
