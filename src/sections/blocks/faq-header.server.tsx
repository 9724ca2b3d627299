import type { FaqCopy } from "~/content/block-types";
import { SectionHeader } from "./section-header";

/** The header of a `FaqFrame`: eyebrow, h2 with id `${id}-title`, intro. */
export function FaqHeader({ id, copy, tone = "default" }: { id: string; copy: FaqCopy; tone?: "default" | "muted" | "dark" }) {
  return <SectionHeader id={`${id}-title`} eyebrow={copy.eyebrow} heading={copy.heading} intro={copy.intro} align="left" tone={tone === "dark" ? "dark" : "light"} />;
}
