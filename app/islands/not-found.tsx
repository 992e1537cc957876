import { NotFound } from '~/components/layout/not-found';
import { pagePart } from '~/components/page/page-part';

export default pagePart(NotFound);
