import type { markMatches } from '@core/search/terms';

/** Text with the matched words in <mark>. */
export function Marked({ pieces }: { pieces: ReturnType<typeof markMatches> }) {
  return pieces.map((p, i) =>
    p.mark ? (
      <mark key={i} className="rounded-sm bg-sand/50 px-0.5 text-inherit">
        {p.text}
      </mark>
    ) : (
      p.text
    ),
  );
}
