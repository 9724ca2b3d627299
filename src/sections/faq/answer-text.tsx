import type { ReactNode } from "react";

/** Text with every match of `pattern` marked, so a reader sees why a question matched the filter. */
export function Highlight({ text, pattern }: { text: string; pattern?: RegExp | null }) {
  if (!pattern) return text;
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const start = match.index;
    if (start > last) parts.push(text.slice(last, start));
    parts.push(
      <mark key={start} className="rounded-sm bg-cyan-200/80 text-navy-900">
        {match[0]}
      </mark>,
    );
    last = start + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/**
 * An answer's paragraphs (a blank line apart in the copy, as `Answer` in blocks/faq-section), with the
 * filter's matches marked on /faq-2. The FAQ pages import the accordion without the FAQ section
 * block, which keeps /faq-1 inside the JavaScript budget.
 */
export function AnswerText({ text, pattern }: { text: string; pattern?: RegExp | null }) {
  return (
    <div className="space-y-3">
      {text.split(/\n\s*\n/).map((paragraph) => (
        <p key={paragraph}>
          <Highlight text={paragraph} pattern={pattern} />
        </p>
      ))}
    </div>
  );
}
