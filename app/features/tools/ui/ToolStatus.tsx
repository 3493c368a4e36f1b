// The tools' status line ("Saved on this device"): always in the page, so screen readers announce
// each message; on screen it floats over the page for a few seconds (useStatus.ts), out of the
// page's flow so that nothing moves under a parent's finger when it shows. It never covers what
// the parent is answering: it sits just below the navigation unless the question last answered
// (or the field in use) is there, and then at the foot of the screen; it moves again as the page
// scrolls while it shows.
import { useEffect, useLayoutEffect, useRef, type RefObject } from "react";

/** Placed before the browser paints it (the server renders no message, so no effect there). */
const useBeforePaint = typeof document === "undefined" ? useEffect : useLayoutEffect;

/** Where the line sits: at the top (the stylesheet's default) or at the foot of the screen. */
const PLACE = "data-place";

export function ToolStatus({ message }: { message: string }) {
  const line = useRef<HTMLParagraphElement>(null);
  const answering = useAnswering(line);
  useBeforePaint(() => {
    const notice = line.current;
    if (!message || !notice) return;
    let frame = 0;
    const place = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => placeClear(notice, answering.current));
    };
    placeClear(notice, answering.current);
    window.addEventListener("scroll", place, { passive: true });
    window.addEventListener("resize", place);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", place);
      window.removeEventListener("resize", place);
    };
  }, [message, answering]);
  return (
    <p role="status" className="tool-status" ref={line}>
      {message}
    </p>
  );
}

/** The element the parent last answered or moved to in the tool around `inside`. */
function useAnswering(inside: RefObject<HTMLElement>) {
  const answering = useRef<Element | null>(null);
  useEffect(() => {
    const tool = inside.current?.parentElement;
    if (!tool) return;
    const note = (event: Event) => {
      if (event.target instanceof Element) answering.current = event.target;
    };
    for (const type of ["focusin", "input", "change"]) tool.addEventListener(type, note, true);
    return () => {
      for (const type of ["focusin", "input", "change"]) tool.removeEventListener(type, note, true);
    };
  }, [inside]);
  return answering;
}

/**
 * Puts the notice where it does not overlap the question the element belongs to (its fieldset or
 * field); when the question is too tall for either place, where it does not overlap the element.
 */
function placeClear(notice: HTMLElement, answering: Element | null) {
  notice.removeAttribute(PLACE);
  if (!answering?.isConnected) return;
  const question = answering.closest("fieldset, .field") ?? answering;
  for (const field of [question, answering]) {
    if (!overlaps(notice, field)) return;
    notice.setAttribute(PLACE, "bottom");
    if (!overlaps(notice, field)) return;
    notice.removeAttribute(PLACE);
  }
}

function overlaps(a: Element, b: Element): boolean {
  const x = a.getBoundingClientRect();
  const y = b.getBoundingClientRect();
  return x.left < y.right && y.left < x.right && x.top < y.bottom && y.top < x.bottom;
}
