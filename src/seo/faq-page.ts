import type { FAQPage, WithContext } from "schema-dts";
import type { FaqGroup } from "~/content/schemas/faq";

/** FAQPage structured data of the FAQ pages: every question of every topic with its answer. */
export function faqPageData(groups: readonly FaqGroup[], locale: string): WithContext<FAQPage> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    inLanguage: locale,
    mainEntity: groups.flatMap((group) =>
      group.items.map((item) => ({
        "@type": "Question" as const,
        name: item.question,
        acceptedAnswer: { "@type": "Answer" as const, text: item.answer },
      })),
    ),
  };
}
