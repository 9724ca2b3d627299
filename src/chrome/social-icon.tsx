/** Brand glyphs drawn as simple single-path icons (lucide no longer ships brand marks). */
const paths: Record<string, string> = {
  facebook: "M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9h3l.5-4h-3.5V8.8c0-.5.3-.8.5-.8Z",
  twitter: "M4 4h4.6l4 5.6L17.4 4H20l-6.2 7.2L20.5 20h-4.6l-4.4-6-5.1 6H3.8l6.6-7.7L4 4Zm3 1.5 9.7 13h1.5L8.6 5.5H7Z",
  instagram:
    "M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5Zm0 2a3 3 0 0 0-3 3v8a3 3 0 0 0 3 3h8a3 3 0 0 0 3-3V8a3 3 0 0 0-3-3H8Zm4 3.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7Zm0 2a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm4.8-3.6a1 1 0 1 1 0 2 1 1 0 0 1 0-2Z",
  linkedin:
    "M4.5 3.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4ZM3 9h3v11H3V9Zm5.5 0h2.9v1.6c.5-.9 1.7-1.9 3.6-1.9 3.2 0 4 2 4 4.9V20h-3v-5.7c0-1.4-.1-3-1.9-3-1.9 0-2.2 1.4-2.2 2.9V20h-3.4V9Z",
};

export function SocialIcon({ id }: { id: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5" fill="currentColor">
      <path d={paths[id] ?? ""} />
    </svg>
  );
}
