import type * as React from 'react';
import { localize } from '@core/paths';
import { useLanguage } from '~/i18n';

type LinkProps = Omit<React.ComponentPropsWithRef<'a'>, 'href'> & { to: string };

/** A link that keeps the reader in their language: to="/data" goes to /ar/data on Arabic pages. */
export function Link({ to, ...props }: LinkProps) {
  return <a href={localize(to, useLanguage())} {...props} />;
}
