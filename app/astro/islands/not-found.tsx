import { NotFound } from '~/components/layout/not-found';
import { pagePart } from '../page-part';

export default pagePart(NotFound);
