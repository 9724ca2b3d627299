
/** "New to Orkestra? Create an account": the way across to the other auth page. */
export function AuthSwitch({ prompt, label, to }: { prompt: string; label: string; to: string }) {
  return (
    <p className="text-ink-muted mt-6 text-center text-sm">
      {prompt}{" "}
      <a href={to} className="text-brand-vivid hover:text-brand inline-block py-1 font-semibold underline-offset-4 hover:underline">
        {label}
      </a>
    </p>
  );
}
