import type { HeadlineStat } from '@content/home';
import type { HeadlineFigure } from '~/lib/headline-stat';
import { BriefcaseIcon, PlaneIcon, TrendingUpIcon, UsersIcon, type LucideIcon } from 'lucide-react';
import { StatCard } from '~/components/page/stat-card';
import { useLocale } from '~/i18n/use-locale';
import { formatChange, formatHeadlineValue } from '~/lib/headline-stat';
import { useTexts } from '~/i18n';
import homeTexts from '~/i18n/namespaces/home';

const icons: Record<HeadlineStat['icon'], LucideIcon> = {
  users: UsersIcon,
  'trending-up': TrendingUpIcon,
  briefcase: BriefcaseIcon,
  plane: PlaneIcon,
};

/** A headline figure (content/home.ts, its value from data/indicators): value, then period · change · note. */
export function HeadlineStatCard({ stat, className }: { stat: HeadlineFigure; className?: string }) {
  const { t } = useTexts(homeTexts);
  const { l, locale } = useLocale();
  const note = [
    stat.period && l(stat.period),
    stat.change !== undefined && t('change', { value: formatChange(locale, stat.change) }),
    stat.note && l(stat.note),
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <StatCard
      className={className}
      label={l(stat.label)}
      icon={icons[stat.icon]}
      value={formatHeadlineValue(locale, stat)}
      note={note || undefined}
    />
  );
}
