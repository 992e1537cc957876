import { participate } from '@content/participate';
import { site } from '@content/site';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from 'lucide-react';
import { useLocale } from '~/i18n/use-locale';
import { useTexts } from '~/i18n';
import participateTexts from '~/i18n/namespaces/participate';

/** The portal's e-mail, phone, address and hours, read from content/site.ts. */
export function ContactBlock() {
  const { t } = useTexts(participateTexts);
  const { l } = useLocale();
  const { contact } = site;
  const link = 'font-medium text-white underline underline-offset-4 hover:text-sand';
  const items = [
    {
      key: 'email',
      icon: MailIcon,
      value: (
        <a href={`mailto:${contact.email}`} className={link}>
          {contact.email}
        </a>
      ),
    },
    {
      key: 'phone',
      icon: PhoneIcon,
      value: (
        <a href={`tel:${contact.phone.replace(/ /g, '')}`} dir="ltr" className={link}>
          {contact.phone}
        </a>
      ),
    },
    { key: 'address', icon: MapPinIcon, value: l(contact.address) },
    { key: 'hours', icon: ClockIcon, value: l(contact.hours) },
  ] as const;
  return (
    <section aria-labelledby="contact-heading" className="bg-[oklch(0.3_0.06_200)] text-white">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-14 sm:px-6 lg:grid-cols-[2fr_3fr] lg:px-8">
        <div>
          <h2 id="contact-heading" className="text-2xl font-bold tracking-tight md:text-3xl">
            {l(participate.contact.title)}
          </h2>
          <p className="mt-3 text-lg text-white/85">{l(participate.contact.text)}</p>
        </div>
        <address className="not-italic">
          <dl className="grid gap-4 sm:grid-cols-2">
            {items.map(({ key, icon: Icon, value }) => (
              <div
                key={key}
                className="relative min-w-0 rounded-xl border border-white/20 bg-white/5 p-4 ps-12"
              >
                <dt className="text-sm text-white/80">
                  <Icon className="absolute start-4 top-4.5 size-5 text-sand" aria-hidden />
                  {t(`contact.${key}`)}
                </dt>
                <dd className="mt-0.5 break-words">{value}</dd>
              </div>
            ))}
          </dl>
        </address>
      </div>
    </section>
  );
}
