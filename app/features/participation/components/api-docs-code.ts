import { site } from '@content/site';
import type { TFunction } from 'i18next';
import type { Language } from '~/i18n';
import { formatNumber } from '~/i18n/format';
import {
  apiBase,
  curlError,
  curlSearch,
  curlShow,
  errorResponse,
  errorStatus,
  javascriptFetch,
  pythonPandas,
  pythonSearch,
  withOrigin,
} from '../lib/api-examples';

export type Code = { label: string; code: string };

/**
 * The API page's blocks of code, with their labels in the page's language: the base address, the failed request
 * and its answer, and the examples (curl, Python, JavaScript), against this portal's address.
 */
export function apiCode(lang: Language, t: TFunction) {
  const code = (source: string) => withOrigin(source, site.url);
  const status = formatNumber(lang, errorStatus, { useGrouping: false });
  const examples: { id: string; intro?: string; blocks: Code[] }[] = [
    {
      id: 'curl',
      blocks: [
        { label: t('api:examples.curl.search'), code: code(curlSearch) },
        { label: t('api:examples.curl.show'), code: code(curlShow) },
      ],
    },
    {
      id: 'python',
      intro: 'examples.python.intro',
      blocks: [
        { label: t('api:examples.python.search'), code: code(pythonSearch) },
        { label: t('api:examples.python.pandas'), code: code(pythonPandas) },
      ],
    },
    {
      id: 'javascript',
      intro: 'examples.javascript.intro',
      blocks: [{ label: t('api:examples.javascript.fetch'), code: code(javascriptFetch) }],
    },
  ];
  return {
    base: { label: t('api:overview.baseLabel'), code: code(apiBase) },
    error: [
      { label: t('api:responses.exampleRequest'), code: code(curlError) },
      { label: t('api:responses.exampleResponse', { status }), code: code(errorResponse) },
    ],
    examples,
  };
}
