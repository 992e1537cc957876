import { SearchIcon } from 'lucide-react';
import { paths } from '@core/paths';
import type { SearchType } from '@core/search/records';
import { Button } from '~/components/ui/button';
import { Link } from '~/components/ui/link';
import { isPlainClick } from '~/lib/address';
import { showSearch } from './search-scope';

/**
 * A page's own search button, scoped to a type (the Data page's 'Search Indicators'): an island. Until its code comes
 * it is a link to the results page for that type; then it opens the header's search dialog, scoped.
 */
export function PageSearchButton({ type, label }: { type: SearchType; label: string }) {
  return (
    <Button asChild size="lg" variant="sand">
      <Link
        to={`${paths.search()}?type=${type}`}
        aria-haspopup="dialog"
        onClick={(e) => isPlainClick(e) && showSearch(type) && e.preventDefault()}
      >
        <SearchIcon aria-hidden />
        {label}
      </Link>
    </Button>
  );
}
