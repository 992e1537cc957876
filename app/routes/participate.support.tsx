import type * as React from 'react';
import { ContactBlock } from '~/features/participation/components/contact-block';
import { SupportPage } from '~/features/help/components/support-page';
import i18next from '~/i18n';
import { pageMeta } from '~/lib/meta';
import '~/i18n/namespaces/help';

export const meta = () =>
  pageMeta(i18next.t('help:support.metaTitle'), i18next.t('help:support.metaDescription'));

/**
 * /participate/support: the FAQ (each question linkable), how to get help, hours and contact; static but the FAQ's
 * search (`search`), an island given by its page (app/pages/[...lang]/participate/support.astro).
 */
export default function ParticipateSupportRoute({ search }: { search: React.ReactNode }) {
  return (
    <>
      <SupportPage search={search} />
      {/* The help channels' "Contact details" lead here. */}
      <div id="contact" className="scroll-mt-16">
        <ContactBlock />
      </div>
    </>
  );
}
