import { site } from '@content/site';
import i18next from '~/i18n';
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
import '~/i18n/namespaces/api';

export type Code = { label: string; code: string };

/**
 * The API page's blocks of code, with their labels in the page's language: the base address, the failed request
 * and its answer, and the examples (curl, Python, JavaScript), against this portal's address.
 */
export function apiCode() {
  const t = i18next.getFixedT(null, 'api');
  const code = (source: string) => withOrigin(source, site.url);
  const status = formatNumber(i18next.language, errorStatus, { useGrouping: false });
  const examples: { id: string; intro?: string; blocks: Code[] }[] = [
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
  return {
    base: { label: t('overview.baseLabel'), code: code(apiBase) },
    error: [
      { label: t('responses.exampleRequest'), code: code(curlError) },
      { label: t('responses.exampleResponse', { status }), code: code(errorResponse) },
    ],
    examples,
  };
}
