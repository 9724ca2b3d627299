import { CircleCheck, CircleMinus } from "lucide-react";
import { Container, Section } from "~/components/ui/section";
import type { Platform1Content } from "~/content/schemas/platform1";
import { SectionHeader } from "~/sections/blocks/section-header";

/**
 * Spreadsheet planning against planning on live data, as a real table (named by the section's
 * heading). On phones each row becomes a card with both answers under its topic.
 */
export function ComparisonSection({ copy }: { copy: Platform1Content["case"] }) {
  return (
    <Section id="case" aria-labelledby="case-title" space="lg">
      <Container>
        <SectionHeader id="case-title" eyebrow={copy.eyebrow} heading={copy.heading} intro={copy.intro} />
        <div className="ring-line shadow-card mx-auto mt-14 max-w-5xl overflow-hidden rounded-[1.75rem] bg-surface-raised ring-1" data-reveal>
          <table aria-labelledby="case-title" className="w-full text-left max-md:block">
            <thead className="max-md:sr-only">
              <tr className="border-line border-b">
                <th scope="col" className="text-ink-muted w-[22%] px-6 py-5 text-sm font-semibold tracking-[0.08em] uppercase">
                  {copy.columns.topic}
                </th>
                <th scope="col" className="text-ink-muted px-6 py-5 text-sm font-semibold">
                  {copy.columns.before}
                </th>
                <th scope="col" className="bg-primary-600 px-6 py-5 text-sm font-semibold text-white">
                  {copy.columns.after}
                </th>
              </tr>
            </thead>
            <tbody className="max-md:block">
              {copy.rows.map((row) => (
                <tr key={row.id} className="border-line border-b last:border-b-0 max-md:block max-md:p-5">
                  <th scope="row" className="font-display px-6 py-5 align-top text-base font-semibold text-ink max-md:block max-md:p-0">
                    {row.topic}
                  </th>
                  <td className="text-ink-muted px-6 py-5 align-top leading-relaxed max-md:mt-3 max-md:flex max-md:gap-2.5 max-md:p-0">
                    <span className="flex gap-2.5">
                      <CircleMinus aria-hidden="true" className="text-navy-300 mt-0.5 size-5 shrink-0" />
                      <span>
                        <span className="sr-only md:hidden">{copy.columns.before}: </span>
                        {row.before}
                      </span>
                    </span>
                  </td>
                  <td className="bg-brand-soft/70 px-6 py-5 align-top leading-relaxed font-medium text-ink max-md:mt-2 max-md:flex max-md:rounded-xl max-md:p-3">
                    <span className="flex gap-2.5">
                      <CircleCheck aria-hidden="true" className="text-brand-vivid mt-0.5 size-5 shrink-0" />
                      <span>
                        <span className="sr-only md:hidden">{copy.columns.after}: </span>
                        {row.after}
                      </span>
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Container>
    </Section>
  );
}
