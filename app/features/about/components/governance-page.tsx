import { governance } from '@content/governance';
import {
  BadgeCheckIcon,
  FileCheckIcon,
  RefreshCwIcon,
  ScaleIcon,
  ShieldIcon,
  type LucideIcon,
} from 'lucide-react';
import { Link } from '~/components/ui/link';
import { AboutLinks } from '~/features/about/components/about-links';
import { SubpageHeader } from '~/features/about/components/subpage-header';
import { useTexts } from '~/i18n';
import { useLocale } from '~/i18n/use-locale';
import { Card } from '~/components/ui/card';
import { Container } from '~/components/page/container';
import aboutTexts from '~/i18n/namespaces/about';

const icons: Record<(typeof governance.policies)[number]['icon'], LucideIcon> = {
  scale: ScaleIcon,
  'file-check': FileCheckIcon,
  'refresh-cw': RefreshCwIcon,
  'badge-check': BadgeCheckIcon,
  shield: ShieldIcon,
};

/** The Data Governance page's body: the policies of content/governance.ts. */
export function GovernancePage() {
  const { t } = useTexts(aboutTexts);
  const { l, date } = useLocale();
  return (
    <>
      <SubpageHeader title={t('governance.title')} lead={l(governance.lead)} />
      <Container width="medium" className="space-y-8 py-12">
        {governance.policies.map((policy) => {
          const Icon = icons[policy.icon];
          return (
            <Card
              as="section"
              padding="lg"
              key={policy.id}
              id={policy.id}
              aria-labelledby={`${policy.id}-heading`}
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
            </Card>
          );
        })}
        <p className="text-sm text-muted-foreground">
          {t('governance.reviewed', { date: date(governance.reviewed) })} {t('governance.questions')}{' '}
          <Link to="/about/contact" className="font-medium text-primary underline underline-offset-4">
            {t('governance.contactLink')}
          </Link>
        </p>
        <AboutLinks current="governance" />
      </Container>
    </>
  );
}
