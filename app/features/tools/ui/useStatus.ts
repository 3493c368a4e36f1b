// The tools' status line ("Saved"): a message that screen readers announce, then clears.
import { useCallback, useEffect, useRef, useState } from "react";

/** How long a status message stays on screen (it sits over the top of the page). */
const STATUS_MS = 6_000;

/**
 * The status line's message and a way to change it. The same message twice is said twice: the
 * line is emptied first, so screen readers hear the second "Saved" too.
 */
export function useStatus(): [string, (message: string) => void] {
  const [message, setMessage] = useState("");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const announce = useCallback((next: string) => {
    setMessage("");
    clearTimeout(timer.current);
    requestAnimationFrame(() => setMessage(next));
    timer.current = setTimeout(() => setMessage(""), STATUS_MS);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return [message, announce];
}
