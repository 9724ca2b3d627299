import type { CSSProperties, ReactNode } from "react";

/** Reserved heights in px from 0, 640, 768 and 1024 px wide (Tailwind's base, sm, md and lg). */
export type ReservedHeights = readonly [base: number, sm: number, md: number, lg: number];

const bands = ["", "-sm", "-md", "-lg"] as const;

/**
 * A block far below the first view. The browser skips its style, layout and paint until it nears the
 * viewport (`content-visibility: auto`), which takes most of a long page's first layout off its first
 * seconds (decision 0008). The reserved heights are measured and never below the rendered ones
 * (tests/e2e/offscreen.spec.ts): the scrollbar tells the truth, nothing shifts when the block renders,
 * and tools that locate skipped text (axe) find it over its own background.
 */
export function Offscreen({ heights, children }: { heights: ReservedHeights; children: ReactNode }) {
  const style = Object.fromEntries(bands.map((band, index) => [`--offscreen-h${band}`, `${heights[index]}px`])) as CSSProperties;
  return (
    <div className="offscreen" style={style}>
      {children}
    </div>
  );
}
