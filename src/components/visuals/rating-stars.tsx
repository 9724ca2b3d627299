const star = "M10 1.6l2.6 5.3 5.8.8-4.2 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.6 7.7l5.8-.8Z";

/** SPEC §3 "rating image": five stars, `rating` of them filled, named for assistive technology. */
export function RatingStars({ rating, label, className }: { rating: number; label: string; className?: string }) {
  return (
    <svg viewBox="0 0 108 20" role="img" aria-label={label} className={className ?? "h-4 w-[5.4rem]"}>
      {[0, 1, 2, 3, 4].map((i) => (
        <path key={i} d={star} transform={`translate(${i * 22} 0)`} fill={i < rating ? "var(--color-accent-500)" : "var(--color-tint-strong)"} />
      ))}
    </svg>
  );
}
