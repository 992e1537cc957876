import type * as React from 'react';
import { ApiText } from './api-docs-inline';
import { DocSection } from './api-docs-section';
import { useTexts } from '~/i18n';
import apiTexts from '~/i18n/namespaces/api';

/** The examples' section: the same calls in curl, Python (ckanapi, pandas) and JavaScript (fetch), as children. */
export function ApiExamples({ children }: { children: React.ReactNode }) {
  const { t } = useTexts(apiTexts);
  return (
    <DocSection
      id="examples"
      title={t('examples.title')}
      description={t('examples.description')}
      className="pt-4"
    >
      <div className="space-y-10">{children}</div>
    </DocSection>
  );
}

/** One language's examples (`id`: curl, python, javascript), with an intro (a key of the api namespace). */
export function ApiExample({
  id,
  intro,
  children,
}: {
  id: string;
  intro?: string;
  children: React.ReactNode;
}) {
  const { t } = useTexts(apiTexts);
  return (
    <section aria-labelledby={`example-${id}`}>
      <h3 id={`example-${id}`} className="text-xl font-semibold">
        {t(`examples.${id}.title`)}
      </h3>
      {intro && (
        <p className="mt-2 text-muted-foreground">
          <ApiText k={intro} />
        </p>
      )}
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}
