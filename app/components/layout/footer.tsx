import { site } from '@content/site';
import { AwardIcon, MailIcon, MapPinIcon, PhoneIcon } from 'lucide-react';
import { Link } from '~/components/ui/link';
import { useLocale } from '~/i18n/use-locale';
import { Logo } from './logo';
import { SocialIcon } from './social-icon';
import { useTexts } from '~/i18n';

export function Footer() {
  const { t } = useTexts();
  const { l } = useLocale();
  return (
    <footer className="bg-[oklch(0.22_0.03_220)] text-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.3fr_3fr] lg:px-8">
        <div className="space-y-5">
          <Logo inverse />
          <p className="text-sm text-white/80">{l(site.description)}</p>
          <address className="space-y-2 text-sm text-white/85 not-italic">
            <h2 className="font-semibold text-white">{t('footer.contact')}</h2>
            <p className="flex items-start gap-2">
              <MapPinIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
              {l(site.contact.address)}
            </p>
            <p className="flex items-center gap-2">
              <MailIcon className="size-4 shrink-0" aria-hidden />
              <a href={`mailto:${site.contact.email}`} className="underline-offset-4 hover:underline">
                {site.contact.email}
              </a>
            </p>
            <p className="flex items-center gap-2">
              <PhoneIcon className="size-4 shrink-0" aria-hidden />
              <a
                href={`tel:${site.contact.phone.replace(/ /g, '')}`}
                dir="ltr"
                className="underline-offset-4 hover:underline"
              >
                {site.contact.phone}
              </a>
            </p>
          </address>
        </div>
        <div className="grid grid-cols-2 gap-8 md:grid-cols-4">
          {site.footerGroups.map((group) => (
            <nav key={group.id} aria-labelledby={`footer-${group.id}`}>
              <h2 id={`footer-${group.id}`} className="mb-3 font-semibold">
                {l(group.title)}
              </h2>
              <ul className="space-y-2 text-sm">
                {group.links.map((link) => (
                  <li key={link.href}>
                    <Link
                      to={link.href}
                      className="text-white/80 underline-offset-4 hover:text-white hover:underline"
                    >
                      {l(link.name)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </div>
      <div className="border-t border-white/15">
        <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 lg:px-8">
          <ul aria-label={t('footer.standards')} className="flex flex-wrap gap-3">
            {site.standards.map((badge) => (
              <li
                key={badge.id}
                title={l(badge.description)}
                className="flex items-center gap-2 rounded-full border border-white/25 px-3 py-1 text-xs font-medium"
              >
                <AwardIcon className="size-3.5 text-sand" aria-hidden />
                {l(badge.label)}
                <span className="sr-only">: {l(badge.description)}</span>
              </li>
            ))}
          </ul>
          <div className="flex flex-col gap-4 text-sm text-white/80 md:flex-row md:items-center md:justify-between">
            <p>{t('footer.rights', { year: site.copyrightYear, authority: l(site.authority) })}</p>
            <div className="flex flex-wrap items-center gap-4">
              <div className="flex items-center gap-2">
                <span className="sr-only">{t('footer.social')}</span>
                {site.social.map((s) =>
                  s.href ? (
                    <a
                      key={s.id}
                      href={s.href}
                      aria-label={l(s.name)}
                      className="grid size-9 place-items-center rounded-full border border-white/25 hover:bg-white/10"
                    >
                      <SocialIcon id={s.id} />
                    </a>
                  ) : (
                    <button
                      key={s.id}
                      type="button"
                      disabled
                      aria-label={t('footer.socialUnavailable', { name: l(s.name) })}
                      title={t('footer.socialUnavailable', { name: l(s.name) })}
                      className="grid size-9 cursor-not-allowed place-items-center rounded-full border border-white/25 opacity-60"
                    >
                      <SocialIcon id={s.id} />
                    </button>
                  ),
                )}
                {site.social.every((s) => !s.href) && (
                  <span className="text-xs">{t('footer.socialPending')}</span>
                )}
              </div>
              <span className="rounded-md bg-white px-3 py-1.5 text-xs font-bold text-[oklch(0.4_0.11_150)]">
                {l(site.vision2030)}
              </span>
            </div>
          </div>
        </div>
      </div>
    </footer>
  );
}
