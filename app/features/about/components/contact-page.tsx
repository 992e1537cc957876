import { site } from '@content/site';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from 'lucide-react';
import { Link } from '~/components/ui/link';
import { AboutLinks } from '~/features/about/components/about-links';
import { SubpageHeader } from '~/features/about/components/subpage-header';
import { useTexts } from '~/i18n';
import { useLocale } from '~/i18n/use-locale';
import { Card } from '~/components/ui/card';
import { Container } from '~/components/page/container';
import aboutTexts from '~/i18n/namespaces/about';

/** The Contact page's body. */
export function ContactPage() {
  const { t } = useTexts(aboutTexts);
  const { l } = useLocale();
  const { contact } = site;
  const rows = [
    {
      key: 'email',
      icon: MailIcon,
      value: (
        <a href={`mailto:${contact.email}`} className="text-primary underline underline-offset-4">
          {contact.email}
        </a>
      ),
    },
    {
      key: 'phone',
      icon: PhoneIcon,
      value: (
        <a
          href={`tel:${contact.phone.replace(/ /g, '')}`}
          dir="ltr"
          className="text-primary underline underline-offset-4"
        >
          {contact.phone}
        </a>
      ),
    },
    { key: 'address', icon: MapPinIcon, value: l(contact.address) },
    { key: 'hours', icon: ClockIcon, value: l(contact.hours) },
  ] as const;
  return (
    <>
      <SubpageHeader title={t('contact.title')} lead={t('contact.lead')} />
      <Container width="medium" className="space-y-10 py-12">
        <address className="not-italic">
          <dl className="grid gap-4 sm:grid-cols-2">
            {rows.map(({ key, icon: Icon, value }) => (
              <Card key={key} className="relative min-w-0 ps-19">
                <dt className="text-sm font-medium text-muted-foreground">
                  <span className="absolute start-5 top-5 grid size-10 place-items-center rounded-lg bg-secondary text-secondary-foreground">
                    <Icon className="size-5" aria-hidden />
                  </span>
                  {t(`contact.${key}`)}
                </dt>
                <dd className="mt-1 text-lg font-medium break-words">{value}</dd>
              </Card>
            ))}
          </dl>
        </address>
        <p>
          {t('contact.feedback')}{' '}
          <Link to="/participate" className="font-medium text-primary underline underline-offset-4">
            {t('contact.participate')}
          </Link>
        </p>
        <AboutLinks current="contact" />
      </Container>
    </>
  );
}
