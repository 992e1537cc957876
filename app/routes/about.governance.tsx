import { governance } from '@content/governance';
import {
  BadgeCheckIcon,
  FileCheckIcon,
  RefreshCwIcon,
  ScaleIcon,
  ShieldIcon,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '~/i18n/link';
import { AboutLinks } from '~/features/about/components/about-links';
import { SubpageHeader } from '~/features/about/components/subpage-header';
import i18next from '~/i18n';
import { useLocale } from '~/i18n/use-locale';
import { pageMeta } from '~/lib/meta';

export const meta = () =>
  pageMeta(i18next.t('about:governance.title'), i18next.t('about:governance.description'));

const icons: Record<(typeof governance.policies)[number]['icon'], LucideIcon> = {
  scale: ScaleIcon,
  'file-check': FileCheckIcon,
  'refresh-cw': RefreshCwIcon,
  'badge-check': BadgeCheckIcon,
  shield: ShieldIcon,
};

export default function GovernanceRoute() {
  const { t } = useTranslation('about');
  const { l, date } = useLocale();
  return (
    <>
      <SubpageHeader title={t('governance.title')} lead={l(governance.lead)} />
      <div className="mx-auto max-w-5xl space-y-8 px-4 py-12 sm:px-6 lg:px-8">
        {governance.policies.map((policy) => {
          const Icon = icons[policy.icon];
          return (
            <section
              key={policy.id}
              id={policy.id}
              aria-labelledby={`${policy.id}-heading`}
              className="rounded-xl border bg-card p-6 shadow-sm"
            >
              <div className="flex items-center gap-3">
                <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-secondary text-secondary-foreground">
                  <Icon className="size-5" aria-hidden />
                </span>
                <h2 id={`${policy.id}-heading`} className="text-xl font-semibold">
                  {l(policy.title)}
                </h2>
              </div>
              <p className="mt-4 text-lg">{l(policy.summary)}</p>
              <ul className="mt-3 list-disc space-y-1.5 ps-6 text-muted-foreground">
                {policy.points.map((point) => (
                  <li key={point.en}>{l(point)}</li>
                ))}
              </ul>
            </section>
          );
        })}
        <p className="text-sm text-muted-foreground">
          {t('governance.reviewed', { date: date(governance.reviewed) })} {t('governance.questions')}{' '}
          <Link to="/about/contact" className="font-medium text-primary underline underline-offset-4">
            {t('governance.contactLink')}
          </Link>
        </p>
        <AboutLinks current="governance" />
      </div>
    </>
  );
}
