import type { FAQPage, WithContext } from "schema-dts";

/** Questions with their answers: an FAQ page's topic, or a landing page's FAQ block. */
type QuestionList = { items: readonly { question: string; answer: string }[] };

/** FAQPage structured data of the FAQ pages and of a landing page with FAQ blocks: every question with its answer. */
export function faqPageData(groups: readonly QuestionList[], locale: string): WithContext<FAQPage> {
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
