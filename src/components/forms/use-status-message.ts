import { useCallback, useEffect, useRef, useState } from "react";

/**
 * Text for a polite live region. Announcing the same text twice needs a change in between, so the
 * region is emptied first and refilled a moment later.
 */
export function useStatusMessage(): [message: string, announce: (text: string) => void] {
  const [message, setMessage] = useState("");
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const announce = useCallback((text: string) => {
    setMessage("");
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setMessage(text), 60);
  }, []);
  return [message, announce];
}
