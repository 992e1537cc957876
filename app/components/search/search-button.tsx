import { paths } from '@core/paths';
import type { SearchType } from '@core/search/records';
import type * as React from 'react';
import { Button } from '~/components/ui/button';
import { Link } from '~/i18n/link';
import { loadSearchDialog, openSearch } from './search-state';

/**
 * A button that opens the search dialog (scoped to `type` when given); its code and index are fetched on hover
 * or focus, before the click. It is a link to the results page, so it leads somewhere before the script runs.
 */
export function SearchButton({
  type,
  onOpen,
  children,
  ...props
}: Omit<React.ComponentProps<typeof Button>, 'asChild' | 'type'> & {
  type?: SearchType;
  onOpen?: () => void;
}) {
  return (
    <Button asChild {...props}>
      <Link
        to={type ? `${paths.search()}?type=${type}` : paths.search()}
        aria-haspopup="dialog"
        onPointerEnter={() => void loadSearchDialog()}
        onFocus={() => void loadSearchDialog()}
        onClick={(e) => {
          e.preventDefault();
          onOpen?.();
          openSearch(type);
        }}
      >
        {children}
      </Link>
    </Button>
  );
}
