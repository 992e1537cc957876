import Bare from './bare.astro';
import Citation from './citation.astro';
import Code from './code.astro';
import InlineCode from './inline-code.astro';
import Licences from './licences.astro';
import Link from './link.astro';
import ListItem from './list-item.astro';
import List from './list.astro';
import Note from './note.astro';
import OrderedList from './ordered-list.astro';
import Pattern from './pattern.astro';
import Privacy from './privacy.astro';
import Term from './term.astro';
import Terms from './terms.astro';

/**
 * How the guides, answers and definitions (content/guides, faq, glossary) are drawn: Markdown's elements in the
 * portal's style, and the components their MDX may use. `<Content components={guideComponents} />`.
 */
export const guideComponents = {
  a: Link,
  code: InlineCode,
  ol: OrderedList,
  ul: List,
  li: ListItem,
  Note,
  Terms,
  Term,
  Code,
  Pattern,
  Citation,
  Licences,
  Privacy,
};

/** The same, for a text of one paragraph shown inside another element (a glossary definition). */
export const inlineComponents = { ...guideComponents, p: Bare };
