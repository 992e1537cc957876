import { site } from '@content/site';
import { useTranslation } from 'react-i18next';
import {
  curlSearch,
  curlShow,
  javascriptFetch,
  pythonPandas,
  pythonSearch,
  withOrigin,
} from '../lib/api-examples';
import { CodeBlock } from './api-docs-code-block';
import { ApiText } from './api-docs-inline';
import { DocSection } from './api-docs-section';
import '~/i18n/namespaces/api';

type Example = { id: string; intro?: string; blocks: { label: string; code: string }[] };

/** The same calls in curl, Python (ckanapi, pandas) and JavaScript (fetch), against this portal's address. */
export function ApiExamples() {
  const { t } = useTranslation('api');
  const code = (source: string) => withOrigin(source, site.url);
  const examples: Example[] = [
    {
      id: 'curl',
      blocks: [
        { label: t('examples.curl.search'), code: code(curlSearch) },
        { label: t('examples.curl.show'), code: code(curlShow) },
      ],
    },
    {
      id: 'python',
      intro: 'examples.python.intro',
      blocks: [
        { label: t('examples.python.search'), code: code(pythonSearch) },
        { label: t('examples.python.pandas'), code: code(pythonPandas) },
      ],
    },
    {
      id: 'javascript',
      intro: 'examples.javascript.intro',
      blocks: [{ label: t('examples.javascript.fetch'), code: code(javascriptFetch) }],
    },
  ];
  return (
    <DocSection
      id="examples"
      title={t('examples.title')}
      description={t('examples.description')}
      className="pt-4"
    >
      <div className="space-y-10">
        {examples.map((example) => (
          <section key={example.id} aria-labelledby={`example-${example.id}`}>
            <h3 id={`example-${example.id}`} className="text-xl font-semibold">
              {t(`examples.${example.id}.title`)}
            </h3>
            {example.intro && (
              <p className="mt-2 text-muted-foreground">
                <ApiText k={example.intro} />
              </p>
            )}
            <div className="mt-4 space-y-4">
              {example.blocks.map((block) => (
                <CodeBlock key={block.label} label={block.label} code={block.code} />
              ))}
            </div>
          </section>
        ))}
      </div>
    </DocSection>
  );
}
